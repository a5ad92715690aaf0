import type { ReceiptAnswer, ReceiptBooking } from './receipt';
import { receiptKeyOf } from './receipt';

/** What the success page shows for its query and what the BFF said of its receipt. */
export type SuccessView =
  | { kind: 'confirmed'; booking: ReceiptBooking }
  | { kind: 'pending' }
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'neutral' };

/** True while the payment of a receipt is not decided yet: the page asks again. */
export const receiptStillOpen = (answer: ReceiptAnswer | null): boolean =>
  answer?.kind === 'found' && (answer.status === 'pending' || answer.status === 'not_paid');

/**
 * §2 success page: only the BFF's answer for the payer's receipt key says a booking is confirmed – a URL's
 * own `data` never does, whatever it claims. A receipt of a failed payment (or `status=error`) is the
 * failure; an open payment is still being confirmed; an unknown or unreadable receipt, or no receipt at
 * all, is the neutral page.
 */
export function successViewOf(search: string, answer: ReceiptAnswer | null): SuccessView {
  const saysError = new URLSearchParams(search).get('status') === 'error';
  if (receiptKeyOf(search) === null) return saysError ? { kind: 'failed' } : { kind: 'neutral' };
  if (answer === null) return { kind: 'loading' };
  if (answer.kind === 'found') {
    if (answer.status === 'success' && answer.booking) return { kind: 'confirmed', booking: answer.booking };
    if (receiptStillOpen(answer)) return { kind: 'pending' };
    if (answer.status !== 'success') return { kind: 'failed' };
  }
  return saysError ? { kind: 'failed' } : { kind: 'neutral' };
}
