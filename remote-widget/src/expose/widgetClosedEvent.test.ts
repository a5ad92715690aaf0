import type { BookingWidgetEvent } from '@booking/shared-contracts';
import { fakeApi } from '../testing/fakeApi';
import { CheckoutFlow } from '../checkout/CheckoutFlow';
import { memoryStorage } from '../infra/deps';
import { RootStore } from '../stores/RootStore';
import { FakeClock, recordingSink } from '../testing/testDoubles';
import { safeEmit, watchWidgetClosed } from './widgetClosedEvent';

function widgetOver() {
  const root = new RootStore({
    api: fakeApi(),
    clock: new FakeClock(),
    storage: memoryStorage(),
    logSink: recordingSink(),
  });
  const events: BookingWidgetEvent[] = [];
  const stop = watchWidgetClosed(root, (event) => void events.push(event));
  return { root, events, stop };
}

describe('watchWidgetClosed', () => {
  it('sends widgetClosed with the payment status when the widget closes, and nothing when it opens', () => {
    const { root, events } = widgetOver();
    root.ui.open();
    expect(events).toEqual([]);
    root.close();
    expect(events).toEqual([{ action: 'widgetClosed', paymentStatus: 'not_paid' }]);
  });

  it('reports the status the payment had before the close reset it', () => {
    const { root, events } = widgetOver();
    const flow = root.attachCheckout((owner) => new CheckoutFlow(owner, owner.api, owner.host));
    root.ui.open();
    flow.payment.status = 'error';
    root.close();
    expect(events).toEqual([{ action: 'widgetClosed', paymentStatus: 'error' }]);
    expect(flow.payment.status).toBe('not_paid');
  });

  it('stops after its disposer runs', () => {
    const { root, events, stop } = widgetOver();
    root.ui.open();
    stop();
    root.close();
    expect(events).toEqual([]);
  });
});

describe('safeEmit', () => {
  it('never lets a failing host listener throw across the boundary', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const emit = safeEmit(() => {
      throw new Error('host bug');
    });
    expect(() => emit({ action: 'widgetClosed', paymentStatus: 'not_paid' })).not.toThrow();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
