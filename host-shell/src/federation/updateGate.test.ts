import { UpdateGate } from './updateGate';

const cart = null;

describe('UpdateGate', () => {
  it('takes a new remote version at once while no payment is under way', () => {
    const apply = jest.fn();
    const gate = new UpdateGate(apply);
    gate.note({ action: 'stepChanged', step: 2, stepName: 'contact', cart });
    gate.newVersion();
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('"never in the middle of a payment": waits until the visitor leaves the payment steps', () => {
    const apply = jest.fn();
    const gate = new UpdateGate(apply);
    gate.note({ action: 'stepChanged', step: 3, stepName: 'payment', cart });
    gate.newVersion();
    gate.note({ action: 'stepChanged', step: 4, stepName: 'afterpayment', cart });
    expect(apply).not.toHaveBeenCalled();
    gate.note({ action: 'widgetClosed', paymentStatus: 'not_paid' });
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('does nothing without a new version', () => {
    const apply = jest.fn();
    const gate = new UpdateGate(apply);
    gate.note({ action: 'widgetClosed', paymentStatus: 'not_paid' });
    expect(apply).not.toHaveBeenCalled();
  });
});
