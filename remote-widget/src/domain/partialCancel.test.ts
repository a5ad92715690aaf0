import { partialCancelOf, providerName } from './partialCancel';

describe('partialCancelOf (§8 partial-cancel failure)', () => {
  it('names the provider and the booking-system status when the provider cancelled but the hold stayed', () => {
    expect(
      partialCancelOf('tpay', {
        providerCancelled: true,
        cleanup: { attempted: true, success: false, status: 'CONFIRMED' },
        releasedByWidget: false,
      }),
    ).toEqual({ provider: 'Tpay', providerCancelled: true, bookingStatus: 'CONFIRMED' });
  });

  it('says "not_released" when the booking system gave no status', () => {
    expect(
      partialCancelOf('tpay', {
        providerCancelled: true,
        cleanup: { attempted: true, success: false },
        releasedByWidget: false,
      })?.bookingStatus,
    ).toBe('not_released');
  });

  it('is no failure when the widget released the hold itself after the cleanup failed', () => {
    expect(
      partialCancelOf('tpay', {
        providerCancelled: true,
        cleanup: { attempted: true, success: false },
        releasedByWidget: true,
      }),
    ).toBeNull();
  });

  it('reports the other side too: the hold released but the provider did not cancel', () => {
    expect(
      partialCancelOf('tpay', { providerCancelled: false, cleanup: undefined, releasedByWidget: true }),
    ).toEqual({ provider: 'Tpay', providerCancelled: false, bookingStatus: 'released' });
  });

  it('is no failure when both sides cancelled', () => {
    expect(
      partialCancelOf('tpay', {
        providerCancelled: true,
        cleanup: { attempted: true, success: true },
        releasedByWidget: false,
      }),
    ).toBeNull();
  });

  it('names providers as visitors know them', () => {
    expect([providerName('tpay'), providerName('stripe_sandbox'), providerName('stripe_production')]).toEqual(
      ['Tpay', 'Stripe', 'Stripe'],
    );
  });
});
