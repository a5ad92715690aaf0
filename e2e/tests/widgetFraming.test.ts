// Who may frame the iframe app (issue #11): /widget?configId= carries its config's frame-ancestors, so the
// demo partner page (an origin the config allows) frames it, while Chromium refuses to render it in a page on
// any other origin.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { PRICED_DAY } from '../src/checkoutSteps';
import { startStackAndBrowser, stopStackAndBrowser } from '../src/session';
import type { Stack } from '../src/stack';

let stack: Stack;
let browser: Browser;
let other: Server | undefined;
let otherUrl: string;

beforeAll(async () => {
  // A page on an origin the demo config does not list, framing the widget page without embed.js.
  other = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="en"><head><title>Not a partner</title></head><body>
      <iframe id="widget" title="Booking" src="${stack.bffUrl}/widget?configId=demo&lang=en"
        width="900" height="900"></iframe></body></html>`);
  });
  await new Promise<void>((resolve) => other?.listen(0, '127.0.0.1', resolve));
  otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}/`;
  ({ stack, browser } = await startStackAndBrowser());
});

afterAll(async () => {
  await new Promise((resolve) => (other ? other.close(resolve) : resolve(undefined)));
  await stopStackAndBrowser(stack, browser);
});

/** The widget page's answer as the browser got it inside `page`, and the console lines of the page. */
async function openFraming(url: string): Promise<{ page: Page; console: string[]; csp: Promise<string> }> {
  const page = await browser.newPage({ viewport: { width: 1200, height: 1000 } });
  const console: string[] = [];
  page.on('console', (message) => console.push(message.text()));
  const csp = page
    .waitForResponse((response) => new URL(response.url()).pathname === '/widget')
    .then(async (response) => (await response.allHeaders())['content-security-policy'] ?? '');
  await page.goto(url);
  return { page, console, csp };
}

const frameAncestors = (csp: string) =>
  csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('frame-ancestors '));

describe('framing the widget page', () => {
  it('the demo partner page, an origin the config allows, frames it through embed.js', async () => {
    const { page, csp } = await openFraming(`${stack.partnerUrl}/`);
    await page.getByRole('button', { name: 'Book Kraków Old Town walking tour' }).click();
    const frame = page.frameLocator('iframe[title="Book your tickets"]');
    await frame.getByRole('heading', { name: 'Book your tickets' }).waitFor();
    await frame.getByRole('button', { name: PRICED_DAY }).first().waitFor();
    expect(frameAncestors(await csp)).toContain(stack.partnerUrl);
    expect(frameAncestors(await csp)).not.toContain('*');
    await page.close();
  });

  it('a page on an origin the config does not allow gets a frame Chromium refuses to render', async () => {
    const { page, console, csp } = await openFraming(otherUrl);
    expect(frameAncestors(await csp)).not.toContain(new URL(otherUrl).origin);
    // Chromium blocks the framed document, shows its error page in the frame and says why in the console.
    const blocked = () =>
      console.some((line) => /frame-ancestors/.test(line) && /(blocked|refused)/i.test(line));
    for (const deadline = Date.now() + 15_000; !blocked() && Date.now() < deadline;) {
      await page.waitForTimeout(200);
    }
    expect(blocked()).toBe(true);
    // The console line can come before the frame has committed Chromium's error page.
    const frameUrl = () =>
      page
        .frames()
        .find((candidate) => candidate !== page.mainFrame())
        ?.url() ?? '';
    for (
      const deadline = Date.now() + 10_000;
      !frameUrl().startsWith('chrome-error:') && Date.now() < deadline;
    ) {
      await page.waitForTimeout(100);
    }
    expect(frameUrl()).toMatch(/^chrome-error:/);
    // Nothing of the widget was rendered.
    expect(await page.frameLocator('#widget').locator('.bw-root').count()).toBe(0);
    await page.close();
  });
});
