import { fakeApi } from '../testing/fakeApi';
import { CheckoutFlow } from './CheckoutFlow';
import { RETURN_URL_MAX_LENGTH } from './CheckoutStore';
import { activityWithExtras, catalogueActivity, catalogueSlot, storesOver } from '../testing/fakeCatalogue';

const ANNA = {
  contact: { firstName: 'Anna', lastName: 'Nowak', email: 'anna@example.com', phoneNumber: '+48500100200' },
  passengers: [],
  booking: {},
};
const HELD = { confirmationCode: 'UND-1000', bookingId: 7 };
const RECEIPT = 'c'.repeat(64);

/** The checkout of activity 1; `choose` books one adult at 10:00 on 2026-06-12. */
async function checkoutOver({ choose = true } = {}) {
  const { root } = storesOver({
    activities: { 1: catalogueActivity(1) },
    slots: { 1: [catalogueSlot('2026-06-12')] },
  });
  await root.activities.loadActivities([{ activityId: 1 }]);
  await root.activities.loadMonth(1, '2026-06');
  root.activities.selectActivity(1);
  if (choose) root.booking.setDate('2026-06-12');
  const flow = root.attachCheckout((owner) => new CheckoutFlow(owner, fakeApi(), owner.host));
  return { checkout: flow.checkout, root };
}

function decodedData(url: string): Record<string, unknown> {
  const data = new URL(url).searchParams.get('data') ?? '';
  return JSON.parse(decodeURIComponent(atob(data))) as Record<string, unknown>;
}

