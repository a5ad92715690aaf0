import {
  acceptedLanguages,
  CONFIG_ID_PATTERN,
  detectLanguage,
  DEFAULT_LANGUAGE,
  IFRAME_ROOT_ID,
  LANGUAGES,
  widgetPageTitle,
  type Language,
  type RenderedColorMode,
} from '@booking/shared-contracts';
import { DEFAULT_REMOTE_WIDGET_DIST } from '../env';
import { DEFAULT_CONFIG_ID, type WidgetConfigSource } from '../config/widgetConfigs';
import { invalidRequest, widgetNotBuilt, type FieldIssue } from '../errors';
import type { Logger } from '../logging/createLogger';
import { WIDGET_PAGE_PATH } from '../middleware/securityHeaders';
import type { AppMiddleware } from '../state';
import { buildFileLoader } from './buildFileLoader';
import { initialDataScript, withTitle } from './pageHtml';
import type { InitialDataSource } from './initialData';
import { frameAncestorsOf } from './frameAncestors';
import { remoteTemplateLoader } from './remoteTemplateLoader';
import type { Step1Renderer } from './serverRender/step1Renderer';
import { PageCache, pageBytes, type EncodedPage } from './serverRender/pageCache';
import { negotiatedEncoding } from '../middleware/compressResponse';

export interface WidgetPageOptions {
  /** The widget remote's origin (and path), where the iframe app's scripts are served. */
  remoteUrl: string;
  /** Folder of the remote-widget build holding widget.html: given, that build is the page. */
  distDir?: string;
  /** The build folder read when the remote serves no page (`Env.REMOTE_WIDGET_DIST`; default the repository's). */
  fallbackDistDir?: string;
  /**
   * The config whose allowed origins decide who may frame the page (CSP `frame-ancestors`); may read the
   * store, so a site imported a moment ago is framed by its partners at once.
   */
  widgetConfigs: (
    configId: string,
  ) => ReturnType<WidgetConfigSource> | Promise<ReturnType<WidgetConfigSource>>;
  /** Warned once per config that lets any site frame it. */
  logger: Pick<Logger, 'warn'>;
  /** The app's first render data (config, first activities), carried in the page when the language is known. */
  initialData?: InitialDataSource;
  /** Step 1 rendered from that data by the remote's server build; absent: the browser renders it. */
  renderStep1?: Step1Renderer;
}

/** The iframe app's root element as the template has it: empty, for the browser to fill. */
const EMPTY_ROOT = `<div id="${IFRAME_ROOT_ID}"></div>`;

/** The colour mode a render draws: the page's forced one, else the browser's hint, else light. */
export function renderedColorMode(
  query: string | undefined,
  hint: string,
): {
  colorMode: RenderedColorMode;
  colorModeForced: boolean;
} {
  if (query === 'light' || query === 'dark') return { colorMode: query, colorModeForced: true };
  return { colorMode: hint === 'dark' ? 'dark' : 'light', colorModeForced: false };
}

/**
 * Whether the app opens on its own, so the server knows what step 1 shows: the embed.js panel (`embed=1`) and
 * a page that is not framed (`Sec-Fetch-Dest` other than iframe). A plain iframe waits for its parent's
 * openWidget, which the server cannot know: the browser renders it.
 */
export function opensOnItsOwn(embed: boolean, fetchDest: string): boolean {
  return embed || fetchDest !== 'iframe';
}

/**
 * The iframe app's page for one request: its language on <html> and its title in that language, and its
 * `app/` scripts loaded from the remote's origin (the page CSP allows scripts from there; a <base href> to
 * another origin it would refuse).
 */
