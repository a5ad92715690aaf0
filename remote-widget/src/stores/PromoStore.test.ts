import { apiFailure, fakeApi, type FakeRoutes } from '../testing/fakeApi';
import { CheckoutFlow } from './CheckoutFlow';
import { catalogueActivity, catalogueSlot, storesOver } from './fakeCatalogue';

/** One adult at 100 PLN on activity 1, the promo store checking codes through a recording fake. */
async function promoOver(routes: FakeRoutes) {
  const { root } = storesOver({
    activities: { 1: catalogueActivity(1) },
    slots: { 1: [catalogueSlot('2026-06-12')] },
  });
  await root.activities.loadActivities([{ activityId: 1 }]);
  await root.activities.loadMonth(1, '2026-06');
  root.activities.selectActivity(1);
  root.booking.setDate('2026-06-12');
  const api = fakeApi(routes);
  const flow = root.attachCheckout((owner) => new CheckoutFlow(owner, api, owner.host));
  return { promo: flow.promo, booking: root.booking, api };
}

const priced = (total: number) => () => ({ success: true, data: { totalPrice: total } });

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
});
