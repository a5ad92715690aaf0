import type { ReservationData } from '@booking/shared-contracts';
import { apiFailure, fakeApi, type FakeRoutes } from '../testing/fakeApi';
import { CheckoutFlow } from './CheckoutFlow';
import { catalogueActivity, catalogueSlot, storesOver } from '../testing/fakeCatalogue';
import { PROMO_RECHECK_DELAY_MS } from './PromoStore';

/** One adult at 100 PLN on activity 1, the promo store checking codes through a recording fake. */
async function promoOver(routes: FakeRoutes) {
  const { root, clock } = storesOver({
    activities: { 1: catalogueActivity(1) },
    slots: { 1: [catalogueSlot('2026-06-12')] },
  });
  await root.activities.loadActivities([{ activityId: 1 }]);
  await root.activities.loadMonth(1, '2026-06');
  root.activities.selectActivity(1);
  root.booking.setDate('2026-06-12');
  const api = fakeApi(routes);
  const flow = root.attachCheckout((owner) => new CheckoutFlow(owner, api, owner.host));
  return { promo: flow.promo, booking: root.booking, checkout: flow.checkout, api, clock };
}

const priced = (total: number) => () => ({ success: true, data: { totalPrice: total } });

/** The passengers of a priced reservation body. */
const passengersOf = (body: unknown) =>
  (body as { reservationData: ReservationData }).reservationData.directBooking.activityBookings[0]?.passengers
    .length ?? 0;

/** WELCOME10 as the sandbox prices it: 10% off 100 PLN an adult, whatever the number of adults. */
const tenPercentOff = (input: { body?: unknown }) => ({
  success: true,
  data: { totalPrice: 90 * passengersOf(input.body), promoCodeApplied: true },
});

