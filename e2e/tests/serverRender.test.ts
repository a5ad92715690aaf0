// Step 1 in the first HTML (issue #28): the iframe app's page and the booking page carry the priced calendar
// rendered on the server by the remote deploy's own server build (on the booking page inside the host shell's
// own server render), which the browser hydrates with the same components – no hydration warning, the markup
// inert until then – and a broken server build leaves the widget to the browser.
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ConsoleMessage, Page } from 'playwright-core';
import { PRICED_DAY, SHOWN_PRICED_DAY } from '../src/checkoutSteps';
import { useStackAndBrowser } from '../src/session';
import { REPO_ROOT } from '../src/stack';

const work = mkdtempSync(path.join(tmpdir(), 'server-render-'));
const deployed = path.join(work, 'deployed');
cpSync(path.join(REPO_ROOT, 'remote-widget/dist'), deployed, { recursive: true });
const env = useStackAndBrowser({ remoteDist: deployed });

afterAll(() => rmSync(work, { recursive: true, force: true }));

const widgetUrl = (query = 'configId=demo&lang=en') => `${env.stack.bffUrl}/widget?${query}`;
const bookingUrl = (pathname = '/megabilet') => `${env.stack.bffUrl}${pathname}`;

/** The page's data block as the BFF wrote it. */
async function dataBlock(url: string): Promise<{ rendered?: { build: string } }> {
  const html = await (await fetch(url)).text();
  const text = /<script type="application\/json" id="booking-initial-data">(.*?)<\/script>/s.exec(html)?.[1];
  return JSON.parse(text ?? '{}') as { rendered?: { build: string } };
}

/** Console warnings and errors of a page, as its developer tools show them. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'warning' || message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

describe('the first HTML of /widget', () => {
  it.each([
    ['the iframe app', () => widgetUrl('configId=demo&lang=en')],
    ['the embed panel', () => widgetUrl('configId=demo&lang=pl&embed=1')],
    ['the booking page', () => bookingUrl('/pl/megabilet')],
  ])(
    '%s shows the priced days with JavaScript disabled, inert (nothing looks clickable that does nothing)',
    async (_name, url) => {
      const context = await env.browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(url());
      const prices = page.locator('.bw-cal-day_price');
      expect(await prices.count()).toBeGreaterThan(0);
      expect(await prices.first().textContent()).toMatch(/\d/);
      // The shell is inert: no control takes focus or a click before the scripts do.
      expect(await page.locator('.bw-shell[inert]').count()).toBe(1);
      const cursor = await page
        .locator('.bw-cal-day_button')
        .first()
        .evaluate((el) => getComputedStyle(el).cursor);
      expect(cursor).toBe('progress');
      await context.close();
    },
  );

  it('is hydrated by the same components with no console warning, and the calendar then takes a click', async () => {
    const page = await env.browser.newPage();
    const problems = consoleProblems(page);
    await page.goto(widgetUrl());
    await page.locator('html[data-widget-render="hydrated"]').waitFor({ state: 'attached' });
    expect(await page.locator('.bw-shell[inert]').count()).toBe(0);
    // Attributes are not patched by a production hydration: the demo's accent "green" was drawn as the browser
    // computes it.
    expect(await page.locator('.bw-root').getAttribute('style')).toContain('--bw-accent:#008000');
    const day = page.getByRole('button', { name: PRICED_DAY }).first();
    await day.click();
    await page.locator('.bw-cal-selected').waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });

  it('on the booking page, the host and its widget slot are hydrated with no console warning, and the calendar then takes a click', async () => {
    const page = await env.browser.newPage();
    const problems = consoleProblems(page);
    const response = await page.goto(bookingUrl('/de/megabilet'));
    expect(await response?.text()).toContain('<div data-widget-root=""><div class="bw-root" lang="de"');
    const serverDay = await page.locator('.bw-cal-day_button').first().elementHandle();
    await page.locator('html[data-widget-render="hydrated"]').waitFor({ state: 'attached' });
    expect(await page.locator('.bw-shell[inert]').count()).toBe(0);
    // The nodes the server drew are the ones that take the click: nothing was drawn again.
    expect(await serverDay?.evaluate((el) => el.isConnected)).toBe(true);
    await page.getByRole('button', { name: SHOWN_PRICED_DAY }).first().click();
    await page.locator('.bw-cal-selected').waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });

  it("renders in the browser, with no warning, when the page opens in another language than the server's guess", async () => {
    // The server guesses French from the request's Accept-Language; the browser's own languages say German.
    const context = await env.browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    await page.route('**/widget?*', (route) =>
      route.continue({ headers: { ...route.request().headers(), 'accept-language': 'fr' } }),
    );
    const problems = consoleProblems(page);
    const response = await page.goto(widgetUrl('configId=demo'));
    expect(await response?.text()).toContain('<div class="bw-root" lang="fr"');
    await page.locator('html[data-widget-render="client"]').waitFor({ state: 'attached' });
    await page.locator('.bw-root[lang="de"] .bw-cal-day_price').first().waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('a broken server build', () => {
  it('leaves the page to the browser: it renders step 1 itself, with no error page', async () => {
    const broken = path.join(work, 'broken');
    cpSync(deployed, broken, { recursive: true });
    const manifestFile = path.join(broken, 'server', 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { file: string; sha256: string };
    const code = "throw new Error('a broken server build');\n";
    writeFileSync(path.join(broken, 'server', manifest.file), code);
    writeFileSync(
      manifestFile,
      JSON.stringify({ ...manifest, sha256: createHash('sha256').update(code).digest('hex') }),
    );
    expect((await dataBlock(widgetUrl())).rendered).toBeDefined();
    await env.stack.stopRemote();
    await env.stack.startRemote(broken);
    // The BFF reads the remote's server manifest again within 30 s.
    const deadline = Date.now() + 45_000;
    while ((await dataBlock(widgetUrl())).rendered && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
    const response = await fetch(widgetUrl());
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="booking-widget-root"></div>');
    // The booking page is still the host's server render, its widget slot left to the browser.
    const booking = await fetch(bookingUrl());
    expect(booking.status).toBe(200);
    const bookingHtml = await booking.text();
    expect(bookingHtml).toContain('<h1>Book your tickets</h1>');
    expect(bookingHtml).not.toContain('data-widget-slot');

    const page = await env.browser.newPage();
    const problems = consoleProblems(page);
    await page.goto(widgetUrl());
    await page.getByRole('button', { name: PRICED_DAY }).first().waitFor();
    expect(await page.locator('html').getAttribute('data-widget-render')).toBe('client');
    await page.goto(bookingUrl());
    await page.getByRole('button', { name: PRICED_DAY }).first().click();
    await page.locator('.bw-cal-selected').waitFor();
    expect(problems).toEqual([]);
    await page.close();
  }, 90_000);
});
