import { CREDENTIAL_VARS, matchPageRoute } from '@booking/shared-contracts';
import type { AppMiddleware } from '../state';

/** The iframe widget page (served later under this path) is meant to be framed by partner sites. */
export const WIDGET_PAGE_PATH = '/widget';

/** Pages other sites may frame: the iframe widget page and the success page (embeddable frame layout, §2). */
export function isFrameablePath(path: string): boolean {
  if (path === WIDGET_PAGE_PATH || path.startsWith(`${WIDGET_PAGE_PATH}/`)) return true;
  return matchPageRoute(path)?.id === 'success';
}

/**
 * Suffixes of the providers' base URLs whose hosts serve images: the payment providers' method lists name
 * logos there, and the booking system's activities name their photos there.
 */
const PROVIDER_URL_SUFFIXES = [
  `_${CREDENTIAL_VARS.tpay.apiUrl}`,
  `_${CREDENTIAL_VARS.stripe.apiUrl}`,
  `_${CREDENTIAL_VARS.bokun.apiUrl}`,
];

/**
 * The origins of every configured provider base URL that serves images (`{CONFIGID}_TPAY_API_URL`,
 * `{CONFIGID}_STRIPE_API_URL`, `{CONFIGID}_BOKUN_API_URL`), sorted and without repeats: the payment step
 * shows the bank and card logos of the payment providers' method lists, and step 1 the activity's photo –
 * which a provider sandbox serves over plain http (real ones are on https hosts, allowed anyway).
 */
export function providerImageOrigins(source: Readonly<Record<string, string | undefined>>): string[] {
  const origins = new Set<string>();
  for (const [name, value] of Object.entries(source)) {
    if (!value || !PROVIDER_URL_SUFFIXES.some((suffix) => name.endsWith(suffix))) continue;
    try {
      const url = new URL(value.trim());
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
    } catch {
      // Not a URL: the provider's client refuses it when it is used; the page policy ignores it.
    }
  }
  return [...origins].sort();
}

/**
 * The Content-Security-Policy of HTML pages. Scripts, styles, fonts and fetches may come from the BFF
 * itself and from the widget remote's origin (Module Federation loads the remote at runtime); styles
 * allow inline because the widget injects its CSS as <style> tags. Images may come from any https host
 * (activity photos live on the booking system's CDN) and from the configured providers' origins (payment
 * method logos, the sandbox's activity photos), whatever their scheme – never from any http host.
 */
export function pageCsp(
  remoteOrigin: string,
  frameable: boolean,
  imageOrigins: readonly string[] = [],
  frameAncestors?: string,
): string {
  const self = `'self' ${remoteOrigin}`;
  return [
    `default-src ${self}`,
    `script-src ${self}`,
    `connect-src ${self}`,
    `style-src ${self} 'unsafe-inline'`,
    `font-src ${self} data:`,
    `img-src ${[self, 'data:', 'blob:', 'https:', ...imageOrigins].join(' ')}`,
    `frame-src ${self}`,
    "object-src 'none'",
    "base-uri 'self'",
    `frame-ancestors ${frameAncestors ?? (frameable ? '*' : "'self'")}`,
  ].join('; ');
}

/**
 * Headers for every answer (nosniff, referrer policy) and, on HTML answers, the page CSP plus
 * X-Frame-Options – except on frameable pages, which partner sites must be able to embed. `imageOrigins`
 * are the payment providers' (see `providerImageOrigins`). A page that decides who may frame it (the iframe
 * app, from its config) leaves its `frame-ancestors` in `ctx.state.frameAncestors`.
 */
export function securityHeaders(remoteUrl: string, imageOrigins: readonly string[] = []): AppMiddleware {
  const remoteOrigin = new URL(remoteUrl).origin;
  return async (ctx, next) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    await next();
    if (!ctx.response.is('html')) return;
    const frameable = isFrameablePath(ctx.path);
    ctx.set(
      'Content-Security-Policy',
      pageCsp(remoteOrigin, frameable, imageOrigins, ctx.state.frameAncestors),
    );
    if (!frameable) ctx.set('X-Frame-Options', 'SAMEORIGIN');
  };
}
