// axe-core on every step and page in the six languages (issue #14): the host pages, the booking on
// /megabilet from step 1 to the success page, the iframe app on its own and the partner's embed panel. Every
// rule runs, experimental ones included; a serious or critical violation fails with axe's explanation.
import { LANGUAGES, languagePrefix, type Language } from '@booking/shared-contracts';
import type { Browser, Page } from 'playwright-core';
import { describeViolations, seriousViolations } from '../src/axe';
import {
  SHOWN_PRICED_DAY,
  acceptAgreements,
  bookDayAfterToday,
  fillContact,
  payWithBlik,
  pricedDayAfterToday,
  successPayload,
} from '../src/checkoutSteps';
import { startStackAndBrowser, stopStackAndBrowser, openPage } from '../src/session';
import type { Stack } from '../src/stack';
import { exactly, widgetText } from '../src/widgetText';

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  // Each language books and pays once on the host page and once in the panel, all from one address.
  ({ stack, browser } = await startStackAndBrowser({ bffEnv: { HOLD_LIMIT_PER_CLIENT: '50' } }));
});

afterAll(async () => {
  await stopStackAndBrowser(stack, browser);
});

/** Checks the page as it is now and records the violations under `label`. */
async function check(page: Page, label: string, findings: string[]): Promise<void> {
  const violations = await seriousViolations(page);
  if (violations.length > 0) findings.push(`${label}:\n${describeViolations(violations)}`);
}

/**
 * Holds the widget's payment-status polls until released, so the pending BLIK view stays on screen while
 * axe reads it; released, the held polls go on to the BFF.
 */
