import { array, number, object, string, type InferType } from 'yup';
import { LANGUAGES, PAYMENT_PROVIDERS, SUCCESS_PAYLOAD_VERSION, type Language } from './constants';
import { PAYMENT_STATUSES } from './enums';
import { languagePrefix } from './pageRoutes';

/** The `data` payload of the success redirect (§2, SPEC-NOTES "Success redirect"), version 2.1. */
export const successPayloadSchema = object({
  version: string().oneOf([SUCCESS_PAYLOAD_VERSION]).required(),
  status: string().oneOf(PAYMENT_STATUSES).required(),
  confirmationCode: string().default(''),
  bookingId: number().integer().nullable().default(null),
  activity: object({ id: number().integer().positive().required(), title: string().default('') }).required(),
  date: string().default(''),
  time: string().default(''),
  tickets: array(
    object({
      category: string().required(),
      count: number().integer().min(0).required(),
      price: number().min(0).required(),
    }),
  ).default([]),
  totalPrice: number().min(0).required(),
  currency: string().required(),
  contact: object({
    firstName: string().default(''),
    lastName: string().default(''),
    email: string().default(''),
  }),
  transactionId: string().default(''),
  provider: string().oneOf(PAYMENT_PROVIDERS).required(),
  lang: string().oneOf(LANGUAGES).required(),
});
export type SuccessPayload = InferType<typeof successPayloadSchema>;

/** `data` = base64 of `encodeURIComponent(JSON.stringify(payload))` (ASCII before base64, so any text survives). */
export function encodeSuccessData(payload: SuccessPayload): string {
  return btoa(encodeURIComponent(JSON.stringify(payload)));
}

/** Reads a `data` parameter back; undefined when it is not a valid 2.1 payload. */
export function decodeSuccessData(data: string): SuccessPayload | undefined {
  try {
    const parsed = JSON.parse(decodeURIComponent(atob(data))) as unknown;
    return successPayloadSchema.validateSync(parsed);
  } catch {
    return undefined;
  }
}

export interface SuccessRedirectOptions {
  /** Origin of the host site, e.g. `https://example.com`. */
  host: string;
  lang: Language;
  /** A configured success-page URL replaces `{host}/{lang}/megabilet/success`. */
  successUrl?: string;
  payload: SuccessPayload;
  source: string;
  /** Adds `status=error`. */
  failed?: boolean;
  /** Adds `method=url` when the widget itself redirects. */
  viaWidget?: boolean;
}

/** §2 success redirect target with its query parameters; the language prefix is omitted for English. */
export function buildSuccessRedirectUrl(options: SuccessRedirectOptions): string {
  const base =
    options.successUrl && options.successUrl !== ''
      ? options.successUrl
      : `${options.host.replace(/\/+$/, '')}${languagePrefix(options.lang)}/megabilet/success`;
  const url = new URL(base);
  url.searchParams.set('source', options.source);
  url.searchParams.set('completed_via', 'external');
  if (options.failed) url.searchParams.set('status', 'error');
  url.searchParams.set('data', encodeSuccessData(options.payload));
  url.searchParams.set('lang', options.lang);
  if (options.viaWidget) url.searchParams.set('method', 'url');
  return url.toString();
}
