import { PAYMENT_STATUSES } from '@booking/shared-contracts';
import { eventOfBookingStatus, nextPaymentStatus } from './paymentStatus';

describe('nextPaymentStatus (§4 payment status)', () => {
  it('"Starting a payment sets pending"', () => {
    expect(nextPaymentStatus('not_paid', 'start')).toBe('pending');
  });

  it('"Success sets success", "Failure sets error"', () => {
    expect(nextPaymentStatus('pending', 'succeed')).toBe('success');
    expect(nextPaymentStatus('pending', 'fail')).toBe('error');
    expect(nextPaymentStatus('not_paid', 'fail')).toBe('error');
  });

  it('"Cancelling: if the status is pending or not_paid … the status becomes error"', () => {
    expect(nextPaymentStatus('pending', 'cancel')).toBe('error');
    expect(nextPaymentStatus('not_paid', 'cancel')).toBe('error');
    expect(nextPaymentStatus('success', 'cancel')).toBeNull();
  });

  it('marks a payment the provider cancelled as cancelled', () => {
    expect(nextPaymentStatus('pending', 'providerCancelled')).toBe('cancelled');
  });

  it('lets a failed or cancelled payment start again, never a successful one', () => {
    expect(nextPaymentStatus('error', 'start')).toBe('pending');
    expect(nextPaymentStatus('cancelled', 'start')).toBe('pending');
    expect(nextPaymentStatus('success', 'start')).toBeNull();
    expect(nextPaymentStatus('success', 'fail')).toBeNull();
  });

  it.each(PAYMENT_STATUSES)('"Reset returns to not_paid" from %s', (status) => {
    expect(nextPaymentStatus(status, 'reset')).toBe('not_paid');
  });
});

describe('eventOfBookingStatus', () => {
  it('keeps waiting while pending and ends the wait otherwise', () => {
    expect(eventOfBookingStatus('pending')).toBeNull();
    expect(eventOfBookingStatus('not_paid')).toBeNull();
    expect(eventOfBookingStatus('success')).toBe('succeed');
    expect(eventOfBookingStatus('error')).toBe('fail');
    expect(eventOfBookingStatus('cancelled')).toBe('providerCancelled');
  });
});
