import { LOCALIZED_PAGE_ROUTES, type Language, type PaymentStatus } from '@booking/shared-contracts';

/** §7 "GET /api/booking-status … Timeout 10 s". */
export const BOOKING_STATUS_TIMEOUT_MS = 10_000;
/** Pause between two status checks while the payment is still pending. */
export const BOOKING_STATUS_INTERVAL_MS = 2_000;
/** Checks before the page gives up waiting and shows the failure. */
export const BOOKING_STATUS_MAX_CHECKS = 30;

/** Where the page goes for a status: success, error, or null to check again. */
export function outcomeOf(status: PaymentStatus | null): 'success' | 'error' | null {
  if (status === 'success') return 'success';
  if (status === 'error' || status === 'cancelled' || status === 'refunded') return 'error';
  return null;
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

/** The success page of `lang` for an outcome, carrying the booking's `data` along when it came with it. */
export function successTarget(outcome: 'success' | 'error', lang: Language, search: string): string {
  const path = LOCALIZED_PAGE_ROUTES.find((route) => route.id === 'success' && route.lang === lang)?.path;
  const query = new URLSearchParams({ completed_via: 'external' });
  const data = new URLSearchParams(search).get('data');
  if (outcome === 'error') query.set('status', 'error');
  if (data) query.set('data', data);
  return `${path ?? '/megabilet/success'}?${query.toString()}`;
}
