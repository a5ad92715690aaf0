import { fakeApi } from '../testing/fakeApi';
import { CheckoutFlow } from './CheckoutFlow';
import type { CheckoutEvent, CheckoutHost } from './checkoutHost';
import { memoryStorage } from './deps';
import { RootStore } from './RootStore';
import { FakeClock, recordingSink } from './testDoubles';

/** A widget whose checkout reports to a recording host. */
function checkoutOver() {
  const events: CheckoutEvent[] = [];
  const host: CheckoutHost = { assign: () => undefined, emit: (event) => void events.push(event) };
  const root = new RootStore({
    api: fakeApi(),
    clock: new FakeClock(),
    storage: memoryStorage(),
    logSink: recordingSink(),
  });
  root.setCheckoutHost(host);
  const flow = root.attachCheckout((owner) => new CheckoutFlow(owner, owner.api, owner.host));
  return { root, flow, events };
}

describe('CheckoutFlow', () => {
  it('reports a payment failure rate above 0.1 as a critical entry and a widgetError event with a code', () => {
    const { root, events } = checkoutOver();
    for (let i = 0; i < 9; i += 1) root.diagnostics.completeFlow('payment');
    expect(events).toEqual([]);
    root.diagnostics.failFlow('payment', 'blik_refused');
    expect(events).toEqual([]);
    root.diagnostics.failFlow('payment', 'blik_refused');
    expect(events).toEqual([
      expect.objectContaining({
        action: 'widgetError',
        code: 'payment_failure_rate_critical',
        flow: 'payment',
      }),
    ]);
    expect(root.diagnostics.storedCriticalErrors.at(-1)?.message).toMatch(
      /Payment failure rate 0\.18 is above 0\.1/,
    );
  });

  it('is owned by the RootStore: attached once, reset when the widget closes', () => {
    const { root, flow } = checkoutOver();
    expect(root.checkout).toBe(flow);
    expect(
      root.attachCheckout(() => {
        throw new Error('built twice');
      }),
    ).toBe(flow);
    flow.checkout.saveValues({ contact: { email: 'anna@example.com' }, passengers: [], booking: {} });
    root.close();
    expect(flow.checkout.values).toBeNull();
  });
});