/** Lets the answers of the fake API arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('PromoStore', () => {
  it('a code that lowers the total becomes the booking total, the old total kept for the summary', async () => {
    const { promo, booking, api } = await promoOver({ bokunValidatePromoCode: priced(90) });
    promo.setInput(' welcome10 ');
    expect(promo.input).toBe('WELCOME10');
    await expect(promo.apply()).resolves.toBe(true);
    expect(booking.totalPrice).toBe(90);
    expect(booking.oldTotalPrice).toBe(100);
    expect(promo.applied).toBe('WELCOME10');
    expect(promo.input).toBe('');
    expect(api.callsTo('bokunValidatePromoCode')[0]?.input.body).toMatchObject({
      reservationData: { promoCode: 'WELCOME10' },
    });
  });

  it('an unknown code (the total does not drop) is explained and changes nothing', async () => {
    const { promo, booking } = await promoOver({ bokunValidatePromoCode: priced(100) });
    promo.setInput('NOPE');
    await expect(promo.apply()).resolves.toBe(false);
    expect(promo.error).toBe('unknown');
    expect(booking.totalPrice).toBe(100);
    expect(promo.applied).toBe('');
  });

  it('"Promo code … failures return false": a failed check says so and keeps the total', async () => {
    const { promo, booking } = await promoOver({
      bokunValidatePromoCode: () => {
        throw apiFailure('upstream_error', 502);
      },
    });
    promo.setInput('WELCOME10');
    await expect(promo.apply()).resolves.toBe(false);
    expect(promo).toMatchObject({ error: 'failed', isChecking: false });
    expect(booking.totalPrice).toBe(100);
  });

  it('asks for a code before calling the BFF when the field is empty', async () => {
    const { promo, api } = await promoOver({ bokunValidatePromoCode: priced(90) });
    await expect(promo.apply()).resolves.toBe(false);
    expect(promo.error).toBe('empty');
    expect(api.calls).toEqual([]);
  });

  it('removing the code restores the basket total', async () => {
    const { promo, booking } = await promoOver({ bokunValidatePromoCode: priced(90) });
    promo.setInput('WELCOME10');
    await promo.apply();
    promo.remove();
    expect(booking.totalPrice).toBe(100);
    expect(booking.oldTotalPrice).toBeNull();
    expect(promo.applied).toBe('');
  });

  it('a change of tickets prices the applied code again, and the discount follows the new selection', async () => {
    const { promo, booking, api, clock } = await promoOver({ bokunValidatePromoCode: tenPercentOff });
    promo.setInput('WELCOME10');
    await promo.apply();
    booking.incrementTicket(21);
    // Until the code is priced for two adults, the total is the basket's: never one adult's discount.
    expect(booking).toMatchObject({ totalPrice: 200, oldTotalPrice: null, promoCode: 'WELCOME10' });
    expect(promo.notice).toEqual({ kind: 'checking', code: 'WELCOME10' });
    clock.advance(PROMO_RECHECK_DELAY_MS);
    await settle();
    expect(booking).toMatchObject({ totalPrice: 180, oldTotalPrice: 200, promoCode: 'WELCOME10' });
    expect(promo.notice).toBeNull();
    expect(api.callsTo('bokunValidatePromoCode').map((call) => passengersOf(call.input.body))).toEqual([
      1, 2,
    ]);
  });

  it('the reservation carries the code only while its total is current, so the amount sent is the total shown', async () => {
    const { promo, booking, checkout, clock } = await promoOver({ bokunValidatePromoCode: tenPercentOff });
    promo.setInput('WELCOME10');
    await promo.apply();
    booking.incrementTicket(21);
    const stale = checkout.reservationBody();
    expect(stale.ok && stale.data).toMatchObject({ amount: 200 });
    expect(stale.ok && 'promoCode' in stale.data).toBe(false);
    clock.advance(PROMO_RECHECK_DELAY_MS);
    await settle();
    const current = checkout.reservationBody();
    expect(current.ok && current.data).toMatchObject({ amount: 180, promoCode: 'WELCOME10' });
  });

  it('a code that no longer lowers the total of the changed booking is removed with a notice', async () => {
    const { promo, booking, clock } = await promoOver({
      bokunValidatePromoCode: (_input, nth) =>
        nth === 0 ? priced(90)() : { success: true, data: { totalPrice: 200, promoCodeApplied: false } },
    });
    promo.setInput('WELCOME10');
    await promo.apply();
    booking.incrementTicket(21);
    clock.advance(PROMO_RECHECK_DELAY_MS);
    await settle();
    expect(booking).toMatchObject({ totalPrice: 200, oldTotalPrice: null, promoCode: '' });
    expect(promo.notice).toEqual({ kind: 'removed', code: 'WELCOME10' });
  });

  it('a code that cannot be priced again is removed with a notice saying it was not checked', async () => {
    const { promo, booking, clock } = await promoOver({
      bokunValidatePromoCode: (_input, nth) => {
        if (nth > 0) throw apiFailure('upstream_error', 502);
        return priced(90)();
      },
    });
    promo.setInput('WELCOME10');
    await promo.apply();
    booking.incrementTicket(21);
    clock.advance(PROMO_RECHECK_DELAY_MS);
    await settle();
    expect(booking).toMatchObject({ totalPrice: 200, promoCode: '' });
    expect(promo.notice).toEqual({ kind: 'unchecked', code: 'WELCOME10' });
  });

  it('a run of changes is priced once, for the selection it ends on', async () => {
    const { promo, booking, api, clock } = await promoOver({ bokunValidatePromoCode: tenPercentOff });
    promo.setInput('WELCOME10');
    await promo.apply();
    booking.incrementTicket(21);
    clock.advance(PROMO_RECHECK_DELAY_MS - 1);
    booking.incrementTicket(21);
    clock.advance(PROMO_RECHECK_DELAY_MS);
    await settle();
    expect(api.callsTo('bokunValidatePromoCode').map((call) => passengersOf(call.input.body))).toEqual([
      1, 3,
    ]);
    expect(booking).toMatchObject({ totalPrice: 270, oldTotalPrice: 300 });
  });

  it('an answer for a selection the visitor has changed since is dropped; the newer selection is priced', async () => {
    /** Releases the held answers of the re-checks, in call order. */
    const answers: (() => void)[] = [];
    const { promo, booking, clock } = await promoOver({
      bokunValidatePromoCode: (input, nth) =>
        nth === 0
          ? tenPercentOff(input)
          : new Promise((resolve) => answers.push(() => resolve(tenPercentOff(input)))),
    });
    promo.setInput('WELCOME10');
    await promo.apply();
    booking.incrementTicket(21);
    clock.advance(PROMO_RECHECK_DELAY_MS);
    booking.incrementTicket(21);
    answers[0]?.();
    await settle();
    // Two adults' price is not three adults' total.
    expect(booking).toMatchObject({ totalPrice: 300, oldTotalPrice: null });
    clock.advance(PROMO_RECHECK_DELAY_MS);
    answers[1]?.();
    await settle();
    expect(booking).toMatchObject({ totalPrice: 270, oldTotalPrice: 300 });
  });
});
