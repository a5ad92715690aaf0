import type { PaymentStatus } from '@booking/shared-contracts';

/** What happens to a payment. */
export type PaymentEvent = 'start' | 'succeed' | 'fail' | 'cancel' | 'providerCancelled' | 'reset';

const TRANSITIONS: Readonly<Record<PaymentStatus, Partial<Record<PaymentEvent, PaymentStatus>>>> = {
  not_paid: { start: 'pending', fail: 'error', cancel: 'error' },
  pending: { succeed: 'success', fail: 'error', cancel: 'error', providerCancelled: 'cancelled' },
  error: { start: 'pending' },
  cancelled: { start: 'pending' },
  success: {},
  refunded: {},
};

/**
 * §4 payment status: "Starting a payment sets pending. Success sets success … Failure sets error. Reset
 * returns to not_paid." "Cancelling: if the status is pending or not_paid … the status becomes error"; a
 * payment the provider reports cancelled becomes cancelled. A failed or cancelled payment may start again
 * (the visitor tries once more). Answers null when the event does not apply to the status.
 */
export function nextPaymentStatus(status: PaymentStatus, event: PaymentEvent): PaymentStatus | null {
  if (event === 'reset') return 'not_paid';
  return TRANSITIONS[status][event] ?? null;
}

/** True while the visitor waits for the provider. */
export function isPaymentInProgress(status: PaymentStatus): boolean {
  return status === 'pending';
}

/** The §4 status of a booking-status answer: pending keeps polling, the rest ends the wait. */
export function eventOfBookingStatus(status: PaymentStatus): PaymentEvent | null {
  switch (status) {
    case 'success':
      return 'succeed';
    case 'error':
    case 'refunded':
      return 'fail';
    case 'cancelled':
      return 'providerCancelled';
    default:
      return null;
  }
}
