// Checkout dead ends a visitor could walk into, in a real browser against the sandbox: a promo total left
// behind by a changed booking, a rate offered to fewer people than it takes, and a first click on "Continue
// to payment" lost to a layout shift.
import type { Page } from 'playwright-core';
import {
  acceptAgreements,
  bookDayAfterToday,
  fillContact,
  payWithBlik,
  pricedDayAfterToday,
  successPayload,
  VISITOR,
} from '../src/checkoutSteps';
import { openPage, useStackAndBrowser } from '../src/session';

const e2e = useStackAndBrowser();

/** An amount shown in the page (PLN 1,080.00 → 1080). */
async function amountIn(page: Page, selector: string): Promise<number> {
  return Number(((await page.locator(selector).textContent()) ?? '').replace(/[^\d.]/g, ''));
}

describe('a promo code and a changed booking', () => {
  it('WELCOME10 applied for one adult, then a second adult: the discount is priced for two, and that total is charged', async () => {
    const { page, errors } = await openPage(e2e.browser);
    const promoChecks: number[] = [];
    page.on('request', (request) => {
      if (!request.url().endsWith('/api/bokun/validate-promo-code')) return;
      const body = request.postDataJSON() as {
        reservationData: { directBooking: { activityBookings: { passengers: unknown[] }[] } };
      };
      promoChecks.push(body.reservationData.directBooking.activityBookings[0]?.passengers.length ?? 0);
    });
    await page.goto(`${e2e.stack.bffUrl}/megabilet`);
    await page.getByRole('tab', { name: 'In English' }).click();
    await bookDayAfterToday(page);
    await fillContact(page);
    const oneAdult = await amountIn(page, '.bw-summary__total');
    await page.getByLabel('Promo code').fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Promo code WELCOME10 applied').waitFor();
    expect(await amountIn(page, '.bw-summary__total')).toBeCloseTo(oneAdult * 0.9, 2);

    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.getByRole('button', { name: 'More Adult tickets' }).click();
    // Priced again for two adults: step 1's total shows the new discount with the basket struck through.
    await page.locator('.bw-total__old').waitFor();
    expect(await amountIn(page, '.bw-total__old s')).toBe(oneAdult * 2);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await fillContact(page);

    const before = await amountIn(page, '.bw-summary__old');
    const total = await amountIn(page, '.bw-summary__total');
    expect(before).toBe(oneAdult * 2);
    expect(total).toBeCloseTo(before * 0.9, 2);
    expect(promoChecks).toEqual([1, 2]);
    await acceptAgreements(page);
    await payWithBlik(page, '777123');
    const { payload } = await successPayload(page);
    expect(payload).toMatchObject({ status: 'success', totalPrice: total });
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('a rate with a minimum number of participants', () => {
  it('the Group Rate (6–20 people) is shown to one person as a rule, opens at six, and that booking reserves', async () => {
    const { page, errors } = await openPage(e2e.browser);
    await page.goto(`${e2e.stack.bffUrl}/megabilet`);
    await page.getByRole('tab', { name: 'In English' }).click();
    const day = await pricedDayAfterToday(page);
    const dayName = (await day.getAttribute('aria-label')) ?? (await day.textContent()) ?? '';
    const dayPrice = Number(/PLN\s?([\d,.]+)$/.exec(dayName)?.[1]?.replace(/,/g, ''));
    await day.click();
    const group = page.getByRole('radio', { name: 'Group Rate' });
    await group.waitFor();
    expect(await group.isDisabled()).toBe(true);
    expect(await group.getAttribute('aria-describedby')).toBeTruthy();
    await page.getByText('For 6–20 participants').waitFor();
    // The calendar's price is the price of what the day opens with, for one person.
    expect(await amountIn(page, '.bw-total__amount strong')).toBe(dayPrice);

    const moreAdults = page.getByRole('button', { name: 'More Adult tickets' });
    for (let i = 0; i < 5; i += 1) await moreAdults.click();
    await group.check();
    // Infants have no price on the Group Rate: their stepper goes.
    expect(await page.getByRole('button', { name: 'More Infant tickets' }).count()).toBe(0);
    const onGroup = await amountIn(page, '.bw-total__amount strong');
    expect(onGroup).toBe(6 * 90);

    await page.getByRole('button', { name: 'Fewer Adult tickets' }).click();
    await page
      .getByText('Group Rate does not take these tickets, so your booking is now on Standard.')
      .waitFor();
    expect(await group.isChecked()).toBe(false);
    expect(await group.isDisabled()).toBe(true);

    await moreAdults.click();
    await group.check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await fillContact(page);
    expect(await amountIn(page, '.bw-summary__total')).toBe(onGroup);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the first click after fixing the contact form', () => {
  it('errors fixed one by one, the last still focused: one click on Continue to payment opens the payment step', async () => {
    const { page, errors } = await openPage(e2e.browser);
    await page.goto(`${e2e.stack.bffUrl}/megabilet`);
    await page.getByRole('tab', { name: 'In English' }).click();
    await bookDayAfterToday(page);
    await page.getByRole('heading', { name: 'Your details' }).waitFor();
    const proceed = page.getByRole('button', { name: 'Continue to payment' });
    await proceed.click();
    const phone = page.getByLabel(/^Phone number/).first();
    expect(await phone.getAttribute('aria-invalid')).toBe('true');

    for (const [label, value] of [
      [/^First name/, VISITOR.firstName],
      [/^Last name/, VISITOR.lastName],
      [/^E-mail/, VISITOR.email],
    ] as const) {
      const fields = page.getByLabel(label);
      for (let i = 0; i < (await fields.count()); i += 1) await fields.nth(i).fill(value);
    }
    // The last error is fixed while its field keeps the focus: the click's mousedown blurs it, and the
    // validation that follows must not move the button away from under the pointer.
    await phone.fill(VISITOR.phone);
    await proceed.click();
    await page.getByRole('heading', { name: 'Payment' }).waitFor({ timeout: 10_000 });
    expect(errors).toEqual([]);
    await page.close();
  });
});
