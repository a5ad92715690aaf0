// The widget's server build: step 1 rendered to HTML by the same React components the browser hydrates. The
// remote publishes it beside its browser files (`server/manifest.json` names the file of the deploy), and the
// BFF loads it from there, so a new remote deploy changes the server-rendered markup with no BFF release.
import type { Language } from './constants';
import type { InitialData } from './initialData';
import type { PageConfig } from './pageConfig';
import type { BookingWidgetProps } from './widgetProps';

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

/** What a host passes its federated widget that a server render can draw: the serialisable props. */
export type RenderedWidgetProps = Pick<
  BookingWidgetProps,
  'configId' | 'lang' | 'openId' | 'globalConfig' | 'products'
>;

/** What a server render of a federated widget's step 1 needs: the host's props and the page's data block. */
export interface HostedStep1RenderRequest {
  initialData: InitialData;
  /** The props the host page renders the widget with (the host's server build decides them, as its browser code). */
  props: RenderedWidgetProps;
  /** The visitor's hinted scheme, else light (a host page forces none). */
  colorMode: RenderedColorMode;
  /** The render's clock (epoch ms). */
  now: number;
}

/** The module a server build exports. */
export interface WidgetServerModule {
  build: string;
  /** Answers null when the data block cannot draw a priced step 1 on its own (the browser renders it then). */
  renderIframeStep1(request: Step1RenderRequest): Promise<Step1Render | null>;
  /**
   * Step 1 of the federated widget (`./BookingWidget`) as a host page shows it, for the host's slot; the
   * markup of the widget's own root (hydrated by the remote's `hydrateWidget`). Absent in older builds.
   */
  renderHostedStep1?(request: HostedStep1RenderRequest): Promise<Step1Render | null>;
}

/**
 * The host page's element holding the widget's server markup: the host hydrates around it and leaves its
 * content to the widget (an element of its own, `WIDGET_ROOT_ATTRIBUTE`, which the widget hydrates as a root).
 */
export const WIDGET_SLOT_ATTRIBUTE = 'data-widget-slot';
/** The widget's own root element inside the slot. */
export const WIDGET_ROOT_ATTRIBUTE = 'data-widget-root';

/** A federated widget hydrated (or rendered afresh) as its own root over the server's markup. */
export interface HydratedWidget {
  /** Replaces the props and re-renders (the same props again change nothing). */
  update(props: BookingWidgetProps): void;
  /** Removes the widget and stops its timers. Safe to call twice. */
  unmount(): void;
}

/**
 * The remote's `./BookingWidget` module also exports `hydrateWidget`: it opens a widget from the page's data
 * block and hydrates `root` (an element holding the server's markup) when its step 1 comes out as the one drawn
 * (the data block's stamp), else renders it there afresh. A failure to open or render is handed to `onFailure`
 * (the host shows its fallback); the widget is then unmounted. `Root` is the DOM's Element (these contracts
 * carry no DOM types).
 */
export type HydrateWidget<Root> = (
  root: Root,
  props: BookingWidgetProps,
  options: { onFailure: (error: unknown) => void },
) => HydratedWidget;

/** What a host page's server render needs. */
export interface HostPageRenderRequest {
  config: PageConfig;
  /** The page URL's query (`?product=…`). */
  search: string;
  /** The page's data block. */
  initialData: InitialData;
  /** The widget's step 1 for the props the page passes it (the remote's server build); null: not drawn. */
  renderWidget(props: RenderedWidgetProps): Promise<Step1Render | null>;
}

/** A host page's server render: the markup of its root element and the stamp of the widget drawn in it. */
export interface HostPageRender {
  html: string;
  /** Null when the page holds no widget markup (the browser loads and renders the widget). */
  stamp: RenderStamp | null;
}

/**
 * Set on the host page's root element when its content is the host shell's server render (the browser hydrates
 * it); any other content there (the BFF's own not-found markup) is replaced by the browser's render.
 */
export const HOST_RENDERED_ATTRIBUTE = 'data-server-rendered';

/** The module the host shell's server build exports. */
export interface HostServerModule {
  /** Null for a page it does not render on the server (only the booking page is). */
  renderPage(request: HostPageRenderRequest): Promise<HostPageRender | null>;
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
