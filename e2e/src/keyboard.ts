import type { Locator, Page } from 'playwright-core';
import type { Language } from '@booking/shared-contracts';
import { SHOWN_PRICED_DAY, type WidgetScope } from './checkoutSteps';
import { exactly } from './widgetText';

/**
 * Presses Tab until `target` has the focus, as a keyboard-only visitor would; fails after `maxPresses`.
 * Answers how many presses it took.
 */
export async function tabTo(page: Page, target: Locator, maxPresses = 60): Promise<number> {
  await target.waitFor();
  for (let presses = 1; presses <= maxPresses; presses += 1) {
    await page.keyboard.press('Tab');
    // The locator is resolved anew each time: a re-render may replace the element.
    if (await hasFocus(target)) return presses;
  }
  throw new Error(`tabTo: no focus on the target after ${maxPresses} presses of Tab`);
}

/** Whether `target` has the keyboard focus. */
export function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === element.ownerDocument.activeElement);
}

/**
 * Moves the focus by keyboard to the first priced day after today, the day `pricedDayAfterToday` names: Tab
 * to the calendar's tab stop (its first priced day), then an arrow key past today; when today is the last
 * priced day of the shown month, Shift+Tab back to "Next month", Enter, and Tab into that month.
 */
export async function tabToDayAfterToday(page: Page, scope: WidgetScope, lang: Language): Promise<Locator> {
  await tabTo(page, scope.getByRole('button', { name: SHOWN_PRICED_DAY }).first());
  const later = scope
    .locator('[role="gridcell"]:not([data-today])')
    .getByRole('button', { name: SHOWN_PRICED_DAY })
    .first();
  if ((await later.count()) > 0) {
    // The arrow skips the days that cannot be picked.
    if (!(await hasFocus(later))) await page.keyboard.press('ArrowRight');
  } else {
    const next = scope.getByRole('button', { name: exactly(lang, 'booking.calendar.nextMonth') });
    for (let presses = 0; presses < 5 && !(await hasFocus(next)); presses += 1) {
      await page.keyboard.press('Shift+Tab');
    }
    await page.keyboard.press('Enter');
    await tabTo(page, later);
  }
  if (!(await hasFocus(later))) throw new Error('tabToDayAfterToday: the focus is not on a day after today');
  return later;
}
