import { LOCALIZED_PAGE_ROUTES, type Language, type PaymentStatus } from '@booking/shared-contracts';
import type { ReceiptAnswer } from './receipt';

/** §7 "GET /api/booking-status … Timeout 10 s". */
export const BOOKING_STATUS_TIMEOUT_MS = 10_000;
/** Pause between two status checks while the payment is still pending. */
export const BOOKING_STATUS_INTERVAL_MS = 2_000;
/** Checks before the page gives up waiting and shows the failure. */
export const BOOKING_STATUS_MAX_CHECKS = 30;
/**
 * Checks of a payer sent back through the provider's error URL before the page calls the payment not
 * completed: the failure's notification may still be on its way, a late success is not expected.
 */
export const ERROR_RETURN_MAX_CHECKS = 3;

/** Where the page goes for a status: success, error, or null to check again. */
export function outcomeOf(status: PaymentStatus | null): 'success' | 'error' | null {
  if (status === 'success') return 'success';
  if (status === 'error' || status === 'cancelled' || status === 'refunded') return 'error';
  return null;
}

/**
 * Where a receipt's answer leads after `checks` reads: the success page with the outcome, or null to read
 * again. An unknown receipt goes on to the success page, which says it cannot show a booking.
 */
export function receiptOutcomeOf(
  answer: ReceiptAnswer,
  checks: number,
  returnedWithError: boolean,
): 'success' | 'error' | 'unknown' | null {
  if (answer.kind === 'unknown') return 'unknown';
  const outcome = answer.kind === 'found' ? outcomeOf(answer.status) : null;
  if (outcome) return outcome;
  if (returnedWithError && checks >= ERROR_RETURN_MAX_CHECKS) return 'error';
  return checks >= BOOKING_STATUS_MAX_CHECKS ? 'error' : null;
}

/** The booking-status query of the page's own query (`session_id` or `transaction_id`), or null. */
export function statusQueryOf(search: string): string | null {
  const query = new URLSearchParams(search);
  for (const name of ['session_id', 'transaction_id']) {
    const value = query.get(name);
    if (value) return `${name}=${encodeURIComponent(value)}`;
  }
  return null;
}

/**
 * The success page of `lang` for an outcome, carrying the receipt key along (the success page reads the
 * booking with it) – never any other data of the booking.
 */
export function successTarget(
  outcome: 'success' | 'error' | 'unknown',
  lang: Language,
  search: string,
): string {
  const path = LOCALIZED_PAGE_ROUTES.find((route) => route.id === 'success' && route.lang === lang)?.path;
  const query = new URLSearchParams({ completed_via: 'external' });
  const receipt = new URLSearchParams(search).get('receipt');
  if (outcome === 'error') query.set('status', 'error');
  if (receipt) query.set('receipt', receipt);
  return `${path ?? '/megabilet/success'}?${query.toString()}`;
}
