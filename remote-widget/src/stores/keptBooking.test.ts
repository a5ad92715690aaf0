import { RESERVATION_HOLD_MINUTES, type Product, type PaymentStatus } from '@booking/shared-contracts';
import { createApiClient } from '../api/client';
import type { CheckoutValues } from '../domain/checkoutForm';
import { fakeBffFetch, type FakeAnswer } from '../testing/fakeBff';
import { CheckoutFlow } from '../checkout/CheckoutFlow';
import { memoryStorage, type KeyValueStorage } from '../infra/deps';
import { catalogueActivity, catalogueSlot, fakeCatalogueBff } from '../testing/fakeCatalogue';
import { keptBookingKey, readKeptBooking, type KeptBooking } from './keptBooking';
import { RootStore } from './RootStore';
import { FakeClock, recordingSink } from '../testing/testDoubles';

const HOLD = 'h'.repeat(40);
const RECEIPT = 'a'.repeat(64);
const KEY = keptBookingKey('demo');
const EMAIL = 'anna@example.com';

const product: Product = {
  id: 'old-town',
  order: [],
  variants: [1, 2].map((bokunId, index) => ({
    bokunId,
    type: index === 0 ? 'POL' : 'ENG',
    tabName: `Tab ${bokunId}`,
    icons: [],
    accordeon: [],
  })),
};

const values: CheckoutValues = {
  contact: { firstName: 'Anna', lastName: 'Nowak', email: EMAIL, phoneNumber: '+48500100200' },
  passengers: [
    { pricingCategoryId: 21, ticketName: 'Adult', answers: {} },
    { pricingCategoryId: 21, ticketName: 'Adult', answers: {} },
  ],
  booking: {},
};

/** The tab: one session storage and one clock shared by the widgets opened in it one after another. */
function tab() {
  return { storage: memoryStorage(), clock: new FakeClock(), status: { value: 'pending' as PaymentStatus } };
}

type Tab = ReturnType<typeof tab>;

/** A widget opened in the tab over a fake BFF (catalogue, reserve, release, booking-status). */
async function openWidget(
  t: Tab,
  options: { lang?: 'en' | 'pl'; storage?: KeyValueStorage; days?: string[] } = {},
) {
  const days = options.days ?? ['2026-06-12', '2026-06-13'];
  const catalogue = fakeCatalogueBff({
    activities: { 1: catalogueActivity(1), 2: catalogueActivity(2) },
    slots: { 1: days.map((day) => catalogueSlot(day)) },
  });
  let reserves = 0;
  const bff = fakeBffFetch((url): FakeAnswer | Promise<FakeAnswer> => {
    if (url.pathname === '/api/bokun/reserve') {
      reserves += 1;
      return {
        status: 200,
        body: {
          success: true,
          data: {
            confirmationCode: `UND-${1000 + reserves}`,
            bookingId: reserves,
            holdToken: HOLD,
            receiptKey: RECEIPT,
          },
        },
      };
    }
    if (url.pathname.startsWith('/api/bokun/remove-reservation/'))
      return { status: 200, body: { success: true } };
    if (url.pathname === '/api/booking-status') {
      // A failed transfer's answer says its hold was released, as the BFF's does.
      const hold = t.status.value === 'error' ? { hold: 'released' } : {};
      return { status: 200, body: { success: true, status: t.status.value, ...hold } };
    }
    return catalogue.fetch(url.pathname + url.search).then(async (response) => ({
      status: response.status,
      body: await response.json(),
    }));
  });
  const listeners = new EventTarget();
  const root = new RootStore({
    api: createApiClient({ baseUrl: '', fetch: bff.fetch }),
    clock: t.clock,
    storage: memoryStorage(),
    sessionStorage: options.storage ?? t.storage,
    window: listeners,
    logSink: recordingSink(),
    random: () => 0.5,
  });
  await root.config.load('demo');
  const assigned: string[] = [];
  root.setCheckoutHost({ assign: (url) => void assigned.push(url) });
  root.setProducts([product]);
  if (options.lang) root.ui.setLanguage(options.lang);
  root.ui.open();
  root.ui.startInitialization('Loading');
  const build = () =>
    Promise.resolve(root.attachCheckout((owner) => new CheckoutFlow(owner, owner.api, owner.host)));
  await root.openProduct('old-town', {
    requestedActivityId: 1,
    beforeReady: () => root.keeper.restore('demo', build),
  });
  const calls = (path: string) => bff.requests.filter((request) => request.startsWith(path)).length;
  return {
    root,
    flow: () => root.attachCheckout((owner) => new CheckoutFlow(owner, owner.api, owner.host)),
    calls,
    listeners,
    assigned,
  };
}

