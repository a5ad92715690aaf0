// Every Bokun wire detail in one place: paths, headers, formats and the behaviours bokun.md marks
// UNCONFIRMED. When the live API proves one of these wrong, this file is the only one to change.

/** Header names of the request signature (bokun.md §1). */
export const BOKUN_HEADERS = {
  date: 'X-Bokun-Date',
  accessKey: 'X-Bokun-AccessKey',
  signature: 'X-Bokun-Signature',
} as const;

/** Sent on requests with a body (bokun.md §1). */
export const JSON_CONTENT_TYPE = 'application/json;charset=UTF-8';

/** Endpoint paths relative to the API base URL (bokun.md §2, §3). */
export const BOKUN_PATHS = {
  activity: (id: number) => `/activity.json/${id}`,
  /** The docs page shows POST; every client and the captured call use GET (bokun.md §2.2). */
  availabilities: (id: number) => `/activity.json/${id}/availabilities`,
  checkoutOptions: '/checkout.json/options/booking-request',
  submit: '/checkout.json/submit',
  confirmReserved: (code: string) => `/checkout.json/confirm-reserved/${encodeURIComponent(code)}`,
  abortReserved: (code: string) => `/booking.json/${encodeURIComponent(code)}/abort-reserved`,
} as const;

/**
 * How a hold is released is not settled by any public source (bokun.md §3.5): current integrations (a
 * production Next.js shop and a Laravel client's tests) POST `/booking.json/{code}/abort-reserved`; Bokun's own
 * older Java client GETs it with a `timeout` flag (false: the customer or the seller gave up, not a payment
 * session running out). Either way the answer is the plain ApiResponse `{message, fields}`. The client tries
 * these in order and keeps the first one Bokun accepts.
 */
export const ABORT_RESERVED_ATTEMPTS: readonly { method: 'POST' | 'GET'; query: [string, string][] }[] = [
  { method: 'POST', query: [] },
  { method: 'GET', query: [['timeout', 'false']] },
];

/** `X-Bokun-Date`: UTC `yyyy-MM-dd HH:mm:ss`, no `T`, no milliseconds, no zone. */
export function formatBokunDate(at: Date): string {
  return at.toISOString().slice(0, 19).replace('T', ' ');
}

/** `transactionDetails.transactionDate` of confirm-reserved uses the same format (bokun.md §3.4). */
export const formatTransactionDate = formatBokunDate;

/**
 * Availability `date` is epoch ms at 00:00 UTC of the local calendar date, so it is read in UTC
 * (bokun.md §2.2, pitfall 4).
 */
