// Every Tpay wire detail in one place: paths, formats and the behaviours tpay.md marks UNCONFIRMED. When
// the live API proves one of these wrong, this file is the only one to change.
import { BLIK_GROUP_ID } from '@booking/shared-contracts';

/** Production Open API; used when a config sets no `{CONFIGID}_TPAY_API_URL` (tpay.md §1). */
export const TPAY_PRODUCTION_API_URL = 'https://api.tpay.com';

/** Endpoint paths relative to the API base URL (tpay.md §2–§6). */
export const TPAY_PATHS = {
  token: '/oauth/auth',
  transactions: '/transactions',
  transaction: (id: string) => `/transactions/${encodeURIComponent(id)}`,
  pay: (id: string) => `/transactions/${encodeURIComponent(id)}/pay`,
  cancel: (id: string) => `/transactions/${encodeURIComponent(id)}/cancel`,
  bankGroups: '/transactions/bank-groups',
  channels: '/transactions/channels',
} as const;

/**
 * The docs send the token request form-encoded with `client_id` and `client_secret`; the SDK sends JSON
 * with `scope: "read"` (tpay.md §2). The documented form is used.
 */
export function tokenRequestBody(clientId: string, clientSecret: string): URLSearchParams {
  return new URLSearchParams({ client_id: clientId, client_secret: clientSecret });
}

/** UNCONFIRMED lifetime (tpay.md §2): the SDK fixtures say 7200 s; used when `expires_in` is missing. */
export const DEFAULT_TOKEN_LIFETIME_S = 7200;

/** A token is renewed this long before it expires, so no call goes out with one about to lapse. */
export const TOKEN_REFRESH_MARGIN_MS = 5 * 60_000;

/** Sandbox test convention for BLIK (tpay.md §5, observed): codes starting 777 succeed, 111 fail. */
export const BLIK_FAILED_ERROR_CODE = 'payment_failed';

/**
 * Transaction `status` values seen (tpay.md §4); Tpay's full list is UNCONFIRMED. `paid` is read as paid
 * because one client checks for it.
 */
export const TPAY_PAID_STATUSES = ['correct', 'paid'] as const;
export const TPAY_CANCELLED_STATUSES = ['canceled', 'cancelled'] as const;
export const TPAY_REFUNDED_STATUSES = ['refund'] as const;
/**
 * Transaction statuses of a failed payment: `error` in Tpay's iOS SDK (tpay-com/tpay-ios@da58180
 * TransactionDTO+TransactionStatus.swift), `declined` in its Android SDK (tpay-com/tpay-android@bd9fd4c
 * TransactionState.kt). Neither was seen from the API itself.
 */
export const TPAY_FAILED_STATUSES = ['error', 'declined'] as const;
/**
 * `payments.status` of a refused payment attempt while the transaction stays pending: `declined` is the
 * value Tpay's iOS SDK decodes (TransactionDTO+Payments+Status.swift); the others are older guesses kept so
 * the client survives either answer.
 */
export const TPAY_DECLINED_PAYMENT_STATUSES = ['declined', 'failed', 'error', 'rejected'] as const;
/**
 * `payments.attempts[].paymentErrorCode` of Tpay's iOS SDK (TransactionDTO+Payments+Attempts+AttemptError.swift):
 * 100 unknown BLIK error, 101 declined by the payer, 102 general BLIK error, 103 insufficient funds, 104 BLIK
 * system timeout – the code was never confirmed in the banking app in time.
 */
export const BLIK_ATTEMPT_TIMEOUT = '104';

/** Notification `tr_status` values (tpay.md §7.1): TRUE and PAID mean paid, CHARGEBACK a refund. */
export const NOTIFICATION_PAID = ['TRUE', 'PAID'] as const;
export const NOTIFICATION_CHARGEBACK = 'CHARGEBACK';

/** Fields the SDK requires in a basic payment notification (tpay.md §7.1). */
export const NOTIFICATION_REQUIRED_FIELDS = [
  'id',
  'tr_id',
  'tr_date',
  'tr_crc',
  'tr_amount',
  'tr_paid',
  'tr_desc',
  'tr_status',
  'tr_error',
  'tr_email',
  'md5sum',
] as const;

