// The booking in progress survives the host page being left and opened again in the same tab: a reload on
// the payment step, the header's language switch, and "Back to booking" after a failed bank transfer. The
// widget keeps it in the tab's session storage; nothing of the visitor's details goes into a URL.
import type { Page } from 'playwright-core';
import {
  acceptAgreements,
  bookDayAfterToday,
  confirmedBooking,
  fillContact,
  payWithBlik,
  recordHolds,
  VISITOR,
} from '../src/checkoutSteps';
import { openPage, useStackAndBrowser } from '../src/session';
import { exactly, startingWith, widgetText } from '../src/widgetText';
import { pollUntil } from '@booking/sandbox/processes';

const e2e = useStackAndBrowser();

/** Pays the kept booking with BLIK; the success page confirms the hold first made, and no other was made. */
async function paysTheKeptHold(
  page: Page,
  kept: { code: string | undefined; holds: string[]; errors: string[] },
  lang: 'en' | 'pl' = 'en',
): Promise<void> {
  await acceptAgreements(page, lang);
  await payWithBlik(page, '777123', lang);
  const { summary: receipt } = await confirmedBooking(page);
  expect(receipt).toContain(kept.code ?? 'missing');
  expect(kept.holds).toEqual([kept.code]);
  expect(kept.errors).toEqual([]);
  await page.close();
}

/** On /megabilet: the English tour booked for the first day after today, contact given, on the payment step. */
async function toPaymentStep(page: Page): Promise<string> {
  await page.goto(`${e2e.stack.bffUrl}/megabilet`);
  await page.getByRole('tab', { name: 'In English' }).click();
  await bookDayAfterToday(page);
  await fillContact(page);
  return (await page.locator('.bw-summary').textContent()) ?? '';
}

/** Waits until `holds` has `count` entries (the reserve answer is read asynchronously). */
function holdsMade(holds: string[], count: number): Promise<string[]> {
  return pollUntil(
    () => [...holds],
    (made) => made.length >= count,
    { timeoutMs: 10_000, intervalMs: 50 },
  );
}

