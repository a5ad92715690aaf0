import { reaction } from 'mobx';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import {
  COLOR_MODES,
  initialDataOf,
  pageReloadDeps,
  renderStampOf,
  widgetPageTitle,
  type ChunkReloadWindow,
} from '@booking/shared-contracts';
import type { FetchLike } from '../api/client';
import { WindowBridge } from '../bridge/WindowBridge';
import type { BridgeWindow } from '../bridge/types';
import { knownLanguage, type WidgetController } from '../controller/WidgetController';
import { createWidget } from '../expose/BookingWidget';
import { pageLanguage } from '../i18n/language';
import { browserHost, registerCheckout } from '../stores/checkoutHost';
import { browserPaymentWindows } from '../checkout/paymentWindow';
import { renderAfresh, takeOverServerMarkup } from '../prerender/takeOver';
import { IframeApp } from './IframeApp';
import { reportHeight } from './reportHeight';

export interface IframeAppOptions {
  element: Element;
  /** The page URL: `?configId=…&lang=…&openId=…&colorMode=…`, `embed=1` when embed.js framed it. */
  url: string;
  window: BridgeWindow;
  /** Origin of the BFF: the page's own origin (its scripts come from the remote's origin). */
  apiBaseUrl: string;
  fetch?: FetchLike;
  /** The page reloaded after a lost chunk (tests pass a fake; default the browser's window). */
  page?: ChunkReloadWindow;
}

/** Starts the iframe app: renders the widget and hands the window messages to the bridge. */
export function startIframeApp(options: IframeAppOptions): {
  bridge: WindowBridge;
  controller: WidgetController;
  unmount: () => void;
} {
  const query = new URL(options.url).searchParams;
  // §8 "No configId provided." when the URL names none (the ConfigStore shows it) – never the demo's tours.
  const configId = query.get('configId') ?? '';
  // Without a `lang` parameter: the page's URL prefix, then the cookie, then the browser's languages.
  const lang = knownLanguage(query.get('lang')) ?? pageLanguage();
  // The page the BFF serves carries the config and the first activities: no API round trips for them.
  const initialData = initialDataOf(options.element.ownerDocument);
  const controller = createWidget({ apiBaseUrl: options.apiBaseUrl, fetch: options.fetch, initialData });
  // §4 "A page may force a mode": iframe and embed.js hosts (`data-color-mode`) name it in the URL.
  // The funnel's insights tell the embed.js panel (`embed=1`) from a plain iframe.
  controller.stores.hostingMode = query.get('embed') === '1' ? 'embed' : 'iframe';
  const colorMode = COLOR_MODES.find((mode) => mode === query.get('colorMode'));
  if (colorMode) controller.stores.colorMode.forceMode(colorMode);
  const bridge = new WindowBridge({
    window: options.window,
    controller,
    configId,
    lang,
    openId: query.get('openId'),
    embedded: query.get('embed') === '1',
    ownOrigin: new URL(options.url).origin,
  });
  // Inside a partner's panel the widget shows its own success step and tells the partner; alone, it redirects.
  // Framed, a provider's page opens in a payment window of its own, which returns to this app's origin.
  registerCheckout(controller.stores, {
    host: {
      ...browserHost,
      embedded: bridge.hasParent,
      paymentWindows: bridge.hasParent
        ? browserPaymentWindows(window, new URL(options.apiBaseUrl || options.url).origin)
        : undefined,
      manageHistory: true,
      emit: (event) => bridge.notify(event),
    },
  });
  // The browser tab speaks the widget's language, whichever way the language changes.
  const doc = options.element.ownerDocument;
  const stopTitle = reaction(
    () => controller.stores.ui.currentLanguage,
    (current) => {
      doc.title = widgetPageTitle(current);
    },
    { fireImmediately: true },
  );
  // §2: the host shell's protections, in the app's tree (IframeApp), whichever way it renders.
  const page: ChunkReloadWindow = options.page ?? window;
  const tree = (
    <StrictMode>
      <IframeApp controller={controller} configId={configId} page={() => pageReloadDeps(page)} />
    </StrictMode>
  );
  const element = options.element;
  let root: Root | null = null;
  let stopped = false;
  let stopHydrated: (() => void) | null = null;
  const stamp = renderStampOf(initialData);
  const opensOnItsOwn = !bridge.hasParent || query.get('embed') === '1';
  if (stamp && element.firstElementChild && opensOnItsOwn) {
    // Step 1 came rendered from the server: it stays on screen (inert) while the app opens from the same data
    // block, and is hydrated when the app's step 1 comes out as the one drawn – else rendered afresh.
    stopHydrated = takeOverServerMarkup({
      element,
      controller,
      stamp,
      tree: () => tree,
      open: () => bridge.start(),
      stopped: () => stopped,
      rooted: (taken) => {
        root = taken;
      },
      failed: () => {
        root = renderAfresh(element, tree, controller.stores);
      },
    });
  } else {
    root = renderAfresh(element, tree);
    void bridge.start();
  }
  const stopHeight = bridge.hasParent
    ? reportHeight(options.element, (height) => bridge.reportHeight(height))
    : null;
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !event.defaultPrevented) bridge.requestClose();
  };
  if (bridge.hasParent) doc.addEventListener('keydown', onKey);
  return {
    bridge,
    controller,
    unmount: () => {
      stopTitle();
      stopHeight?.();
      doc.removeEventListener('keydown', onKey);
      bridge.dispose();
      controller.dispose();
      stopped = true;
      stopHydrated?.();
      root?.unmount();
    },
  };
}
