import type {
  HostedStep1RenderRequest,
  InitialData,
  Language,
  Step1RenderRequest,
} from '@booking/shared-contracts';
import { monthDateRange, monthOf } from '../domain/calendarDates';
import { buildCredentials, buildWidgetConfig } from './fakeBff';
import { catalogueActivity, catalogueSlot } from './fakeCatalogue';

/** 10 June 2026, noon local time: the day the server-render tests draw. */
export const RENDER_DAY = new Date(2026, 5, 10, 12);

/**
 * A page's data block as the BFF writes it for the contract example's config (product `krakow`, activity 1):
 * the config, credentials, the activity in `lang` and its schedule of `day`'s month with slots on `slotDates`.
 */
export function pageDataBlock(
  lang: Language = 'pl',
  day: Date = RENDER_DAY,
  slotDates: string[] = ['2026-06-12', '2026-06-20'],
): InitialData {
  const window = monthDateRange(monthOf(day));
  return {
    configId: 'demo',
    widgetConfig: buildWidgetConfig(),
    credentials: buildCredentials(),
    activities: [{ activityId: 1, lang, answer: { success: true, data: catalogueActivity(1) } }],
    schedules: [
      {
        activityId: 1,
        ...window,
        answer: { success: true, data: slotDates.map((date) => catalogueSlot(date)) },
      },
    ],
  };
}

/** The server render request of the iframe app's page for that block. */
export function renderRequest(overrides: Partial<Step1RenderRequest> = {}): Step1RenderRequest {
  return {
    initialData: pageDataBlock(overrides.lang ?? 'pl'),
    configId: 'demo',
    lang: 'pl',
    openId: null,
    colorMode: 'light',
    colorModeForced: false,
    hostingMode: 'iframe',
    now: RENDER_DAY.getTime(),
    ...overrides,
  };
}

/** The server render request of a host page's federated widget for that block, with the props the host passes. */
export function hostedRenderRequest(
  overrides: Partial<HostedStep1RenderRequest> = {},
  lang: Language = 'pl',
): HostedStep1RenderRequest {
  const initialData = overrides.initialData ?? pageDataBlock(lang);
  const { globalConfig, products } = initialData.widgetConfig;
  return {
    initialData,
    props: { configId: 'demo', lang, openId: products[0]?.id, globalConfig, products },
    colorMode: 'light',
    now: RENDER_DAY.getTime(),
    ...overrides,
  };
}
