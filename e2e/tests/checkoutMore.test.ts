// More of the booking in a real browser against the sandbox (Stripe: paymentWindow.test.ts): paying for an
// activity that asks for a phone and no e-mail, and the §4 reservation
// session when the hold expires – renewed, or explained with a way to start again – with the widget's time
// moved by an injected clock.
import type { Route } from 'playwright-core';
import {
  acceptAgreements,
  bookDayAfterToday,
  fillContact,
  payWithBlik,
  recordHolds,
  successPayload,
  VISITOR,
} from '../src/checkoutSteps';
import { serveDemoPartnerPage, usePartnerStack, widgetMessage } from '../src/partnerSite';
import { openPage } from '../src/session';
import { pollUntil } from '@booking/sandbox/processes';

const e2e = usePartnerStack();

describe('an activity that asks for a phone and no e-mail', () => {
  it('the visitor books the hike without an e-mail and pays with BLIK', async () => {
    const hike = {
      id: 'tatra-hike',
      variants: [{ bokunId: 1005, type: 'default', tabName: 'Hike', icons: [], accordeon: [] }],
      order: ['default'],
    };
    await serveDemoPartnerPage(e2e, { products: [hike] });
    const { page, errors } = await openPage(e2e.browser);
    const creates: { payer?: Record<string, string> }[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/tpay/create-transaction')) {
        creates.push(request.postDataJSON() as (typeof creates)[number]);
      }
    });
    await page.goto(`${e2e.partner.url}/booking`);
    const widget = page.frameLocator('#widget');
    await bookDayAfterToday(widget);
    await widget.getByRole('heading', { name: 'Your details' }).waitFor();
    for (const name of [/^First name/, /^Last name/]) {
      const fields = widget.getByLabel(name);
      for (let i = 0; i < (await fields.count()); i += 1) {
        await fields.nth(i).fill(name.source.includes('First') ? VISITOR.firstName : VISITOR.lastName);
      }
    }
    await widget.getByLabel(/^Phone number/).fill(VISITOR.phone);
    await widget.getByLabel(/^Boot size/).selectOption('42');
    await widget.getByRole('button', { name: 'Continue to payment' }).click();
    await widget.getByRole('heading', { name: 'Payment' }).waitFor();
    await acceptAgreements(widget);
    await payWithBlik(widget, '777123');
    expect(await widgetMessage(page, 'bookingSucceeded')).toMatchObject({ activity: { id: 1005 } });
    expect(creates).toEqual([
      expect.objectContaining({
        payer: { name: `${VISITOR.firstName} ${VISITOR.lastName}`, phone: VISITOR.phone },
      }),
    ]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

/** Waits (real time) until `done` holds; fails after 10 s. */
async function waitUntil(done: () => boolean): Promise<void> {
  await pollUntil(done, Boolean, { timeoutMs: 10_000, failWith: 'timed out waiting' });
}

/** Past the 30-minute hold: the widget's next 5-second session check finds it expired. */
const PAST_THE_HOLD = '30:10';

describe('hold expiry (§4 reservation session, with an injected clock)', () => {
  it('renews an expired hold with a new reservation, and the visitor still pays for the booking', async () => {
    const { page, errors } = await openPage(e2e.browser);
    await page.clock.install();
    const holds = recordHolds(page);
    await page.goto(`${e2e.stack.bffUrl}/megabilet`);
    await page.getByRole('tab', { name: 'In English' }).click();
    await bookDayAfterToday(page);
    await fillContact(page);
    await acceptAgreements(page);
    await page.getByRole('radio', { name: 'BLIK' }).waitFor();
    expect(holds).toHaveLength(1);

    await page.clock.fastForward(PAST_THE_HOLD);
    await page.clock.runFor(5_000);
    await waitUntil(() => holds.length === 2);
    expect(holds[1]).toMatch(/^[A-Z]+-\d+$/);
    expect(holds[1]).not.toBe(holds[0]);
    expect(await page.getByText('Reservation expired').count()).toBe(0);

    await payWithBlik(page, '777123');
    const { payload } = await successPayload(page);
    expect(payload).toMatchObject({ status: 'success', confirmationCode: holds[1] });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('explains an expired hold that cannot be renewed, in Polish, with a way to start again', async () => {
    const { page, errors } = await openPage(e2e.browser);
    await page.clock.install();
    const holds = recordHolds(page);
    await page.goto(`${e2e.stack.bffUrl}/pl/megabilet`);
    await bookDayAfterToday(page, 'pl');
    await page.getByRole('heading', { name: 'Twoje dane' }).waitFor();
    await page.getByLabel(/^Imię/).first().fill(VISITOR.firstName);
    await page
      .getByLabel(/^Nazwisko/)
      .first()
      .fill(VISITOR.lastName);
    await page.getByLabel(/^E-mail/).fill(VISITOR.email);
    await page.getByLabel(/^Numer telefonu/).fill(VISITOR.phone);
    const participants = page.locator('fieldset', { hasText: /^Uczestnik \d/ });
    for (let i = 0; i < (await participants.count()); i += 1) {
      for (const [label, value] of [
        [/^Imię/, VISITOR.firstName],
        [/^Nazwisko/, VISITOR.lastName],
      ] as const) {
        const field = participants.nth(i).getByLabel(label);
        if (await field.count()) await field.fill(value);
      }
    }
    await page.getByRole('button', { name: 'Przejdź do płatności' }).click();
    await page.getByRole('heading', { name: 'Płatność', exact: true }).waitFor();
    await waitUntil(() => holds.length === 1);

    // The booking system cannot hold the booking again.
    const refuseReserve = (route: Route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          error: { code: 'upstream_error', message: 'The booking system is not answering' },
        }),
      });
    await page.route('**/api/bokun/reserve', refuseReserve);
    await page.clock.fastForward(PAST_THE_HOLD);
    await page.clock.runFor(5_000);
    await page.getByText('Czas rezerwacji wygasł. Proszę spróbować ponownie.').waitFor({ timeout: 10_000 });
    expect(holds).toEqual([holds[0], 'HTTP 502']);
    expect(await page.getByRole('button', { name: 'Zapłać' }).count()).toBe(0);

    // Starting again goes back to the first step; with the booking system back, the visitor books anew.
    await page.unroute('**/api/bokun/reserve', refuseReserve);
    await page.getByRole('button', { name: 'Zacznij od nowa' }).click();
    await page.getByRole('button', { name: 'Dalej' }).click();
    await page.getByRole('heading', { name: 'Twoje dane' }).waitFor();
    expect(await page.getByLabel(/^E-mail/).inputValue()).toBe(VISITOR.email);
    await page.getByRole('button', { name: 'Przejdź do płatności' }).click();
    await page.getByRole('heading', { name: 'Płatność', exact: true }).waitFor();
    await waitUntil(() => holds.length === 3);
    expect(holds[2]).toMatch(/^[A-Z]+-\d+$/);
    expect(errors).toEqual([]);
    await page.close();
  });
});
