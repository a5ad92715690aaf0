// Ids the widget and the BFF must build the same way: one function each, used on both sides.
import { BLIK_GROUP_ID, CARD_GROUP_ID } from './constants';
import { toMinorUnits } from './brands';
import type { PaymentMethodType } from './enums';

/** Injectable sources of time and randomness, so ids are reproducible in tests. */
export interface IdSources {
  /** Epoch ms. */
  now?: () => number;
  /** A number in [0, 1). */
  random?: () => number;
}

/** Characters of the random part: lower-case letters and digits, safe in URLs and sheet cells. */
export const SESSION_ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
export const SESSION_ID_RANDOM_LENGTH = 10;

/** `count` characters drawn from SESSION_ID_ALPHABET. */
export function randomChars(count: number, random: () => number = Math.random): string {
  let result = '';
  for (let i = 0; i < count; i += 1) {
    const index = Math.min(SESSION_ID_ALPHABET.length - 1, Math.floor(random() * SESSION_ID_ALPHABET.length));
    result += SESSION_ID_ALPHABET[index] ?? '';
  }
  return result;
}

/**
 * §7 "The session id is a prefix plus timestamp plus 10 random characters", joined with underscores:
 * `widget_1780000000000_abcdefghij`.
 */
export function createSessionId(prefix: string, sources: IdSources = {}): string {
  const now = sources.now ?? Date.now;
  return `${prefix}_${now()}_${randomChars(SESSION_ID_RANDOM_LENGTH, sources.random)}`;
}

/** The method type inside a payment key: what kind of payment, not which bank. */
export type PaymentKeyMethodType = Extract<PaymentMethodType, 'blik' | 'card' | 'bank_transfer'>;

/** The method type of a Tpay group id: BLIK 150, card 103 (or no group), any other group a bank transfer. */
export function methodTypeOf(groupId: number | undefined): PaymentKeyMethodType {
  if (groupId === BLIK_GROUP_ID) return 'blik';
  if (groupId === undefined || groupId === CARD_GROUP_ID) return 'card';
  return 'bank_transfer';
}

/** What a payment's idempotency key is built from (§7). */
export interface PaymentKeyParts {
  reservationCode: string;
  email: string;
  /** Major units; 200 and 200.00 give the same key. */
  amount: number;
  configId: string;
  methodType: string;
  /**
   * Which try of the reservation this is (1 when absent): a payment that failed or was cancelled leaves its
   * key behind, so the next try on the same hold needs a key of its own.
   */
  attempt?: number;
}

/** Longest key the contracts accept. */
export const PAYMENT_KEY_MAX_LENGTH = 255;

/** 32-bit FNV-1a as 8 hex digits: a stable short stand-in for an over-long part. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * §7 "The idempotency key for payments is built from reservation code, email, amount, config id and method
 * type": `UND-92677922|anna@example.com|200|demo|blik`. The same booking paid the same way gives the same
 * key, so a retry or a double click cannot create a second transaction. E-mail case and white space and the
 * method type's case do not change the key; an e-mail that would push the key past 255 characters is replaced
 * by its hash. A second or later try on the same hold ends in `|try{n}`. The widget sends the first try's key
 * and the BFF rebuilds it from the checked request with this same function, counting the tries itself.
 */
export function paymentIdempotencyKey(parts: PaymentKeyParts): string {
  // Minor units first, so float noise (0.1 + 0.2) cannot change the key.
  const amount = String(toMinorUnits(parts.amount, 'PLN') / 100);
  const email = parts.email.trim().toLowerCase().replace(/\s+/g, '');
  const attempt = parts.attempt !== undefined && parts.attempt > 1 ? [`try${parts.attempt}`] : [];
  const build = (mail: string) =>
    [
      parts.reservationCode,
      mail,
      amount,
      parts.configId,
      parts.methodType.trim().toLowerCase(),
      ...attempt,
    ].join('|');
  const key = build(email);
  return key.length <= PAYMENT_KEY_MAX_LENGTH ? key : build(`h${fnv1a(email)}`);
}
