import { matchPageRoute } from '@booking/shared-contracts';
import type { AppMiddleware } from '../state';

/** The iframe widget page (served later under this path) is meant to be framed by partner sites. */
export const WIDGET_PAGE_PATH = '/widget';

/** Pages other sites may frame: the iframe widget page and the success page (embeddable frame layout, §2). */
export function isFrameablePath(path: string): boolean {
  if (path === WIDGET_PAGE_PATH || path.startsWith(`${WIDGET_PAGE_PATH}/`)) return true;
  return matchPageRoute(path)?.id === 'success';
}

/**
 * The Content-Security-Policy of HTML pages. Scripts, styles, fonts and fetches may come from the BFF
 * itself and from the widget remote's origin (Module Federation loads the remote at runtime); styles
 * allow inline because the widget injects its CSS as <style> tags. Images may come from any https host
 * (activity photos live on the booking system's CDN).
 */
export function pageCsp(remoteOrigin: string, frameable: boolean, frameAncestors?: string): string {
  const self = `'self' ${remoteOrigin}`;
  return [
    `default-src ${self}`,
    `script-src ${self}`,
    `connect-src ${self}`,
    `style-src ${self} 'unsafe-inline'`,
    `font-src ${self} data:`,
    `img-src ${self} data: blob: https:`,
    `frame-src ${self}`,
    "object-src 'none'",
    "base-uri 'self'",
    `frame-ancestors ${frameAncestors ?? (frameable ? '*' : "'self'")}`,
  ].join('; ');
}

/**
 * Headers for every answer (nosniff, referrer policy) and, on HTML answers, the page CSP plus
 * X-Frame-Options – except on frameable pages, which partner sites must be able to embed. A page that
 * decides who may frame it (the iframe app, from its config) leaves its `frame-ancestors` in
 * `ctx.state.frameAncestors`.
 */
export function securityHeaders(remoteUrl: string): AppMiddleware {
  const remoteOrigin = new URL(remoteUrl).origin;
  return async (ctx, next) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    await next();
    if (!ctx.response.is('html')) return;
    const frameable = isFrameablePath(ctx.path);
    ctx.set('Content-Security-Policy', pageCsp(remoteOrigin, frameable, ctx.state.frameAncestors));
    if (!frameable) ctx.set('X-Frame-Options', 'SAMEORIGIN');
  };
}
