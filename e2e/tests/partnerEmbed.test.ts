// A partner site embeds the widget with the three-line snippet (issue #11): embed.js opens the side panel,
// the booking completes inside it, and the partner hears bookingSucceeded and a GA4 purchase. A failure is one
// bookingFailed in the page's language (issue #22), and a page the config does not allow is told why.
import { gzipSync } from 'node:zlib';
import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { acceptAgreements, bookDayAfterToday, fillContact, payWithBlik } from '../src/checkoutSteps';
import {
  startPartnerSite,
  startPartnerStack,
  stopPartnerStack,
  type PartnerSite,
  type PartnerStack,
} from '../src/partnerSite';
import type { Stack } from '../src/stack';
import { widgetText } from '../src/widgetText';

let started: Partial<PartnerStack> = {};
let stack: Stack;
let browser: Browser;
/** A second partner site the demo config allows, serving the demo page in Polish. */
let polishPartner: PartnerSite;
/** A site the demo config does not list, serving the same snippet. */
let outsider: PartnerSite | undefined;

beforeAll(async () => {
  started = await startPartnerStack();
  ({ stack, browser } = started as PartnerStack);
  polishPartner = (started as PartnerStack).partner;
  outsider = await startPartnerSite();
  // The demo partner page itself: embed.js from the remote, Book buttons, the partner's event log.
  const demoPage = await (await fetch(`${stack.partnerUrl}/`)).text();
  polishPartner.serve(demoPage.replace('<html lang="en">', '<html lang="pl">'));
  outsider.serve(demoPage);
});

afterAll(async () => {
  await outsider?.close();
  await stopPartnerStack(started);
});

