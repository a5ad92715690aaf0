import type { Browser, Frame, Page } from 'playwright-core';
import type { StackOptions } from './session';

/**
 * The instant the screenshot and layout tests run at (a Wednesday, 08:00 in Kraków, before the day's first
 * start): the sandbox's clock starts here (SANDBOX_NOW) and so does the browser's, so the calendar, its prices
 * and sold-out days are the same on every run, whatever the real date.
 */
export const FROZEN_NOW = '2026-06-10T06:00:00Z';

/** Stack options for a run at FROZEN_NOW. */
export const FROZEN_STACK: StackOptions = { sandboxEnv: { SANDBOX_NOW: FROZEN_NOW } };

/**
 * No animation, transition or blinking caret, and the session countdown (it changes by the second) hidden:
 * a screenshot shows the settled page.
 */
const STILL_CSS =
  '.bw-timer{visibility:hidden!important}' +
  '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}';

/** A page of its own context: fixed size and scale, reduced motion, its clock started at FROZEN_NOW. */
export async function frozenPage(browser: Browser, width: number, height = 900): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    timezoneId: 'Europe/Warsaw',
  });
  const page = await context.newPage();
  await page.clock.install({ time: new Date(FROZEN_NOW) });
  return page;
}

/** The host's booking page of a product in a language (`/pl/megabilet?product=…`). */
export function bookingPageUrl(bffUrl: string, product: string, lang: string): string {
  return `${bffUrl}${lang === 'en' ? '' : `/${lang}`}/megabilet?product=${product}`;
}

/**
 * Step 1 settled for a picture: the first available day chosen (so times, rates and tickets show their
 * prices), every image loaded, fonts ready, motion off.
 */
export async function settleStepOne(page: Page, scope: Page | Frame = page): Promise<void> {
  const day = scope.locator('.bw-cal-day_button:not(:disabled)').first();
  await day.waitFor();
  await day.click();
  await scope.getByRole('radio', { checked: true }).first().waitFor();
  await scope.waitForFunction(() => {
    const doc = (
      globalThis as unknown as {
        document: { images: ArrayLike<{ complete: boolean; naturalWidth: number }> };
      }
    ).document;
    return Array.from(doc.images).every((image) => image.complete && image.naturalWidth > 0);
  });
  await scope.evaluate(
    () =>
      (globalThis as unknown as { document: { fonts: { ready: Promise<unknown> } } }).document.fonts.ready,
  );
  for (const target of new Set([page.mainFrame(), scope === page ? page.mainFrame() : (scope as Frame)])) {
    await target.addStyleTag({ content: STILL_CSS });
  }
}
