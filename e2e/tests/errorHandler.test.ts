// §8 general error handler and §8 configuration errors in real pages: a partner's own failure on a federated
// host page never pops a toast inside the widget, while in the iframe app (whose window is the widget's) an
// unhandled failure does; and a widget page without a configId says so instead of selling the demo's tours.
import type { Page } from 'playwright-core';
import { openPage, useStackAndBrowser } from '../src/session';

const e2e = useStackAndBrowser();

/** A script of the page's own origin that fails twice: an uncaught error and an unhandled rejection. */
const PARTNER_SCRIPT = `
  setTimeout(() => { throw new Error('partner analytics crashed'); }, 0);
  Promise.reject(new Error('partner promise rejected'));
`;

/** Loads the failing script into `page` from the page's own origin, as a partner's tag manager would. */
async function runPartnerScript(page: Page): Promise<void> {
  const url = `${e2e.stack.bffUrl}/partner-analytics.js`;
  await page.route(url, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: PARTNER_SCRIPT }),
  );
  await page.addScriptTag({ url });
}

describe('§8 general error handler', () => {
  it('an unrelated error on a federated host page shows no toast inside the widget', async () => {
    const { page, errors } = await openPage(e2e.browser);
    await page.goto(`${e2e.stack.bffUrl}/megabilet`);
    await page.getByRole('tablist', { name: 'Tour variants' }).waitFor();
    await runPartnerScript(page);
    // Long enough for the handler's chunk and a toast, had the failures reached them.
    await page.waitForTimeout(2_000);
    expect(errors).toEqual(expect.arrayContaining(['partner analytics crashed']));
    expect(await page.locator('.bw-toast').count()).toBe(0);
    await page.close();
  });

  it("in the iframe app, whose window is the widget's, an unhandled failure shows the §8 toast", async () => {
    const { page } = await openPage(e2e.browser);
    await page.goto(`${e2e.stack.bffUrl}/widget?configId=demo&lang=en`);
    await page.getByRole('tablist', { name: 'Tour variants' }).waitFor();
    await runPartnerScript(page);
    const toast = page.locator('.bw-toast').first();
    await toast.waitFor();
    expect(await toast.locator('.bw-toast__title').textContent()).toBe('An error occurred');
    expect(await toast.locator('.bw-toast__message').textContent()).toBe('Please try again in a moment.');
    await page.close();
  });
});

describe('§8 "No configId provided."', () => {
  it('a widget page without a configId shows the message and no tours', async () => {
    const { page } = await openPage(e2e.browser);
    await page.goto(`${e2e.stack.bffUrl}/widget?lang=en`);
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('No configId provided.');
    expect(await page.getByRole('tablist', { name: 'Tour variants' }).count()).toBe(0);
    await page.close();
  });
});
