// Hosted payment pages of a framed widget (issue #22 §1): a bank transfer, a Tpay card and Stripe Checkout open
// top-level in a payment window opened in the Pay click – real providers refuse to be framed – while the panel
// stays on the widget, follows the payment and ends with its own success step and the partner's events.
import type { FrameLocator, Page } from 'playwright-core';
import {
  acceptAgreements,
  bookDayAfterToday,
  fillContact,
  recordHolds,
  settledPaymentStatus,
} from '../src/checkoutSteps';
import { serveDemoPartnerPage, usePartnerStack, widgetMessage } from '../src/partnerSite';
import { E2E_SUPPORT_TOKEN, setDemoPaymentProvider } from '../src/operatorConfig';

// The Stripe case switches the `demo` config's provider through the support API, as an operator would.
const e2e = usePartnerStack({ bffEnv: { SUPPORT_TOKEN: E2E_SUPPORT_TOKEN } });

type Recorded = { name: string; payload: Record<string, unknown> };
const partnerEvents = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { partnerEvents: Recorded[] }).partnerEvents);
const dataLayerEvents = (page: Page) =>
  page.evaluate(() =>
    ((globalThis as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).flatMap((entry) =>
      entry.event ? [entry.event] : [],
    ),
  );

/** A page that records its uncaught errors and console errors. */
async function openRecorded(url: string): Promise<{ page: Page; errors: string[] }> {
  const page = await e2e.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // Chromium asks every site for its icon; the partner's test site has none.
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico'))
      errors.push(`${message.text()} (${message.location().url})`);
  });
  await page.goto(url);
  return { page, errors };
}

/**
 * Chooses `method` and clicks Pay: the payment window opens in that click and goes to the provider's page,
 * the widget waits for it with the amount. Answers the window.
 */
async function payInWindow(page: Page, widget: FrameLocator, method: string): Promise<Page> {
  await widget.getByRole('radio', { name: method }).check();
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    widget.getByRole('button', { name: 'Pay' }).click(),
  ]);
  await popup.waitForURL(new RegExp(`^${e2e.stack.sandboxUrl}/(tpay|stripe)/`));
  await widget.getByText('Finish the payment in the other window').waitFor();
  expect(await widget.getByText(/Amount to pay: PLN\s?[\d,.]+/).count()).toBe(1);
  return popup;
}

/** Pays on the provider's page; the return page tells the widget and closes the window. */
async function payThere(popup: Page, button: 'tpay-pay' | 'stripe-pay'): Promise<void> {
  const closed = popup.waitForEvent('close', { timeout: 20_000 });
  await popup.locator(`[data-testid="${button}"]`).click();
  await closed;
}

/** The widget's own success step shows the booking: title, date, time, tickets, total, meeting point, code. */
async function expectSuccessStep(widget: FrameLocator): Promise<void> {
  await widget.getByRole('heading', { name: 'Booking confirmed' }).waitFor({ timeout: 30_000 });
  const summary = (await widget.locator('.bw-summary').textContent()) ?? '';
  expect(summary).toContain('Kraków Old Town Walking Tour');
  expect(summary).toMatch(/Date.*\d{4}/);
  expect(summary).toMatch(/Time\d{1,2}:\d{2}/);
  expect(summary).toMatch(/1 × Adult/);
  expect(summary).toContain('Meeting point');
  expect(await widget.getByText(/Booking reference: [A-Z]+-\d+/).count()).toBe(1);
}

describe('the embed panel on a partner origin', () => {
  afterAll(async () => {
    await setDemoPaymentProvider(e2e.stack, 'tpay');
  });

  it.each([
    { method: 'PKO BP', what: 'a bank transfer', provider: 'tpay', pay: 'tpay-pay' },
    { method: 'Card', what: 'a Tpay card', provider: 'tpay', pay: 'tpay-pay' },
    { method: 'Card', what: 'Stripe Checkout', provider: 'stripe_sandbox', pay: 'stripe-pay' },
  ] as const)(
    "pays $what in a window of its own and ends on the panel's success step with one bookingSucceeded and one GA4 purchase",
    async ({ method, provider, pay }) => {
      await setDemoPaymentProvider(e2e.stack, provider);
      const { page, errors } = await openRecorded(`${e2e.stack.partnerUrl}/`);
      await page.getByRole('button', { name: 'Book Kraków Old Town walking tour' }).click();
      const widget = page.frameLocator('iframe[title="Book your tickets"]');
      await widget.getByRole('tab', { name: 'In English' }).click();
      await bookDayAfterToday(widget);
      await fillContact(widget);
      await acceptAgreements(widget);
      const popup = await payInWindow(page, widget, method);
      // The provider's page is top-level, never in the panel's frame.
      const frame = page.frames().find((candidate) => candidate.url().includes('/widget?'));
      expect(frame?.url()).toContain('/widget?');
      await payThere(popup, pay);
      await expectSuccessStep(widget);
      await page.waitForFunction(() =>
        (globalThis as unknown as { partnerEvents: Recorded[] }).partnerEvents.some(
          (event) => event.name === 'bookingSucceeded',
        ),
      );
      // Close the panel: widgetClosed with the paid status.
      await page.getByRole('button', { name: 'Close booking' }).click();
      await page.waitForFunction(() =>
        (globalThis as unknown as { partnerEvents: Recorded[] }).partnerEvents.some(
          (event) => event.name === 'widgetClosed',
        ),
      );
      const events = await partnerEvents(page);
      expect(events.filter((event) => event.name === 'bookingSucceeded')).toHaveLength(1);
      expect(events.filter((event) => event.name === 'bookingFailed')).toHaveLength(0);
      expect(events.find((event) => event.name === 'widgetClosed')?.payload).toEqual({
        paymentStatus: 'success',
      });
      const ga4 = await dataLayerEvents(page);
      expect(ga4.filter((event) => event === 'purchase')).toHaveLength(1);
      expect(ga4.indexOf('add_payment_info')).toBeGreaterThan(-1);
      expect(ga4.indexOf('add_payment_info')).toBeLessThan(ga4.indexOf('purchase'));
      expect(errors).toEqual([]);
      await page.close();
    },
  );
});