/**
 * UNCONFIRMED (tpay.md §7.3): `tr_id` is the transaction title in the legacy API and possibly the id in
 * the Open API; `tr_crc` very likely echoes `hiddenDescription`. Receivers match either id.
 */
export const NOTIFICATION_ID_MAY_BE_TITLE = true;

/** The only answer that tells Tpay a notification was accepted (tpay.md §7.4). */
export const NOTIFICATION_ACK = 'TRUE';

/** Header of the detached JWS on notifications and the accepted certificate hosts (tpay.md §7.2). */
export const JWS_HEADER = 'x-jws-signature';
export const JWS_X5U_PREFIXES = {
  production: 'https://secure.tpay.com',
  sandbox: 'https://secure.sandbox.tpay.com',
} as const;
/**
 * Where a config's notification certificates live: Tpay's production and sandbox APIs map to their
 * secure.* hosts; any other API URL is a simulator that serves its own chain under the API URL itself.
 */
export function jwsX5uPrefixFor(apiUrl: string): string {
  const host = new URL(apiUrl).hostname;
  if (host === 'api.tpay.com') return JWS_X5U_PREFIXES.production;
  if (host === 'openapi.sandbox.tpay.com') return JWS_X5U_PREFIXES.sandbox;
  return apiUrl.replace(/\/+$/, '');
}

/** Root CA path under the same prefix as the signing certificate. */
export const JWS_ROOT_CA_PATH = '/x509/tpay-jws-root.pem';

/**
 * Bank groups come as a `groups` collection, possibly keyed by id (UNCONFIRMED, tpay.md §6); both an
 * array and an object are read. Field names `id`, `name`, `img` are the legacy ones (UNCONFIRMED).
 */
export function groupsCollection(body: unknown): unknown[] {
  const groups = (body as { groups?: unknown } | null)?.groups;
  if (Array.isArray(groups)) return groups;
  if (typeof groups === 'object' && groups !== null) return Object.values(groups);
  return [];
}

/**
 * Amount constraints of a channel; the JSON form `[{field: "amount", type: "min"|"max", value}]` is
 * UNCONFIRMED (tpay.md §6).
 */
export function amountConstraint(constraints: unknown): { min?: number; max?: number } {
  if (!Array.isArray(constraints)) return {};
  const out: { min?: number; max?: number } = {};
  for (const entry of constraints as { field?: unknown; type?: unknown; value?: unknown }[]) {
    const value = Number(entry.value);
    if (entry.field !== 'amount' || !Number.isFinite(value)) continue;
    if (entry.type === 'min') out.min = value;
    if (entry.type === 'max') out.max = value;
  }
  return out;
}

/** `tr_amount` as signed: two decimals and a dot (tpay.md §7.2). */
export const formatSignedAmount = (amount: string) => {
  const value = Number(amount);
  return Number.isFinite(value) ? value.toFixed(2) : amount;
};

/** The error list of a failed call: `errors[]` of `{errorCode, errorMessage, fieldName}` (tpay.md §3.4). */
export function errorsOf(
  body: unknown,
): { errorCode: string; errorMessage: string; fieldName: string | null }[] {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.map((raw: unknown) => {
    const e = (raw ?? {}) as Record<string, unknown>;
    return {
      errorCode: typeof e.errorCode === 'string' ? e.errorCode : 'unknown',
      errorMessage: typeof e.errorMessage === 'string' ? e.errorMessage : '',
      fieldName: typeof e.fieldName === 'string' ? e.fieldName : null,
    };
  });
}

/**
 * The wire `pay` object of a choice (tpay.md §3.3, §5): BLIK level 0 as the SDK example sends it
 * (`groupId 150, method "transfer", type 0`); a group alone; a channel alone (whether `/pay` also wants a
 * groupId with a channel is UNCONFIRMED).
 */
export function payRequestBody(choice: { blikCode: string } | { groupId: number } | { channelId: number }): {
  groupId?: number;
  channelId?: number;
  method?: 'transfer';
  blikPaymentData?: { blikToken: string; type: 0 };
} {
  if ('blikCode' in choice) {
    return {
      groupId: BLIK_GROUP_ID,
      method: 'transfer',
      blikPaymentData: { blikToken: choice.blikCode, type: 0 },
    };
  }
  if ('groupId' in choice) return { groupId: choice.groupId };
  return { channelId: choice.channelId };
}
