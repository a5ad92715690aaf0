// /megabilet/payment-completion (§2, issue #22): a payer coming back from a hosted payment on the host page
// waits there while the page follows the payment by the hold's receipt key, then lands on the success page –
// showing the booking the BFF confirms when the payment went through, the failure when it did not.
import type { Page } from 'playwright-core';
import {
  acceptAgreements,
  bookDayAfterToday,
  confirmedBooking,
  fillContact,
  VISITOR,
} from '../src/checkoutSteps';
import { useStackAndBrowser } from '../src/session';

const e2e = useStackAndBrowser();

interface HostedPayment {
  /** The tab on the provider's hosted page, with its Pay and Fail buttons. */
  provider: Page;
  /** Where the provider sends the payer back after paying. */
  successUrl: URL;
}

/** Books on /megabilet and pays by bank transfer, stopping on the sandbox's hosted Tpay page. */
async function startHostedPayment(): Promise<HostedPayment> {
  const provider = await e2e.browser.newPage({ viewport: { width: 1280, height: 900 } });
  await provider.goto(`${e2e.stack.bffUrl}/megabilet`);
  await provider.getByRole('tab', { name: 'In English' }).click();
  await bookDayAfterToday(provider);
  await fillContact(provider);
  await acceptAgreements(provider);
  await provider.getByRole('radio', { name: 'PKO BP' }).check();
  const created = provider.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/tpay/create-transaction'),
  );
  await provider.getByRole('button', { name: 'Pay' }).click();
  const body = (await created).postDataJSON() as { callbacks?: { payerUrls?: { success?: string } } };
  await provider.locator('[data-testid="tpay-pay"]').waitFor();
  return { provider, successUrl: new URL(body.callbacks?.payerUrls?.success ?? 'http://invalid/') };
}

/** The payer's tab back on the site at the provider's return URL; waits while the payment is still open. */
async function completionPage({ successUrl }: HostedPayment): Promise<{ page: Page; errors: string[] }> {
  const page = await e2e.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const receipt = successUrl.searchParams.get('receipt');
  const polled = page.waitForResponse(
    (response) => new URL(response.url()).pathname === `/api/booking-receipt/${receipt}`,
  );
  await page.goto(successUrl.toString());
  await page.getByRole('heading', { level: 1, name: 'Completing your payment' }).waitFor();
  // The payment is still open on the provider's page: the answer is pending and the page keeps waiting.
  expect(await (await polled).json()).toEqual({ success: true, status: 'pending' });
  expect(new URL(page.url()).pathname).toBe('/megabilet/payment-completion');
  return { page, errors };
}

describe('/megabilet/payment-completion after a hosted payment', () => {
  it('is the return URL, carrying only the receipt key – no booking or contact data', async () => {
    const payment = await startHostedPayment();
    expect(payment.successUrl.pathname).toBe('/megabilet/payment-completion');
    expect([...payment.successUrl.searchParams.keys()]).toEqual(['receipt']);
    expect(payment.successUrl.searchParams.get('receipt')).toMatch(/^[a-f0-9]{64}$/);
    expect(decodeURIComponent(payment.successUrl.toString())).not.toContain(VISITOR.email);
    await payment.provider.close();
  });

  it('follows the payment until it went through, then the success page shows title, date, time and tickets', async () => {
    const payment = await startHostedPayment();
    const { page, errors } = await completionPage(payment);
    await payment.provider.locator('[data-testid="tpay-pay"]').click();

    const { url, summary } = await confirmedBooking(page);
    expect(url.searchParams.get('status')).toBeNull();
    expect(url.searchParams.get('completed_via')).toBe('external');
    await page.getByRole('heading', { level: 1, name: 'Thank you for your booking' }).waitFor();
    expect(summary).toMatch(/Confirmation code[A-Z]+-\d+/);
    expect(summary).toContain('Kraków Old Town Walking Tour');
    expect(summary).toMatch(/Date[A-Z][a-z]+ \d{1,2}, \d{4}, \d{1,2}:\d{2}/);
    expect(summary).toMatch(/Tickets1 × Adult/);
    expect(summary).toMatch(/TotalPLN/);
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

  it('opened without parameters says what it is for; a forged success URL says nothing is confirmed', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${e2e.stack.bffUrl}/megabilet/payment-completion`);
    await page.getByText(/finishes a payment started on the booking page/).waitFor();
    expect(await page.getByText(/did not go through/).count()).toBe(0);
    const forged = btoa(
      encodeURIComponent(JSON.stringify({ version: '2.1', status: 'success', confirmationCode: 'FAKE-1' })),
    );
    await page.goto(`${e2e.stack.bffUrl}/megabilet/success?data=${forged}&receipt=${'0'.repeat(64)}`);
    await page.getByText(/cannot show a booking/).waitFor();
    expect(await page.getByText('Thank you for your booking').count()).toBe(0);
    await page.close();
  });
});