describe('the booking is kept in the tab on the host page', () => {
  it('a reload on the payment step keeps step, selection, contact details and the same hold, which BLIK then pays', async () => {
    const { page, errors } = await openPage(e2e.browser, { width: 390, height: 844 });
    const holds = recordHolds(page);
    const summary = await toPaymentStep(page);
    const [code] = await holdsMade(holds, 1);
    // A moment on the step, so a hold restarted at its full 30 minutes would show.
    await page.waitForTimeout(2_000);

    await page.reload();
    await page.getByRole('heading', { name: exactly('en', 'payment.step.heading') }).waitFor();
    // The clock shows the adopted hold's time left.
    expect(await page.getByText(widgetText('en', 'booking.session.holdLeft')).textContent()).toMatch(
      /held for 29:[0-5]\d/,
    );
    expect(await page.locator('.bw-summary').textContent()).toBe(summary);
    expect(summary).toContain('Kraków Old Town Walking Tour');
    // The page's URL carries none of the visitor's details.
    expect(decodeURIComponent(page.url())).toBe(`${e2e.stack.bffUrl}/megabilet`);
    await page.screenshot({ path: '/tmp/restore-payment-390.png', fullPage: true });

    // The contact details are there on the step before, and going on keeps the same hold.
    await page.getByRole('button', { name: exactly('en', 'steps.back') }).click();
    const firstName = page.getByLabel(startingWith('en', 'contact.field.firstName')).first();
    expect(await firstName.inputValue()).toBe(VISITOR.firstName);
    expect(await page.getByLabel(startingWith('en', 'contact.field.email')).first().inputValue()).toBe(
      VISITOR.email,
    );
    await page.getByRole('button', { name: widgetText('en', 'contact.step.continue') }).click();
    await page.getByRole('heading', { name: exactly('en', 'payment.step.heading') }).waitFor();

    await paysTheKeptHold(page, { code, holds, errors });
  });

  it('a reload on the contact step keeps what was typed, and the URL carries none of it', async () => {
    const { page, errors } = await openPage(e2e.browser);
    await page.goto(`${e2e.stack.bffUrl}/megabilet`);
    await page.getByRole('tab', { name: 'In English' }).click();
    await bookDayAfterToday(page);
    await page.getByRole('heading', { name: widgetText('en', 'contact.step.heading') }).waitFor();
    await page.getByLabel(startingWith('en', 'contact.field.firstName')).first().fill(VISITOR.firstName);
    await page.getByLabel(startingWith('en', 'contact.field.email')).first().fill(VISITOR.email);

    await page.reload();
    await page.getByRole('heading', { name: widgetText('en', 'contact.step.heading') }).waitFor();
    expect(await page.getByLabel(startingWith('en', 'contact.field.firstName')).first().inputValue()).toBe(
      VISITOR.firstName,
    );
    expect(await page.getByLabel(startingWith('en', 'contact.field.email')).first().inputValue()).toBe(
      VISITOR.email,
    );
    expect(decodeURIComponent(page.url())).toBe(`${e2e.stack.bffUrl}/megabilet`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the iframe app on its own: a reload on the payment step keeps the booking and its hold', async () => {
    const { page, errors } = await openPage(e2e.browser);
    const holds = recordHolds(page);
    const url = `${e2e.stack.bffUrl}/widget?configId=demo&lang=en`;
    await page.goto(url);
    await bookDayAfterToday(page);
    await fillContact(page);
    const summary = await page.locator('.bw-summary').textContent();
    const [code] = await holdsMade(holds, 1);

    await page.reload();
    await page.getByRole('heading', { name: exactly('en', 'payment.step.heading') }).waitFor();
    expect(await page.locator('.bw-summary').textContent()).toBe(summary);
    expect(page.url()).toBe(url);
    await paysTheKeptHold(page, { code, holds, errors });
  });

  it('the header language switch on the payment step keeps the booking, now in Polish', async () => {
    const { page, errors } = await openPage(e2e.browser);
    const holds = recordHolds(page);
    await toPaymentStep(page);
    const [code] = await holdsMade(holds, 1);

    await page
      .getByRole('navigation', { name: 'Language' })
      .getByRole('link', { name: 'PL, Polski' })
      .click();
    await page.waitForURL(/\/pl\//);
    await page.getByRole('heading', { name: exactly('pl', 'payment.step.heading') }).waitFor();
    const summary = (await page.locator('.bw-summary').textContent()) ?? '';
    expect(summary).toContain('Spacer po Starym Mieście w Krakowie');
    expect(summary).toMatch(/1 × Dorosły/);

    // The hold made in English is the one paid: the same confirmation code, no second hold.
    await paysTheKeptHold(page, { code, holds, errors }, 'pl');
  });

  it('"Back to booking" after a failed transfer returns to the payment step with the selection and details', async () => {
    const { page, errors } = await openPage(e2e.browser);
    const summary = await toPaymentStep(page);
    await acceptAgreements(page);
    await page.getByRole('radio', { name: 'PKO BP' }).check();
    await page.getByRole('button', { name: exactly('en', 'payment.step.pay') }).click();
    await page.locator('[data-testid="tpay-fail"]').click();
    await page.waitForURL(/\/megabilet\/success\?/, { timeout: 30_000 });
    await page.getByRole('link', { name: 'Back to booking' }).click();

    await page.waitForURL(`${e2e.stack.bffUrl}/megabilet`);
    await page.getByText(widgetText('en', 'payment.errors.notCompleted')).waitFor({ timeout: 20_000 });
    await page.getByRole('heading', { name: exactly('en', 'payment.step.heading') }).waitFor();
    expect(await page.locator('.bw-summary').textContent()).toBe(summary);

    // The visitor pays again on the same booking.
    await acceptAgreements(page);
    await payWithBlik(page, '777123');
    const { summary: receipt } = await confirmedBooking(page);
    expect(receipt).toContain('Kraków Old Town Walking Tour');
    expect(errors).toEqual([]);
    await page.close();
  });
});
