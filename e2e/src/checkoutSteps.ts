import type { FrameLocator, Page } from 'playwright-core';
import { decodeSuccessData, type SuccessPayload } from '@booking/shared-contracts';

/** Where the widget is: the page itself, or the frame of the iframe app on a partner page. */
export type WidgetScope = Page | FrameLocator;

/** A visitor's contact details for the checkout tests. */
export const VISITOR = {
  firstName: 'Anna',
  lastName: 'Nowak',
  email: 'anna@example.com',
  phone: '+48500100200',
};

/** Step 1 by mouse: the first available day, its first time and rate, one ticket; then Continue. */
export async function bookFirstDay(
  page: WidgetScope,
  day: RegExp = /, from PLN/,
  next: RegExp = /^Continue$/,
): Promise<void> {
  await page.getByRole('button', { name: day }).first().click();
  await page.getByRole('radio', { checked: true }).first().waitFor();
  await page.getByRole('button', { name: next }).click();
}

/** Step 2 in English: the default contact fields and any required participant answers, then Continue. */
export async function fillContact(page: WidgetScope): Promise<void> {
  await page.getByRole('heading', { name: 'Your details' }).waitFor();
  await page
    .getByLabel(/^First name/)
    .first()
    .fill(VISITOR.firstName);
  await page
    .getByLabel(/^Last name/)
    .first()
    .fill(VISITOR.lastName);
  await page.getByLabel(/^E-mail/).fill(VISITOR.email);
  await page.getByLabel(/^Phone number/).fill(VISITOR.phone);
  const participants = page.locator('fieldset', { hasText: /^Participant \d/ });
  for (let i = 0; i < (await participants.count()); i += 1) {
    const group = participants.nth(i);
    const first = group.getByLabel(/^First name/);
    if (await first.count()) await first.fill(VISITOR.firstName);
    const last = group.getByLabel(/^Last name/);
    if (await last.count()) await last.fill(VISITOR.lastName);
  }
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('heading', { name: 'Payment' }).waitFor();
}

/** Step 3 in English: accepts both required agreements. */
export async function acceptAgreements(page: WidgetScope): Promise<void> {
  await page.getByRole('checkbox', { name: 'I accept the terms of the booking' }).check();
  await page.getByRole('checkbox', { name: 'I accept the payment terms' }).check();
}

/** Step 3 in English: BLIK with `code`, then Pay. */
export async function payWithBlik(page: WidgetScope, code: string): Promise<void> {
  await page.getByRole('radio', { name: 'BLIK' }).check();
  await page.getByLabel('BLIK code').fill(code);
  await page.getByRole('button', { name: 'Pay' }).click();
}

/** Waits for the §2 success page and reads its `data` payload. */
export async function successPayload(
  page: Page,
  timeout = 30_000,
): Promise<{ url: URL; payload: SuccessPayload | undefined }> {
  await page.waitForURL(/\/megabilet\/success\?/, { timeout });
  const url = new URL(page.url());
  return { url, payload: decodeSuccessData(url.searchParams.get('data') ?? '') };
}
