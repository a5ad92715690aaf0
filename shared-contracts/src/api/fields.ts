import { number, object, string } from 'yup';
import { ALLOWED_BANK_GROUP_IDS, CARD_AMOUNT_MAX, CARD_AMOUNT_MIN } from '../domain/constants';
import {
  CONFIG_ID_PATTERN,
  isCalendarDate,
  CURRENCY_PATTERN,
  EMAIL_PATTERN,
  BLIK_CODE_PATTERN,
  CONFIRMATION_CODE_PATTERN,
  SESSION_ID_PATTERN,
} from './patterns';

export const configIdField = () =>
  string().matches(CONFIG_ID_PATTERN, 'configId must be 1-64 letters, digits, "_" or "-"');

/** A calendar date written YYYY-MM-DD. */
export const isoDateField = () =>
  string().test('calendar-date', '${path} must be a real calendar date (YYYY-MM-DD)', (value) =>
    value === undefined || value === null ? true : isCalendarDate(value),
  );

export const currencyField = () =>
  string().matches(CURRENCY_PATTERN, '${path} must be three upper-case letters');

/** §5: "text, @, text, dot, text". */
export const emailField = () => string().matches(EMAIL_PATTERN, '${path} must be an e-mail address');

/** An amount in major units (e.g. 12.5 PLN), never negative. */
export const amountField = () => number().min(0);

/** A payment amount: above 0 with at most two decimals. */
export const paymentAmountField = () =>
  number()
    .moreThan(0)
    .test('two-decimals', '${path} must have at most two decimals', (v) =>
      v === undefined || v === null ? true : Math.abs(Math.round(v * 100) - v * 100) < 1e-6,
    );

/** §3 card constraints: 0.01 to 999999.99. */
export const cardAmountField = () => paymentAmountField().min(CARD_AMOUNT_MIN).max(CARD_AMOUNT_MAX);

/** Money as Bokun writes it: `{ amount, currency }`. */
export const moneySchema = object({
  amount: number().required(),
  currency: currencyField().required(),
});

/** §5: BLIK code is exactly 6 digits. */
export const blikCodeField = () =>
  string().matches(BLIK_CODE_PATTERN, 'Invalid BLIK code. Please enter a 6-digit code.');

/** §5: a Polish-provider group id from the allowed list. */
export const bankGroupIdField = () =>
  number()
    .integer()
    .oneOf([...ALLOWED_BANK_GROUP_IDS], 'Invalid groupId');

/** Idempotency keys: 8-255 printable ASCII characters without spaces. */
export const idempotencyKeyField = () =>
  string().matches(/^[\x21-\x7E]{8,255}$/, '${path} must be 8-255 printable characters without spaces');

/**
 * The §7 payment key of a create-transaction body, sent by older widgets only: the server builds its own key
 * and reads from this one no more than the reservation code, when `hiddenDescription` is missing.
 */
export const legacyPaymentKeyField = () => idempotencyKeyField().optional();

/** A create-transaction body names its reservation: in `hiddenDescription`, or in an older widget's key. */
export const namesItsReservation = {
  name: 'names-its-reservation',
  message: 'hiddenDescription (the reservation code) is required',
  test: (value: { hiddenDescription?: string | undefined; idempotencyKey?: string | undefined }) =>
    Boolean(value.hiddenDescription?.trim() || value.idempotencyKey),
};

/**
 * The capability reserve hands to whoever made a hold: releasing, cancelling or recording a payment of that
 * hold needs it (ARCHITECTURE "A hold belongs to whoever made it"). URL-safe, unguessable.
 */
export const holdTokenField = () =>
  string().matches(/^[A-Za-z0-9_-]{32,128}$/, '${path} must be 32-128 URL-safe characters');

/**
 * What lets a payer read their own booking back (the success and payment-completion pages): 64 hex
 * characters, derived on the server from the hold's token, so only whoever made the hold holds it, and
 * knowing it changes nothing about the hold.
 */
export const receiptKeyField = () =>
  string().matches(/^[a-f0-9]{64}$/, '${path} must be 64 lowercase hex characters');

/** A Bokun confirmation code such as `UND-92677922`. */
export const confirmationCodeField = () =>
  string().matches(CONFIRMATION_CODE_PATTERN, '${path} must be 3-64 letters, digits or "-"');

/** Positive integer ids (activity, rate, start time, pricing category). */
export const idField = () => number().integer().positive();

/** A free text field with a generous upper bound so no request carries megabytes of text. */
export const textField = (max = 2000) => string().max(max);

/** An absolute http(s) URL of at most 2048 characters. */
export const urlField = () =>
  string()
    .max(2048)
    .matches(/^https?:\/\/[^\s/$.?#][^\s]*$/, '${path} must be an http(s) URL');

/** §7: a session id is a prefix plus a timestamp plus 10 random characters. */
export const sessionIdField = () => string().matches(SESSION_ID_PATTERN, '${path} must be a session id');

/** A provider transaction id (`ta_…`, a ULID, or a card-provider session id `cs_…`). */
export const transactionIdField = () =>
  string().matches(/^[A-Za-z0-9_-]{3,128}$/, '${path} must be a transaction id');
