import { SUCCESS_PAYLOAD_VERSION, languagePrefix, type Language } from '@booking/shared-contracts';

/** Path of the success page without language prefix (§2). */
export const SUCCESS_PAGE_PATH = '/megabilet/success';

/** The success-redirect `data` payload, version 2.1 (SPEC-NOTES "Success redirect"). */
export interface SuccessPayload {
  version: typeof SUCCESS_PAYLOAD_VERSION;
  status: 'success' | 'error';
  confirmationCode: string | null;
  bookingId: number | null;
  activity: { id: number; title: string };
  /** YYYY-MM-DD */
  date: string | null;
  /** Start time label, e.g. "10:00". */
  time: string | null;
  tickets: { category: string; count: number; price: number }[];
  totalPrice: number;
  currency: string;
  contact: { firstName: string; lastName: string; email: string };
  transactionId: string | null;
  provider: string;
  lang: Language;
}

/** The payload with its version stamped on. */
export function buildSuccessPayload(input: Omit<SuccessPayload, 'version'>): SuccessPayload {
  return { version: SUCCESS_PAYLOAD_VERSION, ...input };
}

/** §2 `data`: base64 of the URL-encoded JSON (URL-encoding first keeps btoa to ASCII). */
export function encodeSuccessData(payload: SuccessPayload): string {
  return btoa(encodeURIComponent(JSON.stringify(payload)));
}

/** Reads a `data` parameter back; undefined when it is not base64 of URL-encoded JSON. */
export function decodeSuccessData(data: string): unknown {
  try {
    return JSON.parse(decodeURIComponent(atob(data))) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * §2 target: a configured success-page URL, else `{host}/{lang}/megabilet/success` with the language prefix
 * omitted for English.
 */
export function successPageUrl(host: string, lang: Language, configuredUrl?: string | null): string {
  if (configuredUrl && configuredUrl.trim() !== '') return configuredUrl.trim();
  return `${host.replace(/\/+$/, '')}${languagePrefix(lang)}${SUCCESS_PAGE_PATH}`;
}

/** Everything the redirect after payment needs. */
export interface SuccessRedirect {
  host: string;
  configuredUrl?: string | null;
  /** Where the booking came from (the `source` parameter). */
  source: string;
  payload: SuccessPayload;
  /** True when the widget itself changes the location (adds `method=url`). */
  viaWidget?: boolean;
}

/**
 * §2 redirect URL: source, completed_via=external, status=error on failure, data, lang, and method=url when
 * the widget redirects. Parameters already on a configured URL are kept.
 */
export function successRedirectUrl(redirect: SuccessRedirect): string {
  const lang = redirect.payload.lang;
  const url = new URL(successPageUrl(redirect.host, lang, redirect.configuredUrl));
  url.searchParams.set('source', redirect.source);
  url.searchParams.set('completed_via', 'external');
  if (redirect.payload.status === 'error') url.searchParams.set('status', 'error');
  url.searchParams.set('data', encodeSuccessData(redirect.payload));
  url.searchParams.set('lang', lang);
  if (redirect.viaWidget) url.searchParams.set('method', 'url');
  return url.toString();
}
