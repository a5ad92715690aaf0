import { stat } from 'node:fs/promises';
import path from 'node:path';
import {
  HOST_RENDERED_ATTRIBUTE,
  acceptedLanguages,
  detectLanguage,
  languageFromPath,
  matchPageRoute,
  pageConfigFromPath,
  type Language,
  type PageId,
} from '@booking/shared-contracts';
import { isApiPath } from '../middleware/apiCors';
import type { AppContext, AppMiddleware } from '../state';
import {
  escapeHtml,
  FALLBACK_TEMPLATE,
  initialDataScript,
  renderPage,
  ROOT_ELEMENT,
  type PageConfig,
} from './pageHtml';
import type { InitialDataSource } from './initialData';
import { buildFileLoader } from './buildFileLoader';
import { sendStaticFile } from './staticFile';
import type { BookingPageRenderer } from './serverRender/bookingPage';
import { renderedColorMode } from './widgetPage';

export interface PagesOptions {
  /** The host-shell build folder. */
  distDir: string;
  remoteUrl: string;
  configId: string;
  /** The booking page's first render data (config, products, first activities), carried in its HTML. */
  initialData?: InitialDataSource;
  /** The booking page drawn on the server (host shell and widget step 1); absent: the browser renders it. */
  renderBookingPage?: BookingPageRenderer;
}

const firstValue = (value: string | string[] | undefined): string | null =>
  (Array.isArray(value) ? value[0] : value) || null;

function decodedPath(ctx: AppContext): string {
  try {
    return decodeURIComponent(ctx.path);
  } catch {
    return ctx.path;
  }
}

/** The file a request path names inside `root`, or null when it is not a file there. */
async function fileInside(root: string, requestPath: string): Promise<string | null> {
  const full = path.resolve(root, `.${requestPath}`);
  if (!full.startsWith(root + path.sep)) return null;
  try {
    return (await stat(full)).isFile() ? full : null;
  } catch {
    return null;
  }
}

/**
 * The booking page asks for the remote's manifest with the HTML instead of once its entry script has run (one
 * round trip of the widget's loading). A fetch preload is taken by the federation runtime's own fetch of it
 * (`fetch(url, {})`: CORS, same-origin credentials, as `crossorigin` asks); it is one request, so a failed one
 * (the remote down) is not what the page's Retry reads again – unlike hints of the remote's scripts.
 */
function manifestHint(remoteUrl: string): string {
  const href = escapeHtml(`${remoteUrl.replace(/\/+$/, '')}/mf-manifest.json`);
  return `<link rel="preload" as="fetch" crossorigin href="${href}">`;
}

/** The unprefixed pages that answer in the visitor's language: the home and the booking page. */
const VISITOR_LANGUAGE_PAGES: readonly PageId[] = ['home', 'booking'];

/**
 * §2 "Language choice comes from the URL prefix, the stored cookie, or the browser languages", as the widget
 * finds it: a prefixed path keeps its language; `/` and `/megabilet` (English has no prefix) answer in the
 * `lang` cookie's language, else the first of Accept-Language the site speaks, else English.
 */
export function pageLanguageOf(
  ctx: Pick<AppContext, 'path' | 'get'>,
  page: PageId,
  pathLanguage: Language,
): Language {
  if (!VISITOR_LANGUAGE_PAGES.includes(page) || languageFromPath(ctx.path)) return pathLanguage;
  return detectLanguage({
    cookie: ctx.get('Cookie'),
    browserLanguages: acceptedLanguages(ctx.get('Accept-Language')),
  });
}

/**
 * What the router did not answer: host-shell static files (precompressed copies by Accept-Encoding, hashed
 * assets cached for a year, entry files short-cached with validators; see sendStaticFile), the page routes of §2 in six languages as the host-shell template with the page config
 * injected, and the not-found page for any other GET. /api paths and other methods are left to the JSON 404.
 */
export function pages(options: PagesOptions): AppMiddleware {
  const root = path.resolve(options.distDir);
  const loadBuiltTemplate = buildFileLoader(root, 'index.html');
  // Without a host-shell build the pages still answer, with the built-in shell of the same contract.
  const loadTemplate = async () => (await loadBuiltTemplate()) ?? FALLBACK_TEMPLATE;

  return async (ctx) => {
    const isRead = ctx.method === 'GET' || ctx.method === 'HEAD';
    // Left unanswered: the router's 405 check and then the JSON 404 (see notFoundFallback) take over.
    if (!isRead || isApiPath(ctx.path)) return;
    const route = matchPageRoute(ctx.path);
    // Source maps stay in the build folder for error tools; they are never served.
    const sourceMap = ctx.path.endsWith('.map');
    // The template's own precompressed copies are never served either: pages are rendered per request.
    const templateFile = /^\/index\.html(\.br|\.gz)?$/.test(ctx.path);
    const file = !route && !sourceMap && !templateFile ? await fileInside(root, decodedPath(ctx)) : null;
    if (file) {
      ctx.state.routeLabel = 'static';
      await sendStaticFile(ctx, file);
      return;
    }
    const requestPath = decodedPath(ctx);
    const fromPath = pageConfigFromPath(ctx.path);
    const config: PageConfig = {
      ...fromPath,
      lang: route ? pageLanguageOf(ctx, fromPath.page, fromPath.lang) : fromPath.lang,
      path: requestPath,
      remoteUrl: options.remoteUrl,
      configId: options.configId,
    };
    ctx.state.routeLabel = `page:${config.page}`;
    ctx.status = route ? 200 : 404;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    // The unprefixed pages differ by the visitor's cookie and languages: a shared cache must keep them apart.
    if (VISITOR_LANGUAGE_PAGES.includes(config.page) && !languageFromPath(ctx.path)) {
      ctx.vary('Cookie');
      ctx.vary('Accept-Language');
    }
    let head = '';
    let drawn: string | null = null;
    const template = await loadTemplate();
    if (route && config.page === 'booking' && options.initialData) {
      // The host page opens `?product=` (or `?openId=`) by product id, else the first product.
      let data = await options.initialData({
        configId: config.configId,
        lang: config.lang,
        openId: firstValue(ctx.query.product) ?? firstValue(ctx.query.openId),
        openIdMayNameActivity: false,
      });
      if (data && options.renderBookingPage && template.includes(ROOT_ELEMENT)) {
        // The browser's colour scheme, asked for on the next visits (no extra round trip for this one).
        ctx.set('Accept-CH', 'Sec-CH-Prefers-Color-Scheme');
        ctx.vary('Sec-CH-Prefers-Color-Scheme');
        const page = await options.renderBookingPage({
          config,
          search: ctx.search,
          initialData: data,
          colorMode: renderedColorMode(undefined, ctx.get('sec-ch-prefers-color-scheme')).colorMode,
        });
        if (page) {
          // One render: the markup and the data block it was drawn from (with what it was drawn for) go together.
          drawn = page.html;
          head += page.head;
          if (page.stamp) data = { ...data, rendered: page.stamp };
        }
      }
      if (data) head += initialDataScript(data);
    }
    if (route && config.page === 'booking') head += manifestHint(config.remoteUrl);
    const html = renderPage(template, config, head);
    const markup = drawn;
    ctx.body =
      markup === null
        ? html
        : html.replace(ROOT_ELEMENT, () => `<div id="root" ${HOST_RENDERED_ATTRIBUTE}="">${markup}</div>`);
  };
}