describe('CheckoutStore', () => {
  it('§3 contact fields default to first_name, last_name, email and phone_number, empty', async () => {
    const { checkout } = await checkoutOver();
    expect(checkout.initialValues.contact).toEqual({
      firstName: '',
      lastName: '',
      email: '',
      phoneNumber: '',
    });
    expect(checkout.questions.contact.every((question) => question.required)).toBe(true);
  });

  it('§6 integrator defaults fill the phone and the contact name', async () => {
    const { checkout } = await checkoutOver();
    checkout.setIntegrator({ defaultPhone: '+48123456789', defaultContactName: 'Jan Kowalski' });
    expect(checkout.initialValues.contact).toMatchObject({
      firstName: 'Jan',
      lastName: 'Kowalski',
      phoneNumber: '+48123456789',
    });
  });

  it('keeps the typed values while the visitor goes back and forth, until the widget resets', async () => {
    const { checkout } = await checkoutOver();
    checkout.saveValues(ANNA);
    expect(checkout.initialValues.contact).toEqual(ANNA.contact);
    checkout.reset();
    expect(checkout.initialValues.contact.firstName).toBe('');
  });

  it('builds the §7 reservation body of the choice and the saved values', async () => {
    const { checkout } = await checkoutOver();
    checkout.saveValues(ANNA);
    expect(checkout.reservationBody()).toMatchObject({
      ok: true,
      data: {
        directBooking: {
          activityBookings: [{ activityId: 1, date: '2026-06-12', startTimeId: 31, rateId: 11 }],
        },
        amount: 100,
      },
    });
  });

  it('sends the chosen extras where Bokun books them, for the total shown, and holds again when they change', async () => {
    const { root } = storesOver(activityWithExtras());
    await root.activities.loadActivities([{ activityId: 1 }]);
    await root.activities.loadMonth(1, '2026-06');
    root.activities.selectActivity(1);
    root.booking.setDate('2026-06-12');
    root.booking.incrementTicket(22);
    root.booking.setExtraUnits(31, 2);
    const { checkout } = root.attachCheckout((owner) => new CheckoutFlow(owner, fakeApi(), owner.host));
    const before = checkout.selectionKey;
    root.booking.setExtraUnits(32, 1);
    expect(checkout.selectionKey).not.toBe(before);
    const built = checkout.reservationBody();
    if (!built.ok) throw new Error(built.error);
    const [booking] = built.data.directBooking.activityBookings;
    expect(booking?.extras).toEqual([{ extraId: 32, unitCount: 1 }]);
    expect(booking?.passengers.map((p) => [p.pricingCategoryId, p.extras])).toEqual([
      [21, [{ extraId: 31, unitCount: 1 }]],
      [22, [{ extraId: 31, unitCount: 1 }]],
    ]);
    expect(built.data.amount).toBe(100 + 60 + 15 + 10 + 20);
    expect(checkout.tickets).toEqual([
      { name: 'Adult', count: 1, price: 100 },
      { name: 'Child', count: 1, price: 60 },
      { name: 'Phone case', count: 1, price: 20 },
      { name: 'Dry bag', count: 1, price: 15 },
      { name: 'Dry bag', count: 1, price: 10 },
    ]);
  });

  it('"No time slot gives \'No time slot selected\'"', async () => {
    const { checkout } = await checkoutOver({ choose: false });
    expect(checkout.reservationBody()).toEqual({ ok: false, error: 'no_time_slot_selected' });
    expect(checkout.promoProbe('WELCOME10')).toBeNull();
  });

  it('a new selection (date, slot, rate, tickets) has a new hold key', async () => {
    const { checkout, root } = await checkoutOver();
    const before = checkout.selectionKey;
    root.booking.incrementTicket(21);
    expect(checkout.selectionKey).not.toBe(before);
  });

  it('§2 success redirect: /{lang}/megabilet/success with source, completed_via, data, lang and method=url', async () => {
    const { checkout, root } = await checkoutOver();
    root.ui.setLanguage('pl');
    checkout.saveValues(ANNA);
    const url = new URL(checkout.successUrl(checkout.successPayload('success', null, HELD), true));
    expect(url.pathname).toBe('/pl/megabilet/success');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      source: 'booking-widget',
      completed_via: 'external',
      lang: 'pl',
      method: 'url',
    });
    expect(decodedData(url.toString())).toMatchObject({
      version: '2.1',
      status: 'success',
      confirmationCode: 'UND-1000',
    });
  });

  it('a success URL carries the receipt key and never who booked (URLs reach analytics and Referer headers)', async () => {
    const { checkout } = await checkoutOver();
    checkout.saveValues(ANNA);
    const url = checkout.successUrl(checkout.successPayload('success', null, HELD), true, RECEIPT);
    expect(new URL(url).searchParams.get('receipt')).toBe(RECEIPT);
    expect(decodedData(url)).toMatchObject({ contact: { firstName: '', lastName: '', email: '' } });
    expect(decodeURIComponent(url)).not.toMatch(/Anna|Nowak|anna@example/);
  });

  it("a provider returns the payer to the payment-completion page of the hold's receipt, nothing else in the URL", async () => {
    const { checkout, root } = await checkoutOver();
    root.ui.setLanguage('de');
    checkout.saveValues(ANNA);
    const { payerUrls } = checkout.paymentContext({ ...HELD, receiptKey: RECEIPT });
    expect(payerUrls.success).toBe(`http://localhost/de/megabilet/payment-completion?receipt=${RECEIPT}`);
    expect(payerUrls.error).toBe(
      `http://localhost/de/megabilet/payment-completion?receipt=${RECEIPT}&outcome=error`,
    );
  });

  it("a framed widget's payment window returns to the return page of its own origin", async () => {
    const { checkout, root } = await checkoutOver();
    root.setCheckoutHost({
      assign: () => undefined,
      paymentWindows: {
        returnOrigin: 'http://app.example',
        open: () => null,
        onReturn: () => () => undefined,
      },
    });
    checkout.saveValues(ANNA);
    const { payerUrls } = checkout.paymentContext({ ...HELD, receiptKey: RECEIPT });
    expect(payerUrls).toEqual({
      success: `http://app.example/payment-return?receipt=${RECEIPT}&lang=en`,
      error: `http://app.example/payment-return?receipt=${RECEIPT}&lang=en&outcome=error`,
    });
  });

  it('without a receipt key (an older BFF) the provider return URLs stay within 512 characters and mark the error one status=error', async () => {
    const { checkout } = await checkoutOver();
    checkout.saveValues(ANNA);
    const { payerUrls, amount, payer } = checkout.paymentContext(HELD);
    expect(payerUrls.success.length).toBeLessThanOrEqual(RETURN_URL_MAX_LENGTH);
    expect(payerUrls.error.length).toBeLessThanOrEqual(RETURN_URL_MAX_LENGTH);
    expect(new URL(payerUrls.error).searchParams.get('status')).toBe('error');
    expect(amount).toBe(100);
    expect(payer).toMatchObject({ firstName: 'Anna', email: 'anna@example.com' });
  });
});
