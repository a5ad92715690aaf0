// The iframe app framed by pages that do not speak the protocol (issue #11): a bare iframe on a partner
// origin opens on its own after the 1 s handshake wait, a parent that answers late still configures it
// (issue #25, §7), and a window on an origin the config does not allow cannot drive it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { freePort } from '@booking/sandbox/processes';
import { PRICED_DAY } from '../src/checkoutSteps';
import { partnerPage, widgetMessage } from '../src/partnerSite';
import { startStackAndBrowser, stopStackAndBrowser } from '../src/session';
import type { Stack } from '../src/stack';

let stack: Stack;
let browser: Browser;
const servers: Server[] = [];
/** A partner origin the demo config allows (it may frame the widget page). */
let allowedPort: number;

beforeAll(async () => {
  allowedPort = await freePort();
  ({ stack, browser } = await startStackAndBrowser({ partnerOrigins: [`http://127.0.0.1:${allowedPort}`] }));
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await stopStackAndBrowser(stack, browser);
});

/** Serves `html` on a loopback port (by default one the demo config does not list); answers the page's URL. */
async function servePage(html: string, port = 0): Promise<string> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

const allowedPages = new Map<string, string>();
/** Serves `html` on the partner origin the demo config allows; answers the page's URL. */
async function serveAllowedPage(html: string): Promise<string> {
  if (allowedPages.size === 0) {
    const server = createServer((request, response) => {
      const page = allowedPages.get(request.url ?? '/');
      response.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
      response.end(page ?? 'Not found');
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(allowedPort, '127.0.0.1', resolve));
  }
  const path = `/page-${allowedPages.size + 1}`;
  allowedPages.set(path, html);
  return `http://127.0.0.1:${allowedPort}${path}`;
}

async function openPage(url: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1000, height: 1000 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  return { page, errors };
}

describe('a bare iframe of /widget?configId=demo', () => {
  it('shows the calendar with no parent messages', async () => {
    const url = await serveAllowedPage(`<!doctype html><html lang="en"><head><title>Bare</title></head><body>
      <iframe id="widget" title="Booking" src="${stack.bffUrl}/widget?configId=demo&lang=en"
        width="900" height="900"></iframe></body></html>`);
    const { page, errors } = await openPage(url);
    const frame = page.frameLocator('#widget');
    await frame.getByRole('heading', { name: 'Book your tickets' }).waitFor();
    await frame.getByRole('button', { name: PRICED_DAY }).first().waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens the product named by openId', async () => {
    const url = await serveAllowedPage(`<!doctype html><html lang="en"><head><title>Bare</title></head><body>
      <iframe id="widget" title="Booking" width="900" height="900"
        src="${stack.bffUrl}/widget?configId=demo&lang=en&openId=dunajec-rafting"></iframe></body></html>`);
    const { page } = await openPage(url);
    const frame = page.frameLocator('#widget');
    await frame
      .getByText(/rafting/i)
      .first()
      .waitFor();
    await page.close();
  });
});

describe('a slow parent page (§7 "Window messages")', () => {
  it("a bare iframe whose parent answers after 3 s takes the parent's config", async () => {
    const own = (await (await fetch(`${stack.bffUrl}/api/widget-config/demo`)).json()) as {
      globalConfig: unknown;
      products: { id: string }[];
    };
    // The parent's config names only the rafting product; the widget's own opens on the Kraków walk first.
    const parentConfig = { ...own, products: own.products.filter((p) => p.id === 'dunajec-rafting') };
    const url = await serveAllowedPage(
      partnerPage(`${stack.bffUrl}/widget?configId=demo&lang=en`, parentConfig, {
        answerAfterMs: 3_000,
        colorMode: 'dark',
      }),
    );
    const { page, errors } = await openPage(url);
    const frame = page.frameLocator('#widget');
    // Within the wait it opened on its own config: the first product, the walk with its language tabs.
    await frame.getByRole('tab', { name: 'In English' }).waitFor();
    expect(await widgetMessage(page, 'widgetOpened')).toMatchObject({ openId: 'krakow-old-town' });
    await widgetMessage(page, 'requestConfigData', 10_000);
    // Then the parent's configData (and its openWidget) are applied: only the rafting product is left.
    await frame
      .getByText(/rafting/i)
      .first()
      .waitFor();
    await frame.getByRole('tab', { name: 'In English' }).waitFor({ state: 'detached' });
    const opened = await page.evaluate(() =>
      (globalThis as unknown as { widgetMessages: { action: string; openId?: string }[] }).widgetMessages
        .filter((message) => message.action === 'widgetOpened')
        .map((message) => message.openId),
    );
    expect(opened.at(-1)).toBe('dunajec-rafting');
    // §4 "A page may force a mode": the parent's setColorMode reaches the framed widget.
    await frame.locator('.bw-root[data-color-mode="dark"]').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('a window on an origin the config does not allow', () => {
  it('"a message from a non-allowed origin changes nothing"', async () => {
    // A frame of another origin beside the widget on the partner's page posts the protocol's messages to it.
    const hostile = await servePage(`<!doctype html><html lang="en"><head><title>Hostile</title></head><body>
      <script>
        const widget = window.parent.frames[0];
        window.tries = 0;
        setInterval(() => {
          window.tries += 1;
          widget.postMessage({ action: 'handshakeAck' }, '*');
          widget.postMessage({ action: 'setLanguage', lang: 'de' }, '*');
          widget.postMessage({ action: 'openWidget', openId: 'dunajec-rafting', lang: 'de' }, '*');
        }, 100);
      </script></body></html>`);
    const url =
      await serveAllowedPage(`<!doctype html><html lang="en"><head><title>Partner</title></head><body>
      <iframe id="widget" title="Booking" src="${stack.bffUrl}/widget?configId=demo&lang=en"
        width="900" height="900"></iframe>
      <iframe id="hostile" title="Advert" src="${hostile}" width="10" height="10"></iframe>
      </body></html>`);
    const { page } = await openPage(url);
    const frame = page.frameLocator('#widget');
    // It opened on its own (no parent it may listen to) in English, on the first product.
    await frame.getByRole('heading', { name: 'Book your tickets' }).waitFor();
    await frame.getByRole('tab', { name: 'In English' }).waitFor();
    const sender = page.frames().find((candidate) => candidate.url() === hostile);
    if (!sender) throw new Error('no hostile frame');
    await sender.waitForFunction(() => (globalThis as unknown as { tries: number }).tries > 20);
    expect(await frame.locator('.bw-root').getAttribute('lang')).toBe('en');
    expect(await frame.getByRole('tab', { name: 'In English' }).count()).toBe(1);
    await page.close();
  });
});
