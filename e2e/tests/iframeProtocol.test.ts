// The iframe app driven by a partner page through window messages (spec §4 "Initialization order", §7
// "Window messages"): widgetInitialized → handshakeAck → requestConfigData → configData → openWidget, then the
// booking step inside the frame.
import { createServer, type Server } from 'node:http';
import type { Browser } from 'playwright-core';
import { freePort } from '../src/processes';
import { startStackAndBrowser, stopStackAndBrowser } from '../src/session';
import type { Stack } from '../src/stack';

let stack: Stack;
let browser: Browser;
let partner: Server | undefined;
let partnerPort: number;

beforeAll(async () => {
  // The partner's origin is one the demo config allows (its allowedOrigins).
  partnerPort = await freePort();
  ({ stack, browser } = await startStackAndBrowser({ partnerOrigins: [`http://127.0.0.1:${partnerPort}`] }));
});

afterAll(async () => {
  await new Promise((resolve) => (partner ? partner.close(resolve) : resolve(undefined)));
  await stopStackAndBrowser(stack, browser);
});

/**
 * A partner page on another origin that frames the widget and answers its messages the way a
 * host plugin does, recording every message the widget sends.
 */
function partnerPage(
  widgetUrl: string,
  config: { globalConfig: unknown; products: { id: string }[] },
): string {
  const script = `
    window.received = [];
    const frame = document.getElementById('widget');
    const send = (message) => frame.contentWindow.postMessage(message, '*');
    window.addEventListener('message', (event) => {
      if (event.source !== frame.contentWindow) return;
      const message = event.data;
      window.received.push(message);
      if (message.action === 'widgetInitialized') send({ action: 'handshakeAck' });
      if (message.action === 'requestConfigData') {
        send({ action: 'configData', globalConfig: ${JSON.stringify(config.globalConfig)},
               products: ${JSON.stringify(config.products)} });
        send({ action: 'openWidget', openId: ${JSON.stringify(config.products[0]?.id)}, lang: 'en' });
      }
    });`;
  return `<!doctype html><html lang="en"><head><title>Partner</title></head><body>
    <h1>Partner site</h1>
    <iframe id="widget" title="Booking widget" src="${widgetUrl}" width="800" height="900"></iframe>
    <script>${script}</script></body></html>`;
}

describe('iframe app driven by a parent page', () => {
  it('follows the handshake, takes configData and openWidget from the parent and shows the booking step', async () => {
    const configResponse = await fetch(`${stack.bffUrl}/api/widget-config/demo`);
    const config = (await configResponse.json()) as { globalConfig: unknown; products: { id: string }[] };
    const page = await browser.newPage({ viewport: { width: 900, height: 1000 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // The partner page is served from an origin of its own (another port on loopback).
    const html = partnerPage(`${stack.bffUrl}/widget?configId=demo&lang=en`, config);
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(html);
    });
    partner = server;
    await new Promise<void>((resolve) => server.listen(partnerPort, '127.0.0.1', resolve));
    await page.goto(`http://127.0.0.1:${partnerPort}/booking`);

    const frame = page.frameLocator('#widget');
    await frame.getByRole('heading', { name: 'Book your tickets' }).waitFor();
    await frame.getByRole('tablist', { name: 'Tour variants' }).waitFor();
    await page.waitForFunction(() =>
      (globalThis as unknown as { received: { action: string }[] }).received.some(
        (m) => m.action === 'widgetOpened',
      ),
    );

    const actions = await page.evaluate(() =>
      (globalThis as unknown as { received: { action: string }[] }).received.map((m) => m.action),
    );
    // The order of §4: initialized first, config requested only after the acknowledgement, then opened.
    expect(actions.indexOf('widgetInitialized')).toBe(0);
    expect(actions.indexOf('requestConfigData')).toBeGreaterThan(actions.indexOf('widgetInitialized'));
    expect(actions.indexOf('widgetOpened')).toBeGreaterThan(actions.indexOf('requestConfigData'));
    expect(actions.filter((action) => action === 'requestConfigData')).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.close();
  });
});
