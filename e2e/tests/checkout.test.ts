// The whole booking in a real browser against the sandbox: step 1, contact, reservation, payment and the
// success page, on the host page and in the iframe app.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../src/browser';
import { acceptAgreements, bookFirstDay, fillContact, successPayload, VISITOR } from '../src/checkoutSteps';
import { startStack, type Stack } from '../src/stack';

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  const [stackResult, browserResult] = await Promise.allSettled([startStack(), launchBrowser()]);
  if (stackResult.status === 'fulfilled') stack = stackResult.value;
  if (browserResult.status === 'fulfilled') browser = browserResult.value;
  if (stackResult.status === 'rejected') throw stackResult.reason;
  if (browserResult.status === 'rejected') throw browserResult.reason;
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function openPage(): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

async function payWithBlik(page: Page, code: string): Promise<void> {
  await page.getByRole('radio', { name: 'BLIK' }).check();
  await page.getByLabel('BLIK code').fill(code);
  await page.getByRole('button', { name: 'Pay' }).click();
}

describe('checkout on the host page', () => {
  it('books and pays with BLIK 777123 and lands on the success page with the booking', async () => {
    const { page, errors } = await openPage();
    await page.goto(`${stack.bffUrl}/megabilet`);
    await page.getByRole('tab', { name: 'In English' }).click();
    await bookFirstDay(page);
    await fillContact(page);
    // The summary shows the booking on the steps after the first.
    expect(await page.locator('.bw-summary').textContent()).toContain('Kraków Old Town Walking Tour');
    await acceptAgreements(page);
    await payWithBlik(page, '777123');
    await page.getByText('Confirm the payment in your banking app').waitFor();
    const { url, payload } = await successPayload(page);
    expect(url.pathname).toBe('/megabilet/success');
    expect(url.searchParams.get('completed_via')).toBe('external');
    expect(url.searchParams.get('method')).toBe('url');
    expect(payload).toMatchObject({
      version: '2.1',
      status: 'success',
      confirmationCode: expect.stringMatching(/^[A-Z]+-\d+$/),
      activity: { id: 1001 },
      contact: { firstName: VISITOR.firstName, email: VISITOR.email },
      provider: 'tpay',
      lang: 'en',
    });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows a refused BLIK (111234) and lets the visitor pay with a second try', async () => {
    const { page } = await openPage();
    await page.goto(`${stack.bffUrl}/megabilet`);
    await page.getByRole('tab', { name: 'In English' }).click();
    await bookFirstDay(page);
    await fillContact(page);
    await acceptAgreements(page);
    await payWithBlik(page, '111234');
    await page.getByText(/The bank refused the BLIK payment/).waitFor({ timeout: 20_000 });
    await payWithBlik(page, '777123');
    const { payload } = await successPayload(page);
    expect(payload?.status).toBe('success');
    await page.close();
  });
});

describe('checkout in the iframe app', () => {
  it('books and pays with BLIK 777123 on its own and lands on the success page', async () => {
    const { page, errors } = await openPage();
    await page.goto(`${stack.bffUrl}/widget?configId=demo&lang=en`);
    await bookFirstDay(page);
    await fillContact(page);
    await acceptAgreements(page);
    await payWithBlik(page, '777123');
    const { payload } = await successPayload(page);
    expect(payload).toMatchObject({ status: 'success', provider: 'tpay' });
    expect(errors).toEqual([]);
    await page.close();
  });
});
