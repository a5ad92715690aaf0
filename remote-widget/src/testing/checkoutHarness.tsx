import type { RenderResult } from '@testing-library/react';
import type { Language } from '@booking/shared-contracts';
import { CheckoutFlow } from '../checkout/CheckoutFlow';
import type { CheckoutEvent, CheckoutHost } from '../stores/checkoutHost';
import { StoreProvider } from '../stores/context';
import { catalogueActivity, catalogueSlot, storesOver } from './fakeCatalogue';
import { fakeApi, type FakeRoutes } from './fakeApi';
import { renderWithIntl } from './renderWithIntl';

/** The hold every fake reservation answers with. */
export const HELD = { confirmationCode: 'UND-1000', bookingId: 1, holdToken: 'h'.repeat(40) };

/** A filled contact step, as the payment step expects it. */
export const ANNA = {
  contact: { firstName: 'Anna', lastName: 'Nowak', email: 'anna@example.com', phoneNumber: '+48500100200' },
  passengers: [],
  booking: {},
};

/**
 * A widget with one adult booked on activity 1 at 10:00 on 2026-06-12, its checkout over a recording fake of
 * the checkout calls (reserve, methods, transactions) and a recording host.
 */
export async function checkoutHarness(routes: FakeRoutes = {}) {
  const stores = storesOver({
    activities: { 1: catalogueActivity(1) },
    slots: { 1: [catalogueSlot('2026-06-12')] },
  });
  const { root } = stores;
  await root.activities.loadActivities([{ activityId: 1 }]);
  await root.activities.loadMonth(1, '2026-06');
  root.activities.selectActivity(1);
  root.booking.setDate('2026-06-12');
  const api = fakeApi({
    bokunReserve: () => ({ success: true, data: HELD }),
    bokunRemoveReservation: () => ({ success: true }),
    bookingCleanup: () => ({ success: true }),
    tpayPaymentMethods: () => ({ success: true, data: [] }),
    ...routes,
  });
  const events: CheckoutEvent[] = [];
  const assigned: string[] = [];
  const host: CheckoutHost = {
    assign: (url) => void assigned.push(url),
    emit: (event) => void events.push(event),
  };
  root.setCheckoutHost(host);
  const flow = root.attachCheckout((owner) => new CheckoutFlow(owner, api, owner.host));
  flow.checkout.saveValues(ANNA);
  const render = (ui: React.ReactElement, lang: Language = 'en'): RenderResult =>
    renderWithIntl(<StoreProvider value={root}>{ui}</StoreProvider>, lang);
  return { ...stores, flow, api, events, assigned, render };
}
