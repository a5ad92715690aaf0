import type { RenderStamp } from '@booking/shared-contracts';
import type { CSSProperties } from 'react';
import { WIDGET_BUILD } from '../buildInfo';
import { accentTheme } from '../components/accentTheme';
import type { WidgetController } from '../controller/WidgetController';
import { toIsoDate } from '../domain/calendarDates';
import { loadedMessages, loadMessages } from '../i18n/catalogs';

/**
 * Brings a started widget to the state step 1 draws its priced calendar in – the calendar open on the booked
 * activity with its month picked and the language's messages loaded – and says what it draws: the server
 * before it renders, the browser before it hydrates (the two must agree, see `sameStamp`). Null when the
 * widget is not on a priced step 1 without asking the network (an error, a kept booking, a month to fetch).
 */
export async function settleStep1(controller: WidgetController): Promise<RenderStamp | null> {
  const { config, ui, booking, calendar, activities, colorMode } = controller.stores;
  const activityId = activities.selectedActivityId;
  const ready =
    config.status === 'loaded' && ui.isInitialized && ui.initializationError === null && booking.activity;
  // The server draws a step 1 with nothing chosen: a booking the tab kept (a reload) is the browser's to draw.
  if (!ready || activityId === null || ui.currentStep !== 1 || booking.selectedDate !== null) return null;
  await Promise.all([calendar.open(activityId), loadMessages(ui.currentLanguage)]);
  // A catalog that failed to load renders nothing until a retry: no markup to agree on.
  if (!calendar.settled || booking.availableDays.length === 0 || !loadedMessages(ui.currentLanguage))
    return null;
  return {
    build: WIDGET_BUILD,
    lang: ui.currentLanguage,
    today: toIsoDate(calendar.todayDate),
    colorMode: colorMode.mode,
    activityId,
    month: calendar.month,
    accent: String(accentTheme(config.globalConfig?.accent)['--bw-accent' as keyof CSSProperties] ?? ''),
  };
}

/** Whether the browser's step 1 is the one the server drew (then it hydrates, else it renders afresh). */
export function sameStamp(a: RenderStamp, b: RenderStamp): boolean {
  return (
    a.build === b.build &&
    a.lang === b.lang &&
    a.today === b.today &&
    a.colorMode === b.colorMode &&
    a.activityId === b.activityId &&
    a.month === b.month &&
    a.accent === b.accent
  );
}
