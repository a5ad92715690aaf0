// A first visit on the page the BFF renders: until the calendar shows priced days, the browser asks for no
// config, credentials, activity or schedule of the carried month (the page carries them) and downloads no
// checkout code (steps 2–4 wait).
import type { Page } from 'playwright-core';
import { useStackAndBrowser } from '../src/session';

/** A day button's from-price: the calendar is priced. */
const PRICED_DAY = '.bw-cal-day_price';
const FIRST_RENDER_API = /\/api\/(widget-config|credentials|bokun\/general-information)\b/;
const CHECKOUT_CODE = /\/(checkout|i18n-checkout-[a-z]+-json)\.[0-9a-f]+\.js$/;

const e2e = useStackAndBrowser();

/**
 * Opens `url` in a new browser context and answers the URLs of the resources the page started to fetch
 * before the first priced day appeared (both moments on the page's own clock, read once the network is
 * quiet, so the resource timeline is complete).
 */
async function requestsUntilPriced(url: string): Promise<{ urls: string[]; page: Page }> {
  const context = await e2e.browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(`(() => {
    new MutationObserver(() => {
      if (window.__pricedAt === undefined && document.querySelector('${PRICED_DAY}')) {
        window.__pricedAt = performance.now();
      }
    }).observe(document, { childList: true, subtree: true });
  })();`);
  await page.goto(url);
  await page.locator(PRICED_DAY).first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const urls = await page.evaluate<string[]>(`performance
    .getEntriesByType('resource')
    .filter((entry) => entry.startTime < window.__pricedAt)
    .map((entry) => entry.name)`);
  return { urls, page };
}

/** The schedule URLs of the windows the page's data block carries. */
async function carriedScheduleUrls(page: Page): Promise<string[]> {
  const windows = await page.evaluate<Array<{ activityId: number; startDate: string; endDate: string }>>(
    `JSON.parse(document.getElementById('booking-initial-data').textContent).schedules`,
  );
  return windows.map((w) => `/api/bokun/schedule/${w.activityId}/${w.startDate}/${w.endDate}`);
}

describe('first visit, up to the priced calendar', () => {
  it("/megabilet asks for no config, credentials, activity or the carried month's schedule and loads no checkout code", async () => {
    const { urls, page } = await requestsUntilPriced(`${e2e.stack.bffUrl}/megabilet`);
    expect(urls.filter((url) => FIRST_RENDER_API.test(url))).toEqual([]);
    expect(urls.filter((url) => CHECKOUT_CODE.test(url))).toEqual([]);
    const carried = await carriedScheduleUrls(page);
    expect(carried.length).toBeGreaterThan(0);
    expect(urls.filter((url) => carried.some((path) => url.endsWith(path)))).toEqual([]);
    await page.context().close();
  });

  it("/megabilet runs the host's React, MobX and react-intl: none of the remote's copies is downloaded", async () => {
    const manifest = (await (await fetch(`${e2e.stack.remoteUrl}/mf-manifest.json`)).json()) as {
      shared: { name: string; assets: { js: { sync: string[] } } }[];
    };
    const remoteCopies = manifest.shared.flatMap((shared) => shared.assets.js.sync);
    expect(remoteCopies.length).toBeGreaterThan(0);
    const { urls, page } = await requestsUntilPriced(`${e2e.stack.bffUrl}/megabilet`);
    const fetched = urls
      .filter((url) => url.startsWith(e2e.stack.remoteUrl))
      .map((url) => new URL(url).pathname.slice(1));
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched.filter((file) => remoteCopies.includes(file))).toEqual([]);
    await page.context().close();
  });

  it("the iframe app asks for no config, credentials, activity or the carried month's schedule", async () => {
    const { urls, page } = await requestsUntilPriced(`${e2e.stack.bffUrl}/widget?configId=demo&lang=en`);
    expect(urls.filter((url) => FIRST_RENDER_API.test(url))).toEqual([]);
    expect(urls.filter((url) => CHECKOUT_CODE.test(url))).toEqual([]);
    const carried = await carriedScheduleUrls(page);
    expect(carried.length).toBeGreaterThan(0);
    expect(urls.filter((url) => carried.some((path) => url.endsWith(path)))).toEqual([]);
    await page.context().close();
  });

  it("/megabilet hints the host's bootstrap and React chunks in its HTML, and uses every hinted file", async () => {
    const html = await (await fetch(`${e2e.stack.bffUrl}/megabilet`)).text();
    const hinted = [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)"/g)].map(
      (m) => m[1] ?? '',
    );
    expect(hinted.some((href) => /\/bootstrap\.[0-9a-f]+\.js$/.test(href))).toBe(true);
    expect(hinted.length).toBeGreaterThanOrEqual(4);
    expect(hinted.every((href) => href.startsWith('/'))).toBe(true);
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(`${e2e.stack.bffUrl}/megabilet`);
    await page.locator(PRICED_DAY).first().waitFor({ timeout: 60_000 });
    const loaded = await page.evaluate<string[]>(
      `performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname)`,
    );
    expect(hinted.filter((href) => !loaded.includes(href))).toEqual([]);
    // Chromium warns about a preloaded file the page has not used within a few seconds of its load event.
    await page.waitForTimeout(4_000);
    expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
    await context.close();
  });
});