export function renderWidgetPage(template: string, remoteUrl: string, lang: Language, head = ''): string {
  const base = `${remoteUrl.replace(/\/+$/, '')}/app/`;
  const withHead = head ? template.replace(/<\/head>/i, (end) => `${head}${end}`) : template;
  return withTitle(withHead, widgetPageTitle(lang))
    .replace(/<html lang="[^"]*">/, `<html lang="${lang}">`)
    .replace(/(<script\b[^>]*\ssrc=")app\//g, `$1${base}`)
    .replace(/(<link\b[^>]*\shref=")app\//g, `$1${base}`);
}

/** The app's language without a `lang` parameter, as its pageLanguage() finds it: cookie, then browser. */
export function visitorLanguage(cookie: string, acceptLanguage: string): Language {
  return detectLanguage({ cookie, browserLanguages: acceptedLanguages(acceptLanguage) });
}

function readQuery(query: Record<string, string | string[] | undefined>): {
  configId?: string;
  lang: Language;
  /** Whether the URL named the language (without it, the app takes the visitor's). */
  langGiven: boolean;
  openId?: string;
  colorMode?: string;
  embed: boolean;
} {
  const issues: FieldIssue[] = [];
  const single = (name: string) => {
    const value = query[name];
    if (Array.isArray(value)) issues.push({ in: 'query', path: name, message: `${name} must be given once` });
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const configId = single('configId');
  const lang = single('lang');
  if (configId !== undefined && !CONFIG_ID_PATTERN.test(configId)) {
    issues.push({
      in: 'query',
      path: 'configId',
      message: 'configId must be 1-64 letters, digits, "_" or "-"',
    });
  }
  const language = lang === undefined ? DEFAULT_LANGUAGE : LANGUAGES.find((candidate) => candidate === lang);
  if (!language)
    issues.push({ in: 'query', path: 'lang', message: `lang must be one of ${LANGUAGES.join(', ')}` });
  if (issues.length > 0) throw invalidRequest(issues);
  return {
    configId,
    lang: language ?? DEFAULT_LANGUAGE,
    langGiven: lang !== undefined,
    openId: single('openId'),
    colorMode: single('colorMode'),
    embed: single('embed') === '1',
  };
}

/**
 * GET /widget?configId=…&lang=… – the iframe app (§2 "The widget is a single app. Optional query parameters:
 * configId and lang"), framed by partner pages; the app itself reads configId from the URL (else `demo`).
 * Only the origins that config allows may frame it (CSP `frame-ancestors`, with the app's own origin and the
 * config's domain); any site only when the config allows any origin, which is logged as a warning.
 */
export function widgetPage(options: WidgetPageOptions): AppMiddleware {
  const local = buildFileLoader(
    options.distDir ?? options.fallbackDistDir ?? DEFAULT_REMOTE_WIDGET_DIST,
    'widget.html',
  );
  // With a local build folder given, that build is the page; otherwise the remote's current deploy is.
  const load = options.distDir ? local : remoteTemplateLoader(options.remoteUrl, 'widget.html', local);
  const warnedAnyOrigin = new Set<string>();
  const pages = new PageCache<string>();
  return async (ctx, next) => {
    if (ctx.path !== WIDGET_PAGE_PATH || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) {
      await next();
      return;
    }
    const { configId = DEFAULT_CONFIG_ID, lang, langGiven, openId, colorMode, embed } = readQuery(ctx.query);
    // Without `lang` in the URL the app opens in the visitor's language (cookie, browser): the language the
    // server guesses from the same sources; a wrong guess only costs the app its own requests.
    const dataLang = langGiven ? lang : visitorLanguage(ctx.get('cookie'), ctx.get('accept-language'));
    const drawn = renderedColorMode(colorMode, ctx.get('sec-ch-prefers-color-scheme'));
    const ownOpening = opensOnItsOwn(embed, ctx.get('sec-fetch-dest'));
    const key = JSON.stringify([configId, lang, dataLang, openId ?? null, drawn, embed, ownOpening]);
    ctx.state.routeLabel = 'page:widget';
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    // The browser's colour scheme, asked for on the next visits (no extra round trip for this one).
    ctx.set('Accept-CH', 'Sec-CH-Prefers-Color-Scheme');
    ctx.vary('Sec-CH-Prefers-Color-Scheme');
    ctx.vary('Accept-Encoding');
    const write = (page: EncodedPage, frameAncestors: string) => {
      ctx.state.frameAncestors = frameAncestors;
      const encoding = negotiatedEncoding(ctx);
      if (encoding) ctx.set('Content-Encoding', encoding);
      ctx.body = pageBytes(page, encoding);
    };
    const kept = pages.fresh(key);
    if (kept) {
      write(kept.page, kept.extra);
      return;
    }

    const ancestors = frameAncestorsOf((await options.widgetConfigs(configId))?.globalConfig);
    if (ancestors.anyOrigin && !warnedAnyOrigin.has(configId)) {
      warnedAnyOrigin.add(configId);
      options.logger.warn(
        { configId },
        'The config allows any origin (allowedOrigins "*"): every site may frame its widget page',
      );
    }
    const template = await load();
    if (template === null) {
      throw widgetNotBuilt();
    }
    const data = await options.initialData?.({ configId, lang: dataLang, openId });
    const rendered =
      data && options.renderStep1 && template.includes(EMPTY_ROOT) && ownOpening
        ? await options.renderStep1({
            initialData: data,
            configId,
            lang: dataLang,
            openId: openId ?? null,
            ...drawn,
            hostingMode: embed ? 'embed' : 'iframe',
          })
        : null;
    // One render: the markup and the data block it was drawn from (with what it was drawn for) go out together.
    const withMarkup = rendered
      ? template.replace(EMPTY_ROOT, `<div id="${IFRAME_ROOT_ID}">${rendered.html}</div>`)
      : template;
    const carried = data && rendered ? { ...data, rendered: rendered.stamp } : data;
    const html = renderWidgetPage(
      withMarkup,
      options.remoteUrl,
      lang,
      carried ? initialDataScript(carried) : '',
    );
    write(await pages.settle(key, html, ancestors.sources), ancestors.sources);
  };
}
