import {
  SUCCESS_PAYLOAD_VERSION,
  encodeSuccessData,
  languagePrefix,
  type Language,
  type SuccessPayload,
} from '@booking/shared-contracts';

// The payload's shape and its `data` encoding live in the contracts, shared with the success page.
export { decodeSuccessData, encodeSuccessData, type SuccessPayload } from '@booking/shared-contracts';

/** Path of the success page without language prefix (§2). */
export const SUCCESS_PAGE_PATH = '/megabilet/success';

/** The payload with its version stamped on. */
export function buildSuccessPayload(input: Omit<SuccessPayload, 'version'>): SuccessPayload {
  return { version: SUCCESS_PAYLOAD_VERSION, ...input };
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
  /** The hold's receipt key: the success page reads the booking back from the BFF with it. */
  receipt?: string | undefined;
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
  if (redirect.receipt) url.searchParams.set('receipt', redirect.receipt);
  return url.toString();
}
