import type { FrameLocator, Locator, Page } from 'playwright-core';
import { decodeSuccessData, type Language, type SuccessPayload } from '@booking/shared-contracts';
import { exactly, startingWith, widgetText } from './widgetText';
import { pollUntil } from '@booking/sandbox/processes';

/** Where the widget is: the page itself, or the frame of the iframe app on a partner page. */
export type WidgetScope = Page | FrameLocator;

/** A visitor's contact details for the checkout tests. */
export const VISITOR = {
  firstName: 'Anna',
  lastName: 'Nowak',
  email: 'anna@example.com',
  phone: '+48500100200',
};

/**
 * A calendar day with its price in the name: "…, PLN 120", or "…, from PLN 140" when nothing that day costs
 * less (English), "…, 120 zł" / "…, od 140 zł" (Polish).
 */
export const PRICED_DAY = /, (from )?PLN\s?[\d,.]+$/;
export const PRICED_DAY_PL = /, (od )?[\d\s,]+\szł$/;
/** A priced day in any language: its name starts with what the button shows, the day number and the price. */
export const SHOWN_PRICED_DAY = /^\d+\.?\s/;

/**
 * The first priced day after today in the calendar, moving on a month when the shown one has none after
 * today (late on a month's last day). Today's start times pass their booking cut-off one by one, so what today
 * offers, and whether its next start is still bookable a moment later, depends on the hour; a later day
 * offers every start time at any hour.
 */
export async function pricedDayAfterToday(scope: WidgetScope, lang: Language = 'en'): Promise<Locator> {
  await scope.getByRole('button', { name: SHOWN_PRICED_DAY }).first().waitFor();
  const later = scope
    .locator('[role="gridcell"]:not([data-today])')
    .getByRole('button', { name: SHOWN_PRICED_DAY });
  if ((await later.count()) === 0) await showNextMonthWithPricedDays(scope, lang);
  return later.first();
}

/**
 * Moves the calendar to the next month that has priced days: the one after, or the month after that when the
 * catalogue leaves a month empty (the sandbox's month two months ahead, which is the next one late on a
 * month's last day, when the calendar opens on the coming month).
 */
export async function showNextMonthWithPricedDays(scope: WidgetScope, lang: Language = 'en'): Promise<void> {
  const priced = scope.getByRole('button', { name: SHOWN_PRICED_DAY });
  const empty = scope.getByText(widgetText(lang, 'booking.calendar.empty'));
  for (let moves = 0; moves < 2; moves += 1) {
    const shown = (await scope.getByRole('grid').getAttribute('aria-label')) ?? '';
    await scope.getByRole('button', { name: exactly(lang, 'booking.calendar.nextMonth') }).click();
    await scope.locator(`[role="grid"]:not([aria-label="${shown}"])`).waitFor();
    await priced.first().or(empty).waitFor();
    if ((await priced.count()) > 0) return;
  }
  throw new Error('no priced day in the next two months');
}

/** Step 1 by mouse: the first available day after today, its first time and rate, one ticket; then Continue. */
export async function bookDayAfterToday(page: WidgetScope, lang: Language = 'en'): Promise<void> {
  await (await pricedDayAfterToday(page, lang)).click();
  await page.getByRole('radio', { checked: true }).first().waitFor();
  await page.getByRole('button', { name: exactly(lang, 'booking.step.continue') }).click();
}

/** Step 2: the default contact fields and any required participant answers, then Continue. */
export async function fillContact(page: WidgetScope, lang: Language = 'en'): Promise<void> {
  await fillContactFields(page, lang);
  await page.getByRole('button', { name: widgetText(lang, 'contact.step.continue') }).click();
  await page.getByRole('heading', { name: exactly(lang, 'payment.step.heading') }).waitFor();
}