type Recorded = { name: string; payload: Record<string, unknown> };
const partnerEvents = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { partnerEvents: Recorded[] }).partnerEvents);
const dataLayerEvents = (page: Page) =>
  page.evaluate(() =>
    ((globalThis as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).flatMap((entry) =>
      entry.event ? [entry] : [],
    ),
  );

async function partnerPage(): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${stack.partnerUrl}/`);
  return { page, errors };
}

describe('embed.js', () => {
  it('is at most 4 KB gzip, short-cached and revalidated with a validator', async () => {
    const response = await fetch(`${stack.remoteUrl}/embed.js`);
    const body = Buffer.from(await response.arrayBuffer());
    expect(gzipSync(body).length).toBeLessThanOrEqual(4096);
    expect(response.headers.get('cache-control')).toBe('public, max-age=30, must-revalidate');
    const etag = response.headers.get('etag') ?? '';
    const again = await fetch(`${stack.remoteUrl}/embed.js`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });
});

describe('the partner page on another origin', () => {
  it('opens the panel through embed.js, books with BLIK 777123 and hears bookingSucceeded and a GA4 purchase', async () => {
    const { page, errors } = await partnerPage();
    await page.getByRole('button', { name: 'Book Kraków Old Town walking tour' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book your tickets' });
    await dialog.waitFor();
    const frame = page.frameLocator('iframe[title="Book your tickets"]');
    const inFrame = frame as unknown as Page;
    await frame.getByRole('tab', { name: 'In English' }).click();
    await bookDayAfterToday(inFrame);
    await fillContact(inFrame);
    await acceptAgreements(inFrame);
    await frame.getByRole('radio', { name: 'BLIK' }).check();
    await frame.getByLabel('BLIK code').fill('777123');
    await frame.getByRole('button', { name: 'Pay' }).click();
    await page.waitForFunction(
      () =>
        (globalThis as unknown as { partnerEvents: Recorded[] }).partnerEvents.some(
          (event) => event.name === 'bookingSucceeded',
        ),
      undefined,
      { timeout: 30_000 },
    );
    const events = await partnerEvents(page);
    const names = events.map((event) => event.name);
    expect(names).toContain('widgetOpened');
    expect(names).toContain('stepChanged');
    const succeeded = events.find((event) => event.name === 'bookingSucceeded');
    expect(succeeded?.payload).toMatchObject({
      confirmationCode: expect.stringMatching(/^[A-Z]+-\d+$/),
      activity: { id: 1001 },
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      currency: 'PLN',
    });
    const ga4 = await dataLayerEvents(page);
    expect(ga4.map((entry) => entry.event)).toEqual(
      expect.arrayContaining(['view_item', 'add_to_cart', 'begin_checkout', 'add_shipping_info', 'purchase']),
    );
    expect(ga4.find((entry) => entry.event === 'purchase')).toMatchObject({
      ecommerce: {
        transaction_id: (succeeded?.payload as { confirmationCode: string }).confirmationCode,
        value: (succeeded?.payload as { totalPrice: number }).totalPrice,
        currency: 'PLN',
        items: [expect.objectContaining({ item_id: '1001' })],
      },
    });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('closes on Escape and returns focus to the button that opened it', async () => {
    const { page } = await partnerPage();
    const opener = page.getByRole('button', { name: 'Book Dunajec river rafting' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Book your tickets' });
    await dialog.waitFor();
    const focused = () =>
      page.evaluate(
        () =>
          (
            globalThis as unknown as {
              document: { activeElement: { getAttribute(name: string): string } | null };
            }
          ).document.activeElement?.getAttribute('aria-label') ?? null,
      );
    expect(await focused()).toBe('Close booking');
    await page.waitForFunction(() =>
      (globalThis as unknown as { partnerEvents: Recorded[] }).partnerEvents.some(
        (event) => event.name === 'widgetOpened',
      ),
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(
      await opener.evaluate(
        (element) =>
          element ===
          (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement,
      ),
    ).toBe(true);
    await page.waitForFunction(() =>
      (globalThis as unknown as { partnerEvents: Recorded[] }).partnerEvents.some(
        (event) => event.name === 'widgetClosed',
      ),
    );
    await page.close();
  });

  it('closes on Escape pressed inside the widget, where the page cannot hear the key', async () => {
    const { page } = await partnerPage();
    const opener = page.getByRole('button', { name: 'Book Kraków Old Town walking tour' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Book your tickets' });
    const frame = page.frameLocator('iframe[title="Book your tickets"]');
    await frame.getByRole('tab', { name: 'In English' }).click();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(
      await opener.evaluate(
        (element) =>
          element ===
          (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement,
      ),
    ).toBe(true);
    await page.close();
  });

  it('opens from a Book button added after embed.js loaded, full screen on a phone, with no cookies', async () => {
    const page = await browser.newPage({ viewport: { width: 600, height: 800 } });
    await page.goto(`${stack.partnerUrl}/`);
    // embed.js has started (its API replaced the queue stub) before the button exists.
    await page.waitForFunction(
      () =>
        (globalThis as unknown as { BookingWidget?: { loaded?: boolean } }).BookingWidget?.loaded === true,
    );
    await page.evaluate(`(() => {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Book the rafting, added later';
      button.setAttribute('data-booking-open', 'dunajec-rafting');
      document.querySelector('main').append(button);
    })()`);
    await page.getByRole('button', { name: 'Book the rafting, added later' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book your tickets' });
    await dialog.waitFor();
    await page.waitForFunction(() =>
      (globalThis as unknown as { partnerEvents: Recorded[] }).partnerEvents.some(
        (event) => event.name === 'widgetOpened' && event.payload.openId === 'dunajec-rafting',
      ),
    );
    // Below 768 px the panel takes the whole width of the screen.
    const box = await dialog.boundingBox();
    expect(box?.x).toBe(0);
    expect(box?.width).toBe(600);
    expect(await page.context().cookies()).toEqual([]);
    await page.close();
  });

  it('BookingWidget("open") waits in the queue and opens the named product', async () => {
    const { page } = await partnerPage();
    await page.evaluate(() =>
      (globalThis as unknown as { BookingWidget: (...args: unknown[]) => void }).BookingWidget('open', {
        openId: 'wieliczka-private',
      }),
    );
    await page.getByRole('dialog', { name: 'Book your tickets' }).waitFor();
    await page.waitForFunction(() =>
      (globalThis as unknown as { partnerEvents: Recorded[] }).partnerEvents.some(
        (event) => event.name === 'widgetOpened' && event.payload.openId === 'wieliczka-private',
      ),
    );
    await page.close();
  });
});

/** The console errors of a page and its frames, as a partner's developer tools show them. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** embed.js's line about a frame that never answered. */
const NO_ANSWER = /^BookingWidget: the booking frame of config "demo" did not answer/;

describe('what a partner can rely on', () => {
  it('a refused BLIK (111234) is exactly one bookingFailed, its message the Polish sentence the visitor read, with no console error', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = consoleErrors(page);
    await page.goto(`${polishPartner.url}/`);
    await page.getByRole('button', { name: 'Book Kraków Old Town walking tour' }).click();
    await page.getByRole('dialog', { name: 'Zarezerwuj bilety' }).waitFor();
    const frame = page.frameLocator('iframe[title="Zarezerwuj bilety"]');
    const inFrame = frame as unknown as Page;
    await bookDayAfterToday(inFrame, 'pl');
    await fillContact(inFrame, 'pl');
    await acceptAgreements(inFrame, 'pl');
    await payWithBlik(inFrame, '111234', 'pl');
    const refused = widgetText('pl', 'payment.errors.blikRefused');
    await frame.getByText(refused).waitFor({ timeout: 20_000 });
    await page.waitForFunction(
      () =>
        (globalThis as unknown as { partnerEvents: Recorded[] }).partnerEvents.some(
          (event) => event.name === 'bookingFailed',
        ),
      undefined,
      { timeout: 10_000 },
    );
    // Long enough for a second event, or embed.js's no-answer line, to have come if either were to.
    await page.waitForTimeout(6_000);
    const failed = (await partnerEvents(page)).filter((event) => event.name === 'bookingFailed');
    expect(failed).toEqual([{ name: 'bookingFailed', payload: { code: 'blik_refused', message: refused } }]);
    expect(refused).toMatch(/^\p{Lu}.*\.$/u);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a page on an origin the config does not allow gets one console error naming the config, the origin and the fix', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = consoleErrors(page);
    const origin = new URL(outsider?.url ?? '').origin;
    await page.goto(`${outsider?.url ?? ''}/`);
    await page.getByRole('button', { name: 'Book Kraków Old Town walking tour' }).click();
    await page.getByRole('dialog', { name: 'Book your tickets' }).waitFor();
    const told = () => errors.filter((line) => NO_ANSWER.test(line));
    for (const deadline = Date.now() + 15_000; told().length === 0 && Date.now() < deadline;) {
      await page.waitForTimeout(250);
    }
    // Opening again reloads the silent frame: the page is still told once.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Book Dunajec river rafting' }).click();
    await page.waitForTimeout(7_000);
    expect(told()).toHaveLength(1);
    expect(told()[0]).toContain(`npm run config -- allow-origin demo ${origin}`);
    expect(told()[0]).toContain(`on ${origin}.`);
    await page.close();
  });
});
