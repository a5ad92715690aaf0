import type {
  InitialData,
  PageConfig,
  RenderedColorMode,
  RenderStamp,
  Step1Render,
} from '@booking/shared-contracts';
import type { Logger } from '../../logging/createLogger';
import { buildFileLoader } from '../buildFileLoader';
import { escapeHtml } from '../pageHtml';
import { remoteTemplateLoader } from '../remoteTemplateLoader';
import type { HostServerSource } from './hostServerBuild';
import { reasonOf } from './serverBuild';
import type { HostedStep1Renderer } from './step1Renderer';
import { STEP1_RENDER_TIMEOUT_MS } from './step1Renderer';

/** The booking page drawn on the server: its root's markup, the widget's stamp and what its head needs. */
export interface BookingPageRender {
  html: string;
  /** The widget's stamp, carried in the data block; null when the page holds no widget markup. */
  stamp: RenderStamp | null;
  /** The widget's step-1 stylesheets (render-blocking, so the drawn widget paints styled). */
  head: string;
}

export interface BookingPageAsk {
  config: PageConfig;
  search: string;
  initialData: InitialData;
  colorMode: RenderedColorMode;
}

/** Draws the booking page on the server; null leaves it to the browser. */
export type BookingPageRenderer = (ask: BookingPageAsk) => Promise<BookingPageRender | null>;

/** The exposed module whose step-1 stylesheets a drawn widget needs (the host loads it). */
const EXPOSED_WIDGET = 'BookingWidget';

/**
 * The stylesheets the remote's `./BookingWidget` loads with its code, from its deploy's `mf-manifest.json`
 * (read from the remote like its other entry files, reused 30 s), as absolute URLs – the very addresses its
 * chunk loader looks for before adding a stylesheet, so the page's links are not loaded twice.
 */
export function widgetStylesheetSource(options: {
  remoteUrl: string;
  fallbackDistDir: string;
  fetch?: typeof fetch;
}): () => Promise<string[]> {
  const manifest = remoteTemplateLoader(
    options.remoteUrl,
    'mf-manifest.json',
    buildFileLoader(options.fallbackDistDir, 'mf-manifest.json'),
    { fetch: options.fetch },
  );
  const base = `${options.remoteUrl.replace(/\/+$/, '')}/`;
  let parsed: { text: string; urls: string[] } | undefined;
  return async () => {
    const text = await manifest();
    if (text === null) return [];
    if (parsed?.text !== text) parsed = { text, urls: stylesheetsOf(text, base) };
    return parsed.urls;
  };
}

/** The step-1 stylesheets of the exposed widget a manifest's text names (none for one that does not read). */
export function stylesheetsOf(text: string, base: string): string[] {
  try {
    const manifest = JSON.parse(text) as {
      exposes?: { name?: unknown; assets?: { css?: { sync?: unknown } } }[];
    };
    const files = manifest.exposes?.find((expose) => expose.name === EXPOSED_WIDGET)?.assets?.css?.sync;
    if (!Array.isArray(files)) return [];
    return files
      .filter(
        (file): file is string =>
          typeof file === 'string' &&
          /^[\w.-]+(\/[\w.-]+)*\.css$/.test(file) &&
          !file.split('/').some((part) => part === '.' || part === '..'),
      )
      .map((file) => `${base}${file}`);
  } catch {
    return [];
  }
}

/**
 * The booking page drawn by the host shell's server build, its slot holding the federated widget's step 1
 * drawn by the remote deploy's server build – each team's own build, so a remote deploy changes the page's
 * widget markup with no host release or BFF restart. Without a host server build, or one that throws or takes
 * over 1.5 s, the page goes out for the browser (logged once per reason); without a widget render (no server
 * build, an older one, a block that draws no priced month) or without the widget's stylesheets, the host's
 * markup holds no widget and the browser loads it as before.
 */
export function bookingPageRenderer(options: {
  hostServer: HostServerSource;
  renderWidget: HostedStep1Renderer;
  widgetStylesheets: () => Promise<string[]>;
  logger: Pick<Logger, 'warn'>;
  timeoutMs?: number;
}): BookingPageRenderer {
  // The widget's render has its own second (then the page goes out without it): the page waits a little longer.
  const timeoutMs = options.timeoutMs ?? STEP1_RENDER_TIMEOUT_MS + 500;
  const reported = new Set<string>();
  const report = (reason: string, error?: unknown) => {
    if (reported.has(reason)) return;
    reported.add(reason);
    options.logger.warn(
      { err: error, reason: reasonOf(error) },
      `The booking page was not rendered on the server (${reason}): the browser renders it`,
    );
  };
  return async ({ config, search, initialData, colorMode }) => {
    const host = await options.hostServer();
    if (!host) return null;
    let stylesheets: string[] = [];
    const renderWidget = async (props: Parameters<HostedStep1Renderer>[0]['props']) => {
      const [rendered, urls]: [Step1Render | null, string[]] = await Promise.all([
        options.renderWidget({ initialData, props, colorMode }),
        options.widgetStylesheets(),
      ]);
      // Unstyled markup would paint, then jump: without its stylesheets the widget is the browser's to draw.
      if (!rendered || urls.length === 0) return null;
      stylesheets = urls;
      return rendered;
    };
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    try {
      const page = await Promise.race([host.renderPage({ config, search, initialData, renderWidget }), timeout]);
      if (page === 'timeout') {
        report(`took over ${timeoutMs} ms`);
        return null;
      }
      if (!page) return null;
      const head = page.stamp
        ? stylesheets.map((url) => `<link rel="stylesheet" href="${escapeHtml(url)}">`).join('')
        : '';
      return { html: page.html, stamp: page.stamp, head };
    } catch (error) {
      report("the host shell's server build threw", error);
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}
