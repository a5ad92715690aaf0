import type { Locator, Page } from 'playwright-core';

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
