import { createServer } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { freePort } from '@booking/sandbox/processes';
import { pricedDayAfterToday, recordCheckout, settledPaymentStatus } from './checkoutSteps';
import { openPage, startStackAndBrowser, stopStackAndBrowser, type StackOptions } from './session';
import type { Stack } from './stack';

/** A partner's own site on an origin of its own, serving whatever page a test gives it. */
export interface PartnerSite {
  url: string;
  /** The page every path answers from now on. */
  serve(html: string): void;
  close(): Promise<void>;
}

/** Starts a partner site on a free loopback port. */
export async function startPartnerSite(): Promise<PartnerSite> {
  const port = await freePort();
  let html = '';
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    serve: (page) => {
      html = page;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * A partner page framing the iframe app and driving it the way a host plugin does (§7 window messages):
 * it answers the handshake and sends `configData` with its own `globalConfig` and products, then
 * `openWidget` on the first product. Every message of the widget is kept in `widgetMessages`.
 * `answerAfterMs` makes it a slow page that acknowledges the handshake that late; `colorMode` is sent as
 * `setColorMode` once the widget opened.
 */
export function partnerPage(
  widgetUrl: string,
  config: { globalConfig: unknown; products: { id: string }[] },
  options: { answerAfterMs?: number; colorMode?: string } = {},
) {
  const script = `
    const frame = document.getElementById('widget');
    const send = (message) => frame.contentWindow.postMessage(message, '*');
    window.widgetMessages = [];
    window.addEventListener('message', (event) => {
      if (event.source !== frame.contentWindow) return;
      const message = event.data;
      window.widgetMessages.push(message);
      if (message.action === 'widgetInitialized')
        setTimeout(() => send({ action: 'handshakeAck' }), ${options.answerAfterMs ?? 0});
      if (message.action === 'widgetOpened' && ${JSON.stringify(options.colorMode ?? null)})
        send({ action: 'setColorMode', colorMode: ${JSON.stringify(options.colorMode ?? null)} });
      if (message.action === 'requestConfigData') {
        send({ action: 'configData', globalConfig: ${JSON.stringify(config.globalConfig)},
               products: ${JSON.stringify(config.products)} });
        send({ action: 'openWidget', openId: ${JSON.stringify(config.products[0]?.id)}, lang: 'en' });
      }
    });`;
  return `<!doctype html><html lang="en"><head><title>Partner</title></head><body>
    <h1>Partner site</h1>
    <iframe id="widget" title="Booking widget" src="${widgetUrl}" width="1000" height="1400"></iframe>
    <script>${script}</script></body></html>`;
}

/** Waits for the framed widget's first message of `action` (e.g. `bookingSucceeded`) and answers it. */
export async function widgetMessage(
  page: Page,
  action: string,
  timeout = 30_000,
): Promise<Record<string, unknown>> {
  const handle = await page.waitForFunction(
    (wanted) =>
      (globalThis as unknown as { widgetMessages: { action?: string }[] }).widgetMessages.find(
        (message) => message.action === wanted,
      ),
    action,
    { timeout },
  );
  return (await handle.jsonValue()) as Record<string, unknown>;
}

/** The built stack and Chromium, with a partner site on an origin the demo config allows. */
export interface PartnerStack {
  partner: PartnerSite;
  stack: Stack;
  browser: Browser;
}

/** Starts a partner site, then the stack allowing its origin and Chromium; a failed start leaves nothing running. */
export async function startPartnerStack(options: StackOptions = {}): Promise<PartnerStack> {
  const partner = await startPartnerSite();
  try {
    const started = await startStackAndBrowser({ ...options, partnerOrigins: [partner.url] });
    return { partner, ...started };
  } catch (error) {
    await partner.close();
    throw error;
  }
}

/** Stops what `startPartnerStack` started; any part may be missing when its start failed. */
export async function stopPartnerStack(started: Partial<PartnerStack> = {}): Promise<void> {
  await started.partner?.close();
  await stopStackAndBrowser(started.stack, started.browser);
}

/**
 * A partner site, the stack allowing its origin and Chromium for a test file: started before its tests
 * (`beforeAll`) and stopped after them (`afterAll`); read the parts inside the tests.
 */
export function usePartnerStack(options: StackOptions = {}): PartnerStack {
  let started: PartnerStack | undefined;
  beforeAll(async () => {
    started = await startPartnerStack(options);
  });
  afterAll(() => stopPartnerStack(started));
  const get = (): PartnerStack => {
    if (!started) throw new Error('The partner stack starts in beforeAll: read it inside a test');
    return started;
  };
  return {
    get partner() {
      return get().partner;
    },
    get stack() {
      return get().stack;
    },
    get browser() {
      return get().browser;
    },
  };
}

/** The demo config as the BFF serves it to partner pages. */
export async function demoWidgetConfig(
  bffUrl: string,
): Promise<{ globalConfig: Record<string, unknown>; products: { id: string }[] }> {
  const response = await fetch(`${bffUrl}/api/widget-config/demo`);
  return (await response.json()) as { globalConfig: Record<string, unknown>; products: { id: string }[] };
}

/**
 * Serves a partner page framing the demo config's English widget with the config's own globalConfig (with
 * `globalConfig`'s fields over it) and `products` (default: the config's own).
 */
export async function serveDemoPartnerPage(
  { partner, stack }: PartnerStack,
  given: { products?: { id: string }[]; globalConfig?: Record<string, unknown> } = {},
  options: Parameters<typeof partnerPage>[2] = {},
): Promise<void> {
  const config = await demoWidgetConfig(stack.bffUrl);
  partner.serve(
    partnerPage(
      `${stack.bffUrl}/widget?configId=demo&lang=en`,
      {
        globalConfig: { ...config.globalConfig, ...given.globalConfig },
        products: given.products ?? config.products,
      },
      options,
    ),
  );
}

/** The kayak trip (activity 1006): prices by participant band, extras per person and per booking. */
export const KAYAKS = {
  id: 'vistula-kayaks',
  variants: [{ bokunId: 1006, type: 'default', tabName: 'Kayaks', icons: [], accordeon: [] }],
  order: ['default'],
};

/**
 * Opens the kayak trip on the partner page, records its checkout, picks the first priced day after today and
 * adds two adults to the first: the start of the display-equals-charge tests.
 */
export async function openKayakTrip(site: PartnerStack) {
  await serveDemoPartnerPage(site, { products: [KAYAKS] });
  const { page, errors } = await openPage(site.browser);
  const recorded = recordCheckout(page);
  await page.goto(`${site.partner.url}/booking`);
  const widget = page.frameLocator('#widget');
  await (await pricedDayAfterToday(widget)).click();
  await widget.getByRole('radio', { checked: true }).first().waitFor();
  const moreAdults = widget.getByRole('button', { name: 'More Adult tickets' });
  await moreAdults.click();
  await moreAdults.click();
  return { page, errors, widget, ...recorded };
}

/**
 * The display-equals-charge checks of a paid kayak trip: one Tpay transaction for `displayed`, paid, the
 * partner told that total, and no page error.
 */
export async function expectChargedAsDisplayed(
  bffUrl: string,
  paid: { charged: { amount?: number; transactionId?: string }[]; succeeded: unknown; errors: string[] },
  displayed: number,
): Promise<void> {
  expect(paid.charged).toHaveLength(1);
  expect(paid.charged[0]?.amount).toBe(displayed);
  expect(await settledPaymentStatus(bffUrl, paid.charged[0]?.transactionId ?? '')).toBe('success');
  expect(paid.succeeded).toMatchObject({ totalPrice: displayed, currency: 'PLN', activity: { id: 1006 } });
  expect(paid.errors).toEqual([]);
}
