// Bokun under load answers 429 with Retry-After (sandbox fault switch). The booking page keeps working on what
// the BFF cached – the priced calendar, the product – and a reserve Bokun refuses meanwhile is explained and
// goes through when the visitor tries again after the limit passes.
import { fillContactFields, pricedDayAfterToday } from '../src/checkoutSteps';
import { openPage, useStackAndBrowser } from '../src/session';
import { exactly, widgetText } from '../src/widgetText';

const e2e = useStackAndBrowser();

async function faults(method: 'POST' | 'DELETE', body?: object): Promise<void> {
  const response = await fetch(`${e2e.stack.sandboxUrl}/__sandbox/faults`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  expect(response.ok).toBe(true);
}

describe('Bokun rate-limited (429 with Retry-After)', () => {
  it('the booking page shows the cached priced calendar; a refused reserve is explained, the retry holds', async () => {
    // A first visitor warms the BFF's cache: the product and this month's prices.
    const first = await openPage(e2e.browser);
    await first.page.goto(`${e2e.stack.bffUrl}/megabilet`);
    await first.page.getByRole('tab', { name: 'In English' }).click();
    await pricedDayAfterToday(first.page);
    await first.page.close();

    // Every Bokun call is refused for a minute.
    await faults('POST', {
      provider: 'bokun',
      kind: 'error',
      status: 429,
      retryAfterSeconds: 1,
      durationMs: 60_000,
    });
    try {
      const { page, errors } = await openPage(e2e.browser);
      await page.goto(`${e2e.stack.bffUrl}/megabilet`);
      await page.getByRole('tab', { name: 'In English' }).click();
      await (await pricedDayAfterToday(page)).click();
      await page.getByRole('radio', { checked: true }).first().waitFor();
      await page.getByRole('button', { name: exactly('en', 'booking.step.continue') }).click();
      await page.getByRole('heading', { name: widgetText('en', 'contact.step.heading') }).waitFor();

      // The hold needs Bokun itself: refused, said in words, and the visitor stays with what was typed.
      await fillContactFields(page);
      await page.getByRole('button', { name: widgetText('en', 'contact.step.continue') }).click();
      await page.getByText('Could not create reservation. Please try again.').waitFor({ timeout: 30_000 });
      expect(await page.getByRole('heading', { name: exactly('en', 'payment.step.heading') }).count()).toBe(
        0,
      );

      // The limit passes; the same click holds the booking.
      await faults('DELETE');
      await page.getByRole('button', { name: widgetText('en', 'contact.step.continue') }).click();
      await page
        .getByRole('heading', { name: exactly('en', 'payment.step.heading') })
        .waitFor({ timeout: 30_000 });
      expect(errors).toEqual([]);
      await page.close();
    } finally {
      await faults('DELETE');
    }
  });
});