/** A visitor on the payment step: 12 June, two adults, contact details given, the hold made. */
async function onPaymentStep(t: Tab) {
  const widget = await openWidget(t);
  const { root } = widget;
  await root.activities.loadMonth(1, '2026-06');
  root.booking.setDate('2026-06-12');
  root.booking.setTicketCount(21, 2);
  const flow = widget.flow();
  flow.continueFromBooking();
  expect(await flow.submitContact(values)).toBe(true);
  expect(root.ui.currentStep).toBe(3);
  return { ...widget, flow };
}

/** Lets the fake BFF's answers arrive. */
async function settled(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

const kept = (t: Tab): KeptBooking | null => readKeptBooking(t.storage, 'demo');

describe('the booking kept in the tab', () => {
  it('keeps activity, date, slot, rate, tickets, step, contact values and the hold under the config id', async () => {
    const t = tab();
    const { root, flow } = await onPaymentStep(t);
    expect(kept(t)).toMatchObject({
      activityId: 1,
      date: '2026-06-12',
      slotId: root.booking.selectedSlot?.id,
      rateId: root.booking.selectedRateId,
      tickets: { '21': 2 },
      step: 3,
      values,
      hold: { confirmationCode: 'UND-1001', holdToken: HOLD, receiptKey: RECEIPT },
      payment: null,
    });
    expect(kept(t)?.hold?.expiresAt).toBe(flow.reservations.reservation?.expiresAt);
    expect(readKeptBooking(t.storage, 'other')).toBeNull();
  });

  it('a reload with the hold still live adopts it: same step, selection, details and confirmation code, no new hold', async () => {
    const t = tab();
    const first = await onPaymentStep(t);
    const expiresAt = first.flow.reservations.reservation?.expiresAt;
    first.root.dispose();
    t.clock.skip(5 * 60_000);

    const again = await openWidget(t);
    const { root } = again;
    expect(root.ui.currentStep).toBe(3);
    expect(root.booking).toMatchObject({ activityId: 1, selectedDate: '2026-06-12' });
    expect(root.booking.countOf(21)).toBe(2);
    const flow = again.flow();
    expect(flow.checkout.values).toEqual(values);
    expect(flow.reservations.reservation).toMatchObject({
      confirmationCode: 'UND-1001',
      holdToken: HOLD,
      status: 'RESERVED',
    });
    // The widget's clock shows the hold's time left: 25 of its 30 minutes.
    expect(root.ui.sessionClock.holdExpiresAt).toBe(expiresAt);
    expect(root.ui.sessionClock.holdSecondsLeft).toBe((RESERVATION_HOLD_MINUTES - 5) * 60);
    expect(again.calls('/api/bokun/reserve')).toBe(0);
    // Paying reuses the adopted hold.
    expect(await flow.reservations.ensure()).toMatchObject({ confirmationCode: 'UND-1001' });
    expect(again.calls('/api/bokun/reserve')).toBe(0);
  });

  it('a reload after the hold expired restores selection and details on the contact step; Continue reserves anew', async () => {
    const t = tab();
    (await onPaymentStep(t)).root.dispose();
    t.clock.skip((RESERVATION_HOLD_MINUTES + 1) * 60_000);

    const again = await openWidget(t);
    const flow = again.flow();
    expect(again.root.ui.currentStep).toBe(2);
    expect(again.root.booking.countOf(21)).toBe(2);
    expect(flow.checkout.values).toEqual(values);
    expect(flow.reservations.reservation).toBeNull();
    expect(await flow.submitContact(values)).toBe(true);
    expect(again.calls('/api/bokun/reserve')).toBe(1);
    expect(again.root.ui.currentStep).toBe(3);
  });

  it('a reload on the contact step keeps what was typed there, not yet saved', async () => {
    const t = tab();
    const first = await openWidget(t);
    await first.root.activities.loadMonth(1, '2026-06');
    first.root.booking.setDate('2026-06-12');
    // As step 1's Continue does: the step first, steps 2–4 attached when they show.
    first.root.ui.goToStep(2);
    const flow = first.flow();
    const typed = { ...values, contact: { firstName: 'Anna', lastName: '', email: EMAIL, phoneNumber: '' } };
    flow.checkout.keepDraft(typed);
    expect(kept(t)).toMatchObject({ step: 2, values: null, draft: typed });
    first.root.dispose();

    const again = await openWidget(t);
    expect(again.root.ui.currentStep).toBe(2);
    expect(again.flow().checkout.initialValues.contact).toMatchObject({ firstName: 'Anna', email: EMAIL });
    // Typed is not given: nothing is saved for a reservation until the visitor continues.
    expect(again.flow().checkout.values).toBeNull();
  });

  it('a widget in another language (the host page switched it) restores the same booking', async () => {
    const t = tab();
    (await onPaymentStep(t)).root.dispose();
    const polish = await openWidget(t, { lang: 'pl' });
    expect(polish.root.ui.currentLanguage).toBe('pl');
    expect(polish.root.ui.currentStep).toBe(3);
    expect(polish.root.ui.activeTab?.activityId).toBe(1);
    expect(polish.flow().reservations.reservation?.confirmationCode).toBe('UND-1001');
  });

  it('is cleared after a success', async () => {
    const t = tab();
    const { root } = await onPaymentStep(t);
    root.ui.sessionClock.markPaid();
    expect(t.storage.getItem(KEY)).toBeNull();
  });

  it('is cleared when the visitor closes the widget (and the hold is released)', async () => {
    const t = tab();
    const widget = await onPaymentStep(t);
    widget.root.close();
    expect(t.storage.getItem(KEY)).toBeNull();
    await settled();
    expect(widget.calls('/api/bokun/remove-reservation/UND-1001')).toBe(1);
  });

  it('is cleared when the visitor cancels the payment', async () => {
    const t = tab();
    const { flow } = await onPaymentStep(t);
    await flow.payment.cancel();
    expect(t.storage.getItem(KEY)).toBeNull();
  });

  it('a payment under way is followed by booking-status after a reload, never started again', async () => {
    const t = tab();
    const first = await onPaymentStep(t);
    const stored = kept(t) as KeptBooking;
    const transaction = {
      transactionId: 'ta_1',
      title: 'TR-1',
      status: 'pending',
      amount: 200,
      currency: 'PLN',
      payer: { email: EMAIL, name: 'Anna Nowak' },
      transactionPaymentUrl: '',
      date: { creation: '2026-06-01 09:00:00', realization: null },
      payments: [],
    };
    first.root.dispose();
    t.storage.setItem(KEY, JSON.stringify({ ...stored, payment: { transaction, waitingFor: 'blik' } }));

    const again = await openWidget(t);
    const flow = again.flow();
    expect(again.root.ui.currentStep).toBe(3);
    expect(flow.payment).toMatchObject({ status: 'pending', waitingFor: 'blik' });
    expect(again.calls('/api/tpay/create-transaction')).toBe(0);
    expect(again.calls('/payment-initiate')).toBe(0);
    expect(again.calls('/api/booking-status?transaction_id=ta_1')).toBe(1);
    await settled();
    t.status.value = 'success';
    t.clock.advance(2_000);
    await settled();
    expect(flow.payment.status).toBe('success');
    expect(again.assigned).toEqual([expect.stringMatching(/\/megabilet\/success\?/)]);
    expect(t.storage.getItem(KEY)).toBeNull();
  });

  it('back from a failed transfer: the payment step with selection and details, the failure said, no hold left', async () => {
    const t = tab();
    const first = await onPaymentStep(t);
    const stored = kept(t) as KeptBooking;
    first.root.dispose();
    const transaction = {
      transactionId: 'ta_2',
      title: 'TR-2',
      status: 'pending',
      amount: 200,
      currency: 'PLN',
      payer: { email: EMAIL, name: 'Anna Nowak' },
      transactionPaymentUrl: 'https://tpay.test/pay/ta_2',
      date: { creation: '2026-06-01 09:00:00', realization: null },
      payments: [],
    };
    t.storage.setItem(KEY, JSON.stringify({ ...stored, payment: { transaction, waitingFor: 'redirect' } }));
    t.status.value = 'error';

    const again = await openWidget(t);
    await settled();
    const flow = again.flow();
    expect(again.root.ui.currentStep).toBe(3);
    expect(flow.payment).toMatchObject({ status: 'error', error: 'payment_not_completed' });
    expect(flow.reservations.reservation).toBeNull();
    expect(flow.checkout.values).toEqual(values);
    expect(again.root.booking.countOf(21)).toBe(2);
    expect(kept(t)).toMatchObject({ step: 3, hold: null, payment: null, values });
  });

  it('a transfer paid on the provider page (its success page shown) is not restored: a new booking starts', async () => {
    const t = tab();
    const first = await onPaymentStep(t);
    const stored = kept(t) as KeptBooking;
    first.root.dispose();
    const transaction = {
      transactionId: 'ta_3',
      title: 'TR-3',
      status: 'pending',
      amount: 200,
      currency: 'PLN',
      payer: { email: EMAIL, name: 'Anna Nowak' },
      transactionPaymentUrl: 'https://tpay.test/pay/ta_3',
      date: { creation: '2026-06-01 09:00:00', realization: null },
      payments: [],
    };
    t.storage.setItem(KEY, JSON.stringify({ ...stored, payment: { transaction, waitingFor: 'redirect' } }));
    t.status.value = 'success';

    const again = await openWidget(t);
    expect(again.root.ui.currentStep).toBe(1);
    expect(again.root.booking.selectedDate).toBeNull();
    expect(t.storage.getItem(KEY)).toBeNull();
  });

  it('never puts contact data in a URL: the return and success URLs carry none, the page URL is untouched', async () => {
    const t = tab();
    const before = window.location.href;
    const { flow } = await onPaymentStep(t);
    const context = flow.checkout.paymentContext(flow.reservations.reservation);
    const urls = [context.payerUrls.success, context.payerUrls.error];
    for (const url of urls) {
      expect(decodeURIComponent(url)).not.toContain(EMAIL);
      expect(decodeURIComponent(url)).not.toContain('Nowak');
    }
    expect(window.location.href).toBe(before);
    expect(t.storage.getItem(KEY)).toContain(EMAIL);
  });

  it('where the storage does not outlive the page, leaving with a booking under way asks first', async () => {
    const t = tab();
    const { listeners, root } = await openWidget(t, { storage: memoryStorage() });
    // A memory storage is what the widget falls back to where session storage is blocked.
    await root.activities.loadMonth(1, '2026-06');
    root.booking.setDate('2026-06-12');
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      listeners.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    root.ui.goToStep(2);
    expect(leave()).toBe(true);
    root.close();
    expect(leave()).toBe(false);
  });

  it('a kept selection no longer bookable as it was (its day gone) goes back to step 1, and its hold is released', async () => {
    const t = tab();
    (await onPaymentStep(t)).root.dispose();

    // The 12th is no longer offered (sold out since).
    const again = await openWidget(t, { days: ['2026-06-13'] });
    await settled();
    expect(again.root.ui.currentStep).toBe(1);
    expect(again.root.booking.selectedSlot?.id).not.toBe('31_20260612');
    expect(again.calls('/api/bokun/remove-reservation/UND-1001')).toBe(1);
    expect(again.flow().reservations.reservation).toBeNull();
    // The details typed stay for the next time the visitor reaches the contact step.
    expect(again.flow().checkout.values).toEqual(values);
  });

  it('a reload on step 1 keeps the day, time and tickets chosen, and the calendar opens on their month', async () => {
    const t = tab();
    const first = await openWidget(t);
    await first.root.activities.loadMonth(1, '2026-06');
    first.root.booking.setDate('2026-06-13');
    first.root.booking.setTicketCount(22, 1);
    first.root.dispose();

    const again = await openWidget(t);
    expect(again.root.ui.currentStep).toBe(1);
    expect(again.root.booking.selectedDate).toBe('2026-06-13');
    expect(again.root.booking.selectedSlot?.id).toBe('31_20260613');
    expect(again.root.booking.countOf(22)).toBe(1);
    expect(await again.root.calendar.open(1)).toBe('2026-06');
    expect(again.root.calendar.month).toBe('2026-06');
  });

  it('a kept booking of an activity the opened product does not show is left as it was, not dropped', async () => {
    const t = tab();
    const first = await onPaymentStep(t);
    const stored = kept(t) as KeptBooking;
    first.root.dispose();
    const other = JSON.stringify({ ...stored, activityId: 99 });
    t.storage.setItem(KEY, other);

    const again = await openWidget(t);
    expect(again.root.ui.currentStep).toBe(1);
    expect(again.root.booking.selectedDate).toBeNull();
    expect(t.storage.getItem(KEY)).toBe(other);
  });

  it('a kept booking this widget cannot read is ignored', () => {
    const storage = memoryStorage();
    for (const text of ['{', '{"version":2}', JSON.stringify({ version: 1, activityId: '1' })]) {
      storage.setItem(KEY, text);
      expect(readKeptBooking(storage, 'demo')).toBeNull();
    }
  });
});