describe('the iframe app driven by a partner page', () => {
  async function framedWidget(provider: 'tpay' | 'stripe_sandbox') {
    await serveDemoPartnerPage(e2e, { globalConfig: { paymentProvider: provider } });
    const { page, errors } = await openRecorded(`${e2e.partner.url}/booking`);
    const widget = page.frameLocator('#widget');
    await bookDayAfterToday(widget);
    await fillContact(widget);
    await acceptAgreements(widget);
    return { page, errors, widget };
  }

  it('Stripe Checkout opens top-level, is paid there, and the frame shows its success step', async () => {
    const { page, errors, widget } = await framedWidget('stripe_sandbox');
    const popup = await payInWindow(page, widget, 'Card');
    const sessionId = new URL(popup.url()).pathname.split('/').pop() ?? '';
    expect(sessionId).toMatch(/^cs_/);
    await payThere(popup, 'stripe-pay');
    await expectSuccessStep(widget);
    // The signed webhook (or the BFF's own check) settled the payment.
    expect(await settledPaymentStatus(e2e.stack.bffUrl, sessionId)).toBe('success');
    const succeeded = await widgetMessage(page, 'bookingSucceeded');
    expect(succeeded).toMatchObject({ confirmationCode: expect.stringMatching(/^[A-Z]+-\d+$/) });
    const messages = await page.evaluate(
      () => (globalThis as unknown as { widgetMessages: { action?: string }[] }).widgetMessages,
    );
    expect(messages.filter((message) => message.action === 'bookingSucceeded')).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a payment window closed without paying shows the failure; the retry pays the same hold', async () => {
    const { page, widget } = await framedWidget('tpay');
    const holds = recordHolds(page);
    const first = await payInWindow(page, widget, 'PKO BP');
    await first.close();
    await widget.getByText(/The payment window was closed before the payment was finished/).waitFor();
    const second = await payInWindow(page, widget, 'PKO BP');
    await payThere(second, 'tpay-pay');
    await expectSuccessStep(widget);
    const reference = (await widget.getByText(/Booking reference:/).textContent()) ?? '';
    // The hold made before the first window is the one paid: no second reserve.
    expect(holds.length).toBeLessThanOrEqual(1);
    const succeeded = await widgetMessage(page, 'bookingSucceeded');
    expect(reference).toContain(String(succeeded.confirmationCode));
    await page.close();
  });
});

describe('the sandbox as strict as the providers', () => {
  it('a hosted payment page framed by a site is refused, as the real ones are', async () => {
    const { page: booking, widget } = await (async () => {
      const { page, errors } = await openRecorded(`${e2e.stack.partnerUrl}/`);
      await page.getByRole('button', { name: 'Book Kraków Old Town walking tour' }).click();
      const frame = page.frameLocator('iframe[title="Book your tickets"]');
      await frame.getByRole('tab', { name: 'In English' }).click();
      await bookDayAfterToday(frame);
      await fillContact(frame);
      await acceptAgreements(frame);
      return { page, errors, widget: frame };
    })();
    const popup = await payInWindow(booking, widget, 'PKO BP');
    const providerPage = popup.url();
    e2e.partner.serve(
      `<!doctype html><html lang="en"><head><title>Framing</title></head><body><iframe id="pay" title="Payment" src="${providerPage}"></iframe></body></html>`,
    );
    const page = await e2e.browser.newPage();
    await page.goto(`${e2e.partner.url}/framing`, { waitUntil: 'load' });
    const framed = page.frames().find((frame) => frame !== page.mainFrame());
    // The same page that opened top-level above shows nothing of itself inside a frame.
    expect(await popup.locator('[data-testid="tpay-pay"]').count()).toBe(1);
    const payButtons = framed
      ? await framed
          .locator('[data-testid="tpay-pay"]')
          .count()
          .catch(() => 0)
      : 0;
    expect(payButtons).toBe(0);
    await page.close();
    await popup.close();
    await booking.close();
  });
});
