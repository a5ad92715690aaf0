// What the simulated payer does with a BLIK code, chosen by the code's first three digits (tpay.md §5).
//
// Tpay publishes no list of sandbox test codes. `777…` (confirmed) and `111…` (refused at once) copy what a
// contract test saw on Tpay's sandbox. The other prefixes are this sandbox's own (assumed). They pick the
// attempt outcomes Tpay's mobile SDKs know. tpay-com/tpay-ios@da58180 decodes
// `payments.attempts[].paymentErrorCode` as 100 unknown, 101 payment declined (by the payer), 102 general BLIK
// error, 103 insufficient funds, 104 BLIK system timeout. tpay-com/tpay-android@bd9fd4c counts a BLIK
// transaction with such an attempt as failed.

/** How a BLIK attempt ends. `unconfirmed`: the payer never confirms and Tpay never says anything. */
export type BlikOutcome =
  'confirmed' | 'refused' | 'unconfirmed' | 'timeout' | 'declined' | 'bankError' | 'insufficientFunds';

/** The attempt error codes of Tpay's iOS SDK (`TransactionDTO.Payments.Attempt.AttemptError`). */
export const BLIK_ATTEMPT_ERROR = {
  unknown: '100',
  declined: '101',
  general: '102',
  insufficientFunds: '103',
  timeout: '104',
} as const;

const BY_PREFIX: Record<string, BlikOutcome> = {
  '777': 'confirmed',
  '555': 'unconfirmed',
  '104': 'timeout',
  '101': 'declined',
  '102': 'bankError',
  '103': 'insufficientFunds',
};

/** The outcome a code stands for; a code of no known prefix is refused at once, as `111…` was on Tpay's sandbox. */
export const blikOutcomeOf = (code: string): BlikOutcome => BY_PREFIX[code.slice(0, 3)] ?? 'refused';

/** The attempt error an outcome ends with; null for those that end with no attempt error. */
export function attemptErrorOf(outcome: BlikOutcome): string | null {
  switch (outcome) {
    case 'timeout':
      return BLIK_ATTEMPT_ERROR.timeout;
    case 'declined':
      return BLIK_ATTEMPT_ERROR.declined;
    case 'bankError':
      return BLIK_ATTEMPT_ERROR.general;
    case 'insufficientFunds':
      return BLIK_ATTEMPT_ERROR.insufficientFunds;
    default:
      return null;
  }
}

/**
 * When the attempt error shows, counted from the code's acceptance. A timeout comes once the code's window
 * has passed (the docs give 2 minutes). The payer's own answers (declined, a bank error) come after the
 * usual confirmation delay.
 */
export const attemptErrorDelay = (
  outcome: BlikOutcome,
  timing: { blikConfirmDelayMs: number; blikWindowMs: number },
): number => (outcome === 'timeout' ? timing.blikWindowMs : timing.blikConfirmDelayMs);
