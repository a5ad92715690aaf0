import { createHash, timingSafeEqual } from 'node:crypto';
import type { PaymentStatus } from '@booking/shared-contracts';
import type { createJwsVerifier } from './jws';
import {
  formatSignedAmount,
  NOTIFICATION_ACK,
  NOTIFICATION_CHARGEBACK,
  NOTIFICATION_PAID,
  NOTIFICATION_REQUIRED_FIELDS,
} from './vendor';
import { ProviderError } from '../providerError';

/** A basic payment notification (tpay.md §7.1), field by field. */
export interface TpayNotification {
  merchantId: string;
  /** Transaction title or id (UNCONFIRMED which); match both. */
  trId: string;
  trDate: string;
  /** Our own reference: the `hiddenDescription` sent at creation. */
  trCrc: string;
  trAmount: string;
  trPaid: string;
  trDesc: string;
  trStatus: string;
  trError: string;
  trEmail: string;
  trCurrency: string | undefined;
  trChannel: string | undefined;
  md5sum: string;
  testMode: boolean;
}

/** Exactly this text, alone, acknowledges a notification; anything else makes Tpay send it again. */
export const TPAY_NOTIFICATION_ANSWER = NOTIFICATION_ACK;

/** Reads the form-encoded body; a missing required field is a Tpay `invalid_notification` ProviderError naming it. */
export function parseTpayNotification(body: string | Buffer | URLSearchParams): TpayNotification {
  const form =
    body instanceof URLSearchParams
      ? body
      : new URLSearchParams(Buffer.isBuffer(body) ? body.toString('utf8') : body);
  const missing = NOTIFICATION_REQUIRED_FIELDS.filter((name) => !form.has(name));
  if (missing.length > 0)
    throw new ProviderError('tpay', 'invalid_notification', `Notification lacks ${missing.join(', ')}`);
  const get = (name: string) => form.get(name) ?? '';
  const optional = (name: string) => form.get(name) ?? undefined;
  return {
    merchantId: get('id'),
    trId: get('tr_id'),
    trDate: get('tr_date'),
    trCrc: get('tr_crc'),
    trAmount: get('tr_amount'),
    trPaid: get('tr_paid'),
    trDesc: get('tr_desc'),
    trStatus: get('tr_status'),
    trError: get('tr_error'),
    trEmail: get('tr_email'),
    trCurrency: optional('tr_currency'),
    trChannel: optional('tr_channel'),
    md5sum: get('md5sum'),
    testMode: get('test_mode') === '1',
  };
}

/** `md5(id + tr_id + tr_amount + tr_crc + securityCode)`, the amount with two decimals (tpay.md §7.2). */
export function notificationMd5(
  n: Pick<TpayNotification, 'merchantId' | 'trId' | 'trAmount' | 'trCrc'>,
  securityCode: string,
): string {
  return createHash('md5')
    .update(n.merchantId + n.trId + formatSignedAmount(n.trAmount) + n.trCrc + securityCode)
    .digest('hex');
}

/** Compares the md5sum in constant time. */
export function md5Matches(n: TpayNotification, securityCode: string): boolean {
  const expected = Buffer.from(notificationMd5(n, securityCode));
  const given = Buffer.from(n.md5sum.toLowerCase());
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** §4 status a notification reports: TRUE/PAID paid, CHARGEBACK refunded, anything else a failure. */
export function notificationPaymentStatus(trStatus: string): PaymentStatus {
  const status = trStatus.toUpperCase();
  if ((NOTIFICATION_PAID as readonly string[]).includes(status)) return 'success';
  if (status === NOTIFICATION_CHARGEBACK) return 'refunded';
  return 'error';
}

export interface VerifyNotificationInput {
  /** The body exactly as received; the JWS covers these bytes. */
  rawBody: string | Buffer;
  /** The `X-JWS-Signature` header, if any. */
  jwsHeader: string | undefined;
  securityCode: string;
  /** When given, the JWS is mandatory and checked; otherwise only the md5sum is. */
  verifyJws?: ReturnType<typeof createJwsVerifier>;
}

/** Parses and verifies a notification; throws `a Tpay `invalid_notification` ProviderError for anything that must not get `TRUE`. */
export async function verifyTpayNotification(input: VerifyNotificationInput): Promise<TpayNotification> {
  if (input.verifyJws) await input.verifyJws(input.jwsHeader, input.rawBody);
  const notification = parseTpayNotification(input.rawBody);
  if (!md5Matches(notification, input.securityCode))
    throw new ProviderError('tpay', 'invalid_notification', 'Notification md5sum does not match');
  return notification;
}
