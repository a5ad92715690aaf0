// The walking skeleton end to end: the BFF serves the host page, the host loads the widget remote from
// another origin at runtime, and the widget renders what the BFF answers.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startStackAndBrowser, stopStackAndBrowser } from '../src/session';
import type { Stack } from '../src/stack';

interface WidgetConfigBody {
  products: { id: string; variants: { tabName: string }[] }[];
}

/** Screenshots for a human look (git-ignored). */
const ARTIFACTS = path.join(__dirname, '../artifacts');

let stack: Stack;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  ({ stack, browser } = await startStackAndBrowser());
  page = await browser.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
});

afterAll(async () => {
  await stopStackAndBrowser(stack, browser);
});

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

describe('/megabilet', () => {
  it('shows the federated widget, loaded from the remote origin, with data from the BFF', async () => {
    const config = await getJson<WidgetConfigBody>(`${stack.bffUrl}/api/widget-config/demo`);
    const firstProduct = config.products[0];
    const firstTab = firstProduct?.variants[0]?.tabName;
    expect(firstTab).toBeTruthy();

    const remoteRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(stack.remoteUrl)) remoteRequests.push(new URL(request.url()).pathname);
    });
    await page.goto(`${stack.bffUrl}/megabilet`);

    const tabs = page.getByRole('tablist', { name: 'Tour variants' });
    await tabs.getByRole('tab', { name: firstTab ?? '' }).waitFor();
    expect(remoteRequests).toEqual(expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js']));
    expect(pageErrors).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, 'megabilet.png'), fullPage: true });
  });

  it('falls back to "could not be loaded" with Retry when the remote is down, and Retry recovers', async () => {
    await stack.stopRemote();
    // Bypass the HTTP cache, or the 30-second cache of mf-manifest.json would (rightly) hide the outage.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.reload();
    const alert = page.getByRole('alert');
    await alert.getByText('The booking widget could not be loaded.').waitFor();
    const retry = page.getByRole('button', { name: 'Retry' });
    await page.screenshot({ path: path.join(ARTIFACTS, 'megabilet-remote-down.png'), fullPage: true });

    await stack.startRemote();
    await retry.click();
    await page.locator('.bw-root').getByRole('heading', { name: 'Book your tickets' }).waitFor();
    expect(await alert.count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    await cdp.detach();
  });
});

describe('language variants', () => {
  it('serves /de/megabilet as <html lang="de"> and passes the language to the widget', async () => {
    const response = await page.goto(`${stack.bffUrl}/de/megabilet`);
    expect(await response?.text()).toContain('<html lang="de">');
    await page.locator('.bw-root').getByRole('heading', { name: 'Tickets buchen' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('de');
    expect(await page.locator('.bw-root').getAttribute('lang')).toBe('de');
  });

  it('links the six language variants of the page', async () => {
    const nav = page.getByRole('navigation', { name: 'Language' });
    const links = await nav.getByRole('link').all();
    const hrefs = await Promise.all(links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual([
      '/megabilet',
      '/pl/megabilet',
      '/de/megabilet',
      '/fr/megabilet',
      '/es/megabilet',
      '/it/megabilet',
    ]);
  });
});

describe('unknown paths', () => {
  it('answer 404 with "Page not found: {path}", which the shell keeps after it starts', async () => {
    const response = await page.goto(`${stack.bffUrl}/pl/no-such-page`);
    expect(response?.status()).toBe(404);
    await page.getByRole('navigation', { name: 'Language' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Page not found: /pl/no-such-page',
    );
  });
});