async function holdPaymentStatus(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/booking-status**', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Books to the pending BLIK payment, checking step 1, step 2, step 3 and the pending view on the way. */
async function checkSteps1To3(
  page: Page,
  scope: Parameters<typeof bookDayAfterToday>[0],
  lang: Language,
  where: string,
  findings: string[],
): Promise<void> {
  await scope.getByRole('button', { name: SHOWN_PRICED_DAY }).first().waitFor();
  await check(page, `${where} step 1 (booking)`, findings);
  await bookDayAfterToday(scope, lang);
  await scope.getByRole('heading', { name: widgetText(lang, 'contact.step.heading') }).waitFor();
  await check(page, `${where} step 2 (contact)`, findings);
  await fillContact(scope, lang);
  await acceptAgreements(scope, lang);
  await check(page, `${where} step 3 (payment)`, findings);
  const release = await holdPaymentStatus(page);
  await payWithBlik(scope, '777123', lang);
  await scope.getByText(widgetText(lang, 'payment.pending.blik')).waitFor();
  await check(page, `${where} step 3 (BLIK pending)`, findings);
  release();
}

describe('axe finds no serious or critical violation', () => {
  it.each(LANGUAGES)(
    '%s: on the home, developer, payment-completion, failed-payment and 404 pages',
    async (lang) => {
      const { page } = await openPage(browser);
      const findings: string[] = [];
      const prefix = languagePrefix(lang);
      const pages = [
        { path: prefix || '/', ready: page.locator('.hs-product').first() },
        { path: `${prefix}/dev`, ready: page.frameLocator('iframe').locator('.bw-root') },
        {
          path: `${prefix}/megabilet/payment-completion?transaction_id=TR-UNKNOWN`,
          ready: page.getByRole('heading', { level: 1 }),
        },
        { path: `${prefix}/megabilet/success?status=error`, ready: page.getByRole('link').last() },
        { path: `${prefix}/no-such-page`, ready: page.getByRole('navigation').first() },
      ];
      for (const { path, ready } of pages) {
        await page.goto(`${stack.bffUrl}${path}`);
        await ready.waitFor();
        await check(page, path, findings);
      }
      expect(findings.join('\n\n')).toBe('');
      await page.close();
    },
  );

  it.each(LANGUAGES)('%s: on /megabilet from step 1 to the success page (step 4)', async (lang) => {
    const { page, errors } = await openPage(browser);
    const findings: string[] = [];
    await page.goto(`${stack.bffUrl}${languagePrefix(lang)}/megabilet`);
    await checkSteps1To3(page, page, lang, '/megabilet', findings);
    await successPayload(page);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await check(page, '/megabilet step 4 (success page)', findings);
    expect(findings.join('\n\n')).toBe('');
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each(LANGUAGES)('%s: in the iframe app on its own, steps 1 and 2', async (lang) => {
    const { page, errors } = await openPage(browser, { width: 800, height: 900 });
    const findings: string[] = [];
    await page.goto(`${stack.bffUrl}/widget?configId=demo&lang=${lang}`);
    await page.getByRole('button', { name: SHOWN_PRICED_DAY }).first().waitFor();
    await check(page, '/widget step 1 (booking)', findings);
    await bookDayAfterToday(page, lang);
    await page.getByRole('heading', { name: widgetText(lang, 'contact.step.heading') }).waitFor();
    await check(page, '/widget step 2 (contact)', findings);
    expect(findings.join('\n\n')).toBe('');
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each(LANGUAGES)('%s: in the partner embed panel from step 1 to step 4', async (lang) => {
    const { page, errors } = await openPage(browser);
    const findings: string[] = [];
    await page.goto(`${stack.partnerUrl}/`);
    await page.evaluate(
      (language) =>
        (globalThis as unknown as { BookingWidget: (...args: unknown[]) => void }).BookingWidget('open', {
          openId: 'krakow-old-town',
          lang: language,
        }),
      lang,
    );
    await page.getByRole('dialog').waitFor();
    const frame = page.frameLocator('iframe.bwe-frame');
    await checkSteps1To3(page, frame, lang, 'embed panel', findings);
    await frame.getByRole('heading', { name: exactly(lang, 'afterpayment.step.heading') }).waitFor({
      timeout: 30_000,
    });
    await check(page, 'embed panel step 4 (booking confirmed)', findings);
    expect(findings.join('\n\n')).toBe('');
    expect(errors).toEqual([]);
    await page.close();
  });
});

/** The drawn elements under `selector` with their size, read in the page (the e2e project has no DOM types). */
async function sizesOf(
  page: Page,
  selector: string,
): Promise<{ name: string; width: number; height: number }[]> {
  return page.evaluate<{ name: string; width: number; height: number }[]>(`[
    ...document.querySelectorAll(${JSON.stringify(selector)})].flatMap((element) => {
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || getComputedStyle(element).visibility === 'hidden') return [];
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
    return [{ name: element.className + ' "' + name + '"', width: rect.width, height: rect.height }];
  })`);
}

/** The computed font sizes, in px, of the elements under `selector`. */
async function fontSizesOf(page: Page, selector: string): Promise<number[]> {
  return page.evaluate<number[]>(
    `[...document.querySelectorAll(${JSON.stringify(selector)})].map((e) => parseFloat(getComputedStyle(e).fontSize))`,
  );
}

describe('on a phone (390 px)', () => {
  it('makes every button and link of step 1 and of the host header at least 44 × 44 px', async () => {
    const { page } = await openPage(browser, { width: 390, height: 900 });
    await page.goto(`${stack.bffUrl}/megabilet`);
    // A day after today: every start time shows, whatever the hour.
    await (await pricedDayAfterToday(page)).click();
    await page.getByRole('radio', { checked: true }).first().waitFor();
    const sizes = await sizesOf(
      page,
      'header a, .hs-skip-link, .bw-root button, .bw-root a[href], .bw-root [role="tab"], .bw-root label.bw-choice',
    );
    expect(sizes.length).toBeGreaterThan(40);
    expect(sizes.filter((size) => size.width < 44 || size.height < 44)).toEqual([]);
    await page.close();
  });

  it("keeps the host header's text links apart: side by side they have space between them", async () => {
    const { page } = await openPage(browser, { width: 390, height: 900 });
    // The developer page's header has the most site links (visitors' pages name the booking page only).
    await page.goto(`${stack.bffUrl}/dev`);
    const boxes = await page.evaluate(`[...document.querySelectorAll('.hs-site-nav a')].map((a) => {
      const r = a.getBoundingClientRect();
      const text = document.createRange();
      text.selectNodeContents(a);
      const t = text.getBoundingClientRect();
      return { top: r.top, left: t.left, right: t.right };
    })`);
    const links = boxes as { top: number; left: number; right: number }[];
    expect(links.length).toBeGreaterThan(1);
    for (let i = 1; i < links.length; i += 1) {
      const [before, after] = [links[i - 1], links[i]];
      if (before && after && before.top === after.top)
        expect(after.left - before.right).toBeGreaterThanOrEqual(8);
    }
    await page.close();
  });

  it('lets the iframe page zoom, and keeps its form fields at 16 px so a focused field does not zoom', async () => {
    const { page } = await openPage(browser, { width: 390, height: 900 });
    await page.goto(`${stack.bffUrl}/widget?configId=demo&lang=en`);
    const viewport = await page.locator('meta[name="viewport"]').getAttribute('content');
    expect(viewport).toBe('width=device-width, initial-scale=1');
    await bookDayAfterToday(page);
    await page.getByRole('heading', { name: widgetText('en', 'contact.step.heading') }).waitFor();
    const fontSizes = await fontSizesOf(
      page,
      '.bw-root input:not([type="checkbox"]):not([type="radio"]), .bw-root select, .bw-root textarea',
    );
    expect(fontSizes.length).toBeGreaterThan(3);
    expect(Math.min(...fontSizes)).toBeGreaterThanOrEqual(16);
    await page.close();
  });
});
