// The widget's server build: step 1 rendered to HTML by the same React components the browser hydrates. The
// remote publishes it beside its browser files (`server/manifest.json` names the file of the deploy), and the
// BFF loads it from there, so a new remote deploy changes the server-rendered markup with no BFF release.
import type { Language } from './constants';
import type { InitialData } from './initialData';

/** The iframe app's root element: empty in the page template, holding the server's markup when rendered. */
export const IFRAME_ROOT_ID = 'booking-widget-root';

/** Where a remote deploy names its server build, relative to the remote's URL. */
export const SERVER_BUILD_MANIFEST = 'server/manifest.json';

/** `server/manifest.json`: the deploy's id and its server build's file (relative to the manifest's folder). */
export interface ServerBuildManifest {
  build: string;
  file: string;
  /** SHA-256 of the file, hex: a cut or swapped download is refused before it runs. */
  sha256: string;
}

/** The colour modes a server render can draw (a forced mode, else the visitor's hint, else light). */
export type RenderedColorMode = 'light' | 'dark';

/** What a server render of the iframe app's step 1 needs: everything comes from the page's data block. */
export interface Step1RenderRequest {
  /** The page's data block: the only source of what is shown (no network during a render). */
  initialData: InitialData;
  configId: string;
  lang: Language;
  /** The product or activity the URL asked to open (the first product when absent). */
  openId: string | null;
  colorMode: RenderedColorMode;
  /** Whether `colorMode` was forced by the page (`colorMode=` in the URL) rather than hinted by the browser. */
  colorModeForced: boolean;
  hostingMode: 'iframe' | 'embed';
  /** The render's clock (epoch ms): today and the calendar's month. */
  now: number;
}

/**
 * What the markup was rendered for, carried in the data block beside it: the browser hydrates only when its
 * own state comes out the same, else it renders afresh (a deploy between the two, another day in the
 * visitor's time zone, another language).
 */
export interface RenderStamp {
  build: string;
  lang: Language;
  /** YYYY-MM-DD of the calendar's today, in the render's time zone. */
  today: string;
  colorMode: RenderedColorMode;
  activityId: number;
  /** YYYY-MM the calendar shows. */
  month: string;
  /** The accent drawn (`--bw-accent`): a colour the server cannot compute as the browser does is not hydrated. */
  accent: string;
}

/** A server render: the markup of the app's root element and its stamp. */
export interface Step1Render {
  html: string;
  stamp: RenderStamp;
}

/** The module a server build exports. */
export interface WidgetServerModule {
  build: string;
  /** Answers null when the data block cannot draw a priced step 1 on its own (the browser renders it then). */
  renderIframeStep1(request: Step1RenderRequest): Promise<Step1Render | null>;
}

/** The stamp of a data block, when it carries one of the right outline. */
export function renderStampOf(data: InitialData | null): RenderStamp | null {
  const stamp = (data as { rendered?: unknown } | null)?.rendered;
  if (typeof stamp !== 'object' || stamp === null) return null;
  const { build, lang, today, colorMode, activityId, month, accent } = stamp as Partial<RenderStamp>;
  return typeof build === 'string' &&
    typeof lang === 'string' &&
    typeof today === 'string' &&
    (colorMode === 'light' || colorMode === 'dark') &&
    typeof activityId === 'number' &&
    typeof month === 'string' &&
    typeof accent === 'string'
    ? { build, lang, today, colorMode, activityId, month, accent }
    : null;
}
