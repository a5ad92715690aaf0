import { fakeApi } from '../testing/fakeApi';
import { CheckoutFlow } from './CheckoutFlow';
import type { CheckoutEvent, CheckoutHost } from '../stores/checkoutHost';
import { memoryStorage } from '../infra/deps';
import { RootStore } from '../stores/RootStore';
import { FakeClock, recordingSink } from '../testing/testDoubles';

/** A widget whose checkout reports to a recording host. */
function checkoutOver() {
  const events: CheckoutEvent[] = [];
  const host: CheckoutHost = { assign: () => undefined, emit: (event) => void events.push(event) };
  const sink = recordingSink();
  const root = new RootStore({
    api: fakeApi(),
    clock: new FakeClock(),
    storage: memoryStorage(),
    logSink: sink,
  });
  root.setCheckoutHost(host);
  const flow = root.attachCheckout((owner) => new CheckoutFlow(owner, owner.api, owner.host));
  return { root, flow, events, sink };
}

describe('CheckoutFlow', () => {
  it('sends no host event for a failure rate: one refused payment is no alert at all', () => {
    const { root, events, sink } = checkoutOver();
    root.diagnostics.failFlow('payment', 'blik_refused: fail');
    expect(root.diagnostics.paymentFailureRate).toBe(1);
    expect(events).toEqual([]);
    expect(sink.lines.filter((line) => String(line.args[0]).startsWith('Payment failure rate'))).toEqual([]);
  });

  it("reports a failure rate above 0.1 over 10 or more attempts as the operator's warning and a critical entry, never as a host event", () => {
    const { root, events, sink } = checkoutOver();
    for (let i = 0; i < 9; i += 1) root.diagnostics.completeFlow('payment');
    root.diagnostics.failFlow('payment', 'blik_refused');
    root.diagnostics.failFlow('payment', 'blik_refused');
    expect(events).toEqual([]);
    expect(root.diagnostics.storedCriticalErrors.at(-1)?.message).toMatch(
      /Payment failure rate 0\.18 is above 0\.1 after 11 attempts/,
    );
    const alert = sink.lines.filter((line) => String(line.args[0]).startsWith('Payment failure rate'));
    expect(alert.map((line) => line.level)).toEqual(['warn']);
    expect(sink.lines.filter((line) => line.level === 'error')).toEqual([]);
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
