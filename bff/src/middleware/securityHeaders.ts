import { CREDENTIAL_VARS } from '@booking/shared-contracts';
import type { AppMiddleware } from '../state';

/** The iframe widget page (served later under this path) is meant to be framed by partner sites. */
export const WIDGET_PAGE_PATH = '/widget';

/**
 * Pages other sites may frame: the iframe widget page only, and only for the origins its config allows (it
 * sets its own `frame-ancestors`). Every other page – the success page included – is framed by this site
 * alone.
 */
export function isFrameablePath(path: string): boolean {
  return path === WIDGET_PAGE_PATH || path.startsWith(`${WIDGET_PAGE_PATH}/`);
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
 * allow inline because the widget injects its CSS as <style> tags. Images come from those two and from the
 * listed image origins only: the configured providers' base URLs and the real providers' logo and photo
 * hosts (`IMAGE_ORIGINS`) – never from any other host. Forms post to this site only.
 */
export function pageCsp(
  remoteOrigin: string,
  frameable: boolean,
  imageOrigins: readonly string[] = [],
  frameAncestors?: string,
  hotReloadSocket?: string,
): string {
  const self = `'self' ${remoteOrigin}`;
  return [
    `default-src ${self}`,
    `script-src ${self}`,
    `connect-src ${hotReloadSocket ? `${self} ${hotReloadSocket}` : self}`,
    `style-src ${self} 'unsafe-inline'`,
    `font-src ${self} data:`,
    // data: for inline icons (the pages' favicon): an inline image fetches nothing from anywhere.
    `img-src ${[self, 'data:', ...new Set(imageOrigins)].join(' ')}`,
    `frame-src ${self}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors ?? (frameable ? '*' : "'self'")}`,
  ].join('; ');
}

/** How long browsers keep to https for this site once told (a year), when PUBLIC_URL is https. */
export const HSTS = 'max-age=31536000';

export interface SecurityHeaderOptions {
  /** Where the widget remote is served (its origin may serve scripts, styles and images). */
  remoteUrl: string;
  /** The BFF's own public URL: served over https, every answer carries Strict-Transport-Security. */
  publicUrl: string;
  /** Origins pages may load images from (see `providerImageOrigins` and `IMAGE_ORIGINS`). */
  imageOrigins?: readonly string[];
  /** `npm run dev`: pages may open the remote dev server's hot-reload socket (its origin as ws: or wss:). */
  hotReload?: boolean;
}

/**
 * Headers for every answer (nosniff, referrer policy, HSTS when the public URL is https) and, on HTML
 * answers, the page CSP plus X-Frame-Options – except on the iframe widget page, which the partner sites
 * its config allows must be able to embed: it leaves its `frame-ancestors` in `ctx.state.frameAncestors`.
 */
export function securityHeaders(options: SecurityHeaderOptions): AppMiddleware {
  const remoteOrigin = new URL(options.remoteUrl).origin;
  const imageOrigins = options.imageOrigins ?? [];
  const https = new URL(options.publicUrl).protocol === 'https:';
  const hotReloadSocket = options.hotReload ? remoteOrigin.replace(/^http/, 'ws') : undefined;
  return async (ctx, next) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (https) ctx.set('Strict-Transport-Security', HSTS);
    await next();
    if (!ctx.response.is('html')) return;
    const frameable = isFrameablePath(ctx.path);
    ctx.set(
      'Content-Security-Policy',
      pageCsp(
        remoteOrigin,
        frameable,
        imageOrigins,
        frameable ? ctx.state.frameAncestors : undefined,
        hotReloadSocket,
      ),
    );
    if (!frameable) ctx.set('X-Frame-Options', 'SAMEORIGIN');
  };
}
