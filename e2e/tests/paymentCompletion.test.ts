// /megabilet/payment-completion (§2, issue #11): a payer coming back from a hosted payment with the provider's
// transaction in the query waits there while the page polls booking-status, then lands on the success page –
// with the booking when the payment went through, with status=error when it failed.
import { decodeSuccessData } from '@booking/shared-contracts';
import type { Browser, Page } from 'playwright-core';
import { acceptAgreements, bookDayAfterToday, fillContact } from '../src/checkoutSteps';
import { startStackAndBrowser, stopStackAndBrowser } from '../src/session';
import type { Stack } from '../src/stack';

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  ({ stack, browser } = await startStackAndBrowser());
});

afterAll(async () => {
  await stopStackAndBrowser(stack, browser);
});

interface HostedPayment {
  /** The tab on the provider's hosted page, with its Pay and Fail buttons. */
  provider: Page;
  /** The provider's transaction title, which its return names. */
  transaction: string;
  /** The booking's `data` the widget gave the provider for the way back. */
  data: string;
}

/** Books on /megabilet and pays by bank transfer, stopping on the sandbox's hosted Tpay page. */
async function startHostedPayment(): Promise<HostedPayment> {
  const provider = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await provider.goto(`${stack.bffUrl}/megabilet`);
  await provider.getByRole('tab', { name: 'In English' }).click();
  await bookDayAfterToday(provider);
  await fillContact(provider);
  await acceptAgreements(provider);
  await provider.getByRole('radio', { name: 'PKO BP' }).check();
  const created = provider.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/tpay/create-transaction'),
  );
  await provider.getByRole('button', { name: 'Pay' }).click();
  const body = (await created).postDataJSON() as {
    callbacks?: { payerUrls?: { success?: string } };
  };
  await provider.locator('[data-testid="tpay-pay"]').waitFor();
  const transaction = new URL(provider.url()).searchParams.get('title') ?? '';
  const data =
    new URL(body.callbacks?.payerUrls?.success ?? 'http://invalid/').searchParams.get('data') ?? '';
  expect(transaction).not.toBe('');
  expect(decodeSuccessData(data)).toBeDefined();
  return { provider, transaction, data };
}

/** The payer's tab back on the site with the query a provider return carries; waits while it polls. */
async function completionPage({
  transaction,
  data,
}: HostedPayment): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const query = new URLSearchParams({ transaction_id: transaction, data });
  const polled = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/booking-status' &&
      new URL(response.url()).searchParams.get('transaction_id') === transaction,
  );
  await page.goto(`${stack.bffUrl}/megabilet/payment-completion?${query.toString()}`);
  await page.getByRole('heading', { level: 1, name: 'Completing your payment' }).waitFor();
  // The payment is still open on the provider's page: the answer is pending and the page keeps waiting.
  expect(await (await polled).json()).toMatchObject({ success: true, status: 'pending' });
  expect(new URL(page.url()).pathname).toBe('/megabilet/payment-completion');
  return { page, errors };
}

describe('/megabilet/payment-completion after a hosted payment', () => {
  it('polls booking-status until the payment went through, then shows the booking on the success page', async () => {
    const payment = await startHostedPayment();
    const { page, errors } = await completionPage(payment);
    await payment.provider.locator('[data-testid="tpay-pay"]').click();

    await page.waitForURL(/\/megabilet\/success\?/, { timeout: 30_000 });
    const url = new URL(page.url());
    expect(url.searchParams.get('status')).toBeNull();
    expect(url.searchParams.get('completed_via')).toBe('external');
    const booking = decodeSuccessData(url.searchParams.get('data') ?? '');
    await page.getByRole('heading', { level: 1, name: 'Thank you for your booking' }).waitFor();
    const summary = (await page.locator('.hs-summary').textContent()) ?? '';
    expect(summary).toContain(booking?.confirmationCode ?? 'no confirmation code');
    // The provider's way back carries the compact booking (code, activity id, total).
    expect(summary).toContain('PLN');
    expect(errors).toEqual([]);
    await payment.provider.close();
    await page.close();
  });

  it('goes to the failure view (status=error) with a way back when the payment failed', async () => {
    const payment = await startHostedPayment();
    const { page, errors } = await completionPage(payment);
    await payment.provider.locator('[data-testid="tpay-fail"]').click();

    await page.waitForURL(/\/megabilet\/success\?/, { timeout: 30_000 });
    expect(new URL(page.url()).searchParams.get('status')).toBe('error');
    await page.getByRole('heading', { level: 1, name: 'The payment did not go through' }).waitFor();
    expect(await page.getByText('Thank you for your booking').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Back to booking' }).getAttribute('href')).toBe('/megabilet');
    expect(errors).toEqual([]);
    await payment.provider.close();
    await page.close();
  });
});
