// The §4–§5 payment rules the server enforces, as plain functions.
import {
  ALLOWED_BANK_GROUP_IDS,
  BLIK_CODE_PATTERN,
  CARD_AMOUNT_MAX,
  CARD_AMOUNT_MIN,
  CURRENCY_PATTERN,
  EMAIL_PATTERN,
  PAYMENT_CURRENCY_FALLBACK,
} from '@booking/shared-contracts';
import {
  invalidBlikCode,
  invalidGroupId,
  invalidTransactionAmount,
  missingContactInformation,
} from '../../errors';

/** §5: three upper-case letters, otherwise PLN in the payment flow. */
export const paymentCurrency = (currency: string | undefined | null): string =>
  currency && CURRENCY_PATTERN.test(currency) ? currency : PAYMENT_CURRENCY_FALLBACK;

/** §5: exactly 6 digits. */
export function assertBlikCode(code: string): void {
  if (!BLIK_CODE_PATTERN.test(code)) throw invalidBlikCode();
}

/** §5: only the allowed bank group ids, and a number (a bank transfer's group id must be numeric). */
export function assertGroupId(groupId: unknown): number {
  const id = typeof groupId === 'string' && /^\d+$/.test(groupId) ? Number(groupId) : groupId;
  if (typeof id !== 'number' || !(ALLOWED_BANK_GROUP_IDS as readonly number[]).includes(id)) {
    throw invalidGroupId();
  }
  return id;
}

/** §3 card bounds 0.01 to 999999.99 and §5 "a total amount above 0". */
export function assertPaymentAmount(amount: number): void {
  if (!Number.isFinite(amount) || amount <= 0 || amount < CARD_AMOUNT_MIN || amount > CARD_AMOUNT_MAX) {
    throw invalidTransactionAmount();
  }
}

/**
 * §5 "email, first name, last name": a non-empty name, and an e-mail of the simple pattern when one is given.
 * Whether one may be left out depends on the activity (`assertEmailOptional`).
 */
export function assertPayer(payer: { email?: string | undefined; name: string }): void {
  const email = payer.email?.trim();
  if ((email !== undefined && !EMAIL_PATTERN.test(email)) || payer.name.trim() === '') {
    throw missingContactInformation();
  }
}

/** The §7 key and its method type come from the contracts, so the widget and the server build one key. */
export { methodTypeOf, paymentIdempotencyKey } from '@booking/shared-contracts';

/** The reservation a payment is for: `hiddenDescription`, else the first part of an older widget's §7 key. */
export function reservationCodeOf(input: {
  hiddenDescription?: string | undefined;
  idempotencyKey?: string | undefined;
}) {
  const fromDescription = input.hiddenDescription?.trim();
  if (fromDescription) return fromDescription;
  return input.idempotencyKey?.split('|')[0]?.trim() ?? '';
}
