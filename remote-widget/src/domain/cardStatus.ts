import type { PaymentStatus } from '@booking/shared-contracts';

/** The payment statuses a card-provider status maps to. */
export type CardPaymentOutcome = Extract<PaymentStatus, 'success' | 'pending' | 'error'>;

const OUTCOMES: ReadonlyMap<string, CardPaymentOutcome> = new Map([
  ['paid', 'success'],
  ['confirmed', 'success'],
  ['pending', 'pending'],
  ['processing', 'pending'],
  ['failed', 'error'],
  ['cancelled', 'error'],
]);

/**
 * §4 card provider status mapping: paid or confirmed gives success; pending or processing gives pending;
 * failed or cancelled gives error; unknown gives pending (so an unrecognised answer is polled again rather
 * than reported as a failure).
 */
export function mapCardStatus(status: string | null | undefined): CardPaymentOutcome {
  return OUTCOMES.get((status ?? '').trim().toLowerCase()) ?? 'pending';
}