/** Step 2's default contact fields and any required participant answers, not yet sent. */
export async function fillContactFields(page: WidgetScope, lang: Language = 'en'): Promise<void> {
  const field = (id: string) => page.getByLabel(startingWith(lang, id)).first();
  await page.getByRole('heading', { name: widgetText(lang, 'contact.step.heading') }).waitFor();
  await field('contact.field.firstName').fill(VISITOR.firstName);
  await field('contact.field.lastName').fill(VISITOR.lastName);
  await field('contact.field.email').fill(VISITOR.email);
  await field('contact.field.phoneNumber').fill(VISITOR.phone);
  const participant = startingWith(lang, 'contact.section.passenger');
  const participants = page.locator('fieldset', { hasText: new RegExp(`${participant.source}\\d`) });
  for (let i = 0; i < (await participants.count()); i += 1) {
    const group = participants.nth(i);
    // Answered in English where the booking system has no names in the visitor's language.
    const first = group
      .getByLabel(/^First name/)
      .or(group.getByLabel(startingWith(lang, 'contact.field.firstName')));
    if (await first.count()) await first.first().fill(VISITOR.firstName);
    const last = group
      .getByLabel(/^Last name/)
      .or(group.getByLabel(startingWith(lang, 'contact.field.lastName')));
    if (await last.count()) await last.first().fill(VISITOR.lastName);
  }
}

/** Step 3: accepts both required agreements. */
export async function acceptAgreements(page: WidgetScope, lang: Language = 'en'): Promise<void> {
  for (const id of ['payment.agreements.terms', 'payment.agreements.paymentTerms']) {
    await page.getByRole('checkbox', { name: widgetText(lang, id) }).check();
  }
}

/** Step 3: BLIK with `code`, then Pay. */
export async function payWithBlik(page: WidgetScope, code: string, lang: Language = 'en'): Promise<void> {
  await page.getByRole('radio', { name: 'BLIK' }).check();
  await page.getByLabel(widgetText(lang, 'payment.blik.label')).fill(code);
  await page.getByRole('button', { name: exactly(lang, 'payment.step.pay') }).click();
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

/**
 * Waits for the success page to confirm the booking it read back from the BFF by the URL's receipt key, and
 * answers the summary's text (code, tour, date and time, tickets, total, meeting point).
 */
export async function confirmedBooking(page: Page, timeout = 30_000): Promise<{ url: URL; summary: string }> {
  await page.waitForURL(/\/megabilet\/success\?/, { timeout });
  await page.locator('.hs-summary').waitFor({ timeout });
  return { url: new URL(page.url()), summary: (await page.locator('.hs-summary').textContent()) ?? '' };
}

/** Asks the BFF until the payment of `transactionId` leaves pending (20 s at most); its final status. */
export async function settledPaymentStatus(bffUrl: string, transactionId: string): Promise<string> {
  const status = async () => {
    const response = await fetch(
      `${bffUrl}/api/booking-status?transaction_id=${encodeURIComponent(transactionId)}`,
    );
    const body = (await response.json()) as { status?: string };
    return body.status ?? `HTTP ${response.status}`;
  };
  return pollUntil(status, (s) => s !== 'pending' && s !== 'not_paid', {
    timeoutMs: 20_000,
    intervalMs: 250,
  });
}

/** Every POST to reserve the page makes, in order: the confirmation code it answered, or `HTTP <status>`. */
export function recordHolds(page: Page): string[] {
  const holds: string[] = [];
  page.on('response', (response) => {
    if (response.request().method() !== 'POST' || !response.url().endsWith('/api/bokun/reserve')) return;
    if (!response.ok()) {
      holds.push(`HTTP ${response.status()}`);
      return;
    }
    void response
      .json()
      .then((body: { data?: { confirmationCode?: string } }) => holds.push(body.data?.confirmationCode ?? ''))
      .catch(() => holds.push('unreadable'));
  });
  return holds;
}

/** A reservation body as the widget sends it to /api/bokun/reserve (the parts the tests read). */
export interface ReservedBody {
  amount?: number;
  directBooking?: { activityBookings: unknown[] };
}

/** What the page asked to reserve and what Tpay's transactions were created for, in order. */
export function recordCheckout(page: Page): {
  reserved: ReservedBody[];
  charged: { amount?: number; transactionId?: string }[];
} {
  const reserved: ReservedBody[] = [];
  const charged: { amount?: number; transactionId?: string }[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/bokun/reserve')) {
      reserved.push((request.postDataJSON() as { reservationData: ReservedBody }).reservationData);
    }
  });
  page.on('response', (response) => {
    if (response.url().endsWith('/api/tpay/create-transaction')) {
      void response.json().then((body: (typeof charged)[number]) => charged.push(body));
    }
  });
  return { reserved, charged };
}

/** The amount in an English price text: "PLN 1,320.00" → 1320. */
export const amountOf = (text: string): number => Number(text.replace(/[^\d.]/g, ''));