export function availabilityDateToIso(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

/**
 * Query of the availability call. `start`/`end` as yyyy-MM-dd (the docs' format, not the legacy epoch
 * ms); `includeSoldOut=true` so sold-out slots come back flagged rather than missing (default UNCONFIRMED).
 */
export function availabilityQuery(
  start: string,
  end: string,
  currency: string,
  lang: string,
): [string, string][] {
  return [
    ['start', start],
    ['end', end],
    ['currency', currency],
    ['lang', lang],
    ['includeSoldOut', 'true'],
  ];
}

/**
 * Whether an extra is booked per participant: the rate's `extraConfigs[].pricedPerPerson` when the rate says,
 * else the extra's `pricingType` naming a person (public clients test it for PERSON, PARTICIPANT or PAX; the
 * enum itself is UNCONFIRMED). Anything else is booked once per booking.
 */
export function extraPricedPerPerson(pricingType: string | null | undefined, configured?: boolean): boolean {
  return configured ?? /PERSON|PARTICIPANT|PAX/i.test(pricingType ?? '');
}

/** Bokun wants upper-case language codes in `lang` (EN, PL). */
export const toBokunLang = (lang: string) => lang.toUpperCase();

/** Reserve for external payment: the only checkout the BFF submits (bokun.md §3.3). */
export const RESERVE_PAYMENT_METHOD = 'RESERVE_FOR_EXTERNAL_PAYMENT';
/** Checkout option used when the caller names none (spec §7 reservation body). */
export const DEFAULT_CHECKOUT_OPTION = 'CUSTOMER_FULL_PAYMENT';
/** A booking request sent inline rather than from a shopping cart. */
export const DIRECT_REQUEST_SOURCE = 'DIRECT_REQUEST';

/** A reserved booking is held at most 30 minutes; no expiry field is confirmed, so the BFF tracks it. */
export const RESERVATION_HOLD_MS = 30 * 60_000;

/**
 * UNCONFIRMED wording (bokun.md §3.4): confirming a booking that is not reserved fails with
 * "... not in reserved state: CONFIRMED". The state after the colon tells a repeat from an expiry.
 */
export const NOT_RESERVED_STATE = /not in reserved state:\s*([A-Z_]+)/;

/**
 * Error bodies are usually `{message, fields}`; clients also meet `errorMessage`, `errors[]` and
 * `violations[]` (bokun.md §4), so all are read.
 */
export function errorMessageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const b = body as Record<string, unknown>;
  for (const key of ['message', 'errorMessage', 'errorDescription']) {
    if (typeof b[key] === 'string' && b[key] !== '') return b[key];
  }
  for (const key of ['errors', 'violations']) {
    const list = b[key];
    if (Array.isArray(list) && list.length > 0)
      return list.map((e) => (typeof e === 'string' ? e : JSON.stringify(e))).join('; ');
  }
  return undefined;
}

/** The `message` of Bokun's ApiResponse `{message, fields}`, the answer of calls that return no object. */
export function apiResponseMessage(body: unknown): string | undefined {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : undefined;
}

/** Field errors of a `{fields}` body, as strings. */
export function errorFieldsOf(body: unknown): Record<string, string> {
  const fields = (body as { fields?: unknown } | null)?.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );
}

/** Rate limits are UNCONFIRMED; a `Retry-After` in seconds is honoured when present. */
export function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
}

/** Main-contact question ids Bokun's docs and public captures show (bokun.md §4). */
const CONTACT_QUESTION_IDS = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'nationality',
  'address',
  'postCode',
  'place',
  'country',
  'organization',
  'gender',
  'dateOfBirth',
  'language',
  'passportId',
  'passportExpDate',
];

/** A message in words for a question id: "phone number" for `phoneNumber`. */
const spokenId = (id: string) => id.replace(/([A-Z])/g, ' $1').toLowerCase();

/**
 * What a refused booking says of the main contact: the question ids it lacks, `[]` when it only says contact
 * data is missing, `undefined` when it is about something else. The error's shape is UNCONFIRMED (bokun.md §4
 * pitfall 7 only says reserving without a required phone fails), so any shape that names a field is read: field
 * keys such as `mainContactDetails.phoneNumber`, `mainContactDetails[2].phoneNumber` or a bare `phoneNumber`,
 * and question ids or their words ("phone number") in a message about the main contact. The sandbox answers
 * the first form.
 */
export function missingContactFieldsOf(fields: Record<string, string>, message = ''): string[] | undefined {
  const named = new Set<string>();
  for (const key of Object.keys(fields)) {
    const id = /([A-Za-z_]+)\W*$/.exec(key)?.[1];
    if (!id) continue;
    if (/^mainContact/i.test(key) || CONTACT_QUESTION_IDS.includes(id)) named.add(id);
  }
  const aboutContact = /main ?contact|contact (?:details|information|field)/i.test(message);
  if (aboutContact) {
    for (const id of CONTACT_QUESTION_IDS) {
      if (new RegExp(`\\b(?:${id}|${spokenId(id)})\\b`, 'i').test(message)) named.add(id);
    }
  }
  if (named.size > 0) return [...named];
  return aboutContact ? [] : undefined;
}
