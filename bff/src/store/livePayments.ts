/** The partial unique index that allows one live (initiated or pending) payment per reservation. */
export const LIVE_PAYMENT_INDEX = 'payments_live_reservation_idx';

/**
 * True when a write failed because the reservation already has a live payment: PostgreSQL's unique
 * violation (23505) on LIVE_PAYMENT_INDEX, as `pg` and PGlite report it.
 */
export function isLivePaymentConflict(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint, message } = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (code !== '23505') return false;
  return (
    constraint === LIVE_PAYMENT_INDEX || (typeof message === 'string' && message.includes(LIVE_PAYMENT_INDEX))
  );
}
