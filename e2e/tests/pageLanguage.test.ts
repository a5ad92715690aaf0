// §2 "Language choice comes from the URL prefix, the stored cookie, or the browser languages" on the host
// pages (issue #25): `/` and `/megabilet` answer in the visitor's language, the widget keeps the visitor's
// cookie, and the German page opens the English variant of a product sold in Polish and English.
import type { BrowserContext } from 'playwright-core';
import { useStackAndBrowser } from '../src/session';

const e2e = useStackAndBrowser();

async function contextWith(lang: string | null, locale = 'en-US'): Promise<BrowserContext> {
  const context = await e2e.browser.newContext({ locale, viewport: { width: 1200, height: 900 } });
  if (lang) await context.addCookies([{ name: 'lang', value: lang, url: e2e.stack.bffUrl }]);
  return context;
}

const cookieOf = async (context: BrowserContext) =>
  (await context.cookies(e2e.stack.bffUrl)).find((cookie) => cookie.name === 'lang')?.value ?? null;

describe('host pages in the visitor’s language (§2)', () => {
  it('`/` with a Polish cookie answers the Polish home page; the EN link stores English and answers it', async () => {
    const context = await contextWith('pl');
    const page = await context.newPage();
    await page.goto(`${e2e.stack.bffUrl}/`);
    await page.getByRole('heading', { level: 1, name: 'Wycieczki i bilety' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('pl');

    await page.getByRole('link', { name: 'EN, English' }).click();
    await page.getByRole('heading', { level: 1, name: 'Tours and tickets' }).waitFor();
    expect(await cookieOf(context)).toBe('en');
    await context.close();
  });

  it('`/megabilet` follows Accept-Language without a cookie', async () => {
    const context = await contextWith(null, 'de-DE');
    const page = await context.newPage();
    await page.goto(`${e2e.stack.bffUrl}/megabilet`);
    await page.getByRole('heading', { level: 1, name: 'Tickets buchen' }).waitFor();
    await page.locator('.bw-root[lang="de"]').waitFor();
    await context.close();
  });

  it('the widget on the German page keeps the visitor’s cookie and opens the English variant, not the Polish one', async () => {
    const context = await contextWith('fr');
    const page = await context.newPage();
    await page.goto(`${e2e.stack.bffUrl}/de/megabilet`);
    await page.locator('.bw-root[lang="de"]').waitFor();
    await page.getByRole('tab', { name: 'In English', selected: true }).waitFor();
    expect(await page.getByRole('tab', { name: 'Po polsku', selected: true }).count()).toBe(0);
    expect(await cookieOf(context)).toBe('fr');
    await context.close();
  });
});
