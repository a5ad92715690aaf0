import { useEffect, useRef, useState } from 'react';
import {
  initialDataOf,
  type BookingWidgetEvent,
  type BookingWidgetProps,
  type InitialData,
} from '@booking/shared-contracts';
import { createApiClient, type FetchLike } from '../api/client';
import { routes } from '../api/contractRoutes';
import { WidgetController } from '../controller/WidgetController';
import { browserHost, registerCheckout, type CheckoutHost } from '../stores/checkoutHost';
import { ownFailureTest, widgetScriptBase } from '../infra/ownFailure';
import { RootStore, type StoreDeps } from '../stores/RootStore';
import { watchPageLeave } from '../stores/funnelPageLeave';
import { pageLanguage } from '../i18n/language';
import { watchStepChanged } from '../bridge/partnerEventsOf';
import { safeEmit, watchWidgetClosed } from './widgetClosedEvent';
import { WidgetRoot } from './WidgetRoot';

/** The data block of the page the widget runs in (pages the BFF serves carry one; other hosts' none). */
export function pageInitialData(): InitialData | null {
  return typeof document === 'undefined' ? null : initialDataOf(document);
}

/**
 * Builds the stores and the controller of one widget instance; slow requests (§9) go to diagnostics. With
 * `initialData`, the config and first activities it carries are used instead of their API calls.
 */
export function createWidget(options: {
  apiBaseUrl?: string;
  fetch?: FetchLike;
  initialData?: InitialData | null;
  /** The rest of the stores' dependencies (a server render's clock, log sink and storage). */
  deps?: Omit<StoreDeps, 'api' | 'initialData'>;
}): WidgetController {
  let stores: RootStore | null = null;
  const api = createApiClient({
    // Every answer, the page's inline ones too, is checked before the first render: the contract comes with the
    // widget's own code (for a federated host, in the chunks its runtime starts with remoteEntry.js) instead of
    // in a second round trip once the widget runs.
    routes,
    baseUrl: options.apiBaseUrl ?? '',
    fetch: options.fetch,
    onResponse: (timing) => {
      if (stores?.diagnostics.recordRequest(timing.url, timing.durationMs)) {
        stores.logger.warn(`Slow request: ${timing.method} ${timing.url} took ${timing.durationMs} ms`);
      }
    },
  });
  stores = new RootStore({ ...options.deps, api, initialData: options.initialData });
  return new WidgetController(stores);
}

/**
 * A widget inside a partner's own page: the §8 handler takes only the failures of the widget's scripts, so
 * an unrelated error of the partner's page never pops a toast inside the widget.
 */
export function federatedWidget(options: {
  apiBaseUrl: string;
  fetch?: FetchLike;
  initialData?: InitialData | null;
}) {
  const controller = createWidget(options);
  controller.stores.errors.acceptOnly(ownFailureTest(widgetScriptBase()));
  return controller;
}

/** The federated host's side of the checkout: its redirect hook and event listener, the page's location. */
function federatedHost(props: Pick<BookingWidgetProps, 'onRedirect' | 'onEvent'>): CheckoutHost {
  return {
    ...browserHost,
    redirect: props.onRedirect,
    emit: safeEmit(props.onEvent),
  };
}

/** What a widget starts with: the part of its props that opens it (a change reopens it). */
export interface StartArgs {
  configId: string;
  target: BookingWidgetProps['openId'];
  currentId: BookingWidgetProps['currentId'];
  globalConfig: BookingWidgetProps['globalConfig'];
  products: BookingWidgetProps['products'];
}

/** The start arguments of a federated widget's props. */
export function startArgsOf(props: BookingWidgetProps): StartArgs {
  return {
    // §8 "No configId provided." when a host names none: a typo in the snippet must not sell the demo's tours.
    configId: props.configId ?? '',
    target: props.openId ?? props.productId,
    currentId: props.currentId,
    globalConfig: props.globalConfig,
    products: props.products,
  };
}

const sameStart = (a: StartArgs, b: StartArgs): boolean =>
  a.configId === b.configId &&
  a.target === b.target &&
  a.currentId === b.currentId &&
  a.globalConfig === b.globalConfig &&
  a.products === b.products;

/**
 * A widget opened before its first render (`hydrateWidget`, the server build): its step 1 is drawn at once,
 * and it is not started again for the same arguments. Whoever opened it disposes it.
 */
export interface OpenedWidget {
  controller: WidgetController;
  /** What it was opened with. */
  startedWith: StartArgs;
}

/** The federated widget; `opened` hands it a widget already opened (hydration over the server's markup). */
export function FederatedWidget({
  opened,
  lang: langProp,
  colorMode,
  apiBaseUrl = '',
  fetch,
  onRedirect,
  onEvent,
  defaultPhone,
  defaultContactName,
  successUrl,
  ...props
}: BookingWidgetProps & { opened?: OpenedWidget }) {
  const [widget, setWidget] = useState(() => ({
    apiBaseUrl,
    fetch,
    controller:
      opened?.controller ?? federatedWidget({ apiBaseUrl, fetch, initialData: pageInitialData() }),
  }));
  if (widget.apiBaseUrl !== apiBaseUrl || widget.fetch !== fetch) {
    setWidget({ apiBaseUrl, fetch, controller: federatedWidget({ apiBaseUrl, fetch }) });
  }
  const [detected] = useState(pageLanguage);
  const lang = langProp ?? detected;
  const { controller } = widget;
  const { configId, target, currentId, globalConfig, products } = startArgsOf(props);

  useEffect(() => {
    registerCheckout(controller.stores, {
      host: federatedHost({ onRedirect, onEvent }),
      integrator: { defaultPhone, defaultContactName, successUrl },
    });
  }, [controller, onRedirect, onEvent, defaultPhone, defaultContactName, successUrl]);

  useEffect(() => watchWidgetClosed(controller.stores, safeEmit(onEvent)), [controller, onEvent]);
  // The widget is in the page itself: leaving the page with a started basket is an abandoned cart (§4).
  useEffect(() => watchPageLeave(controller.stores, window), [controller]);
  // The partner event map's stepChanged, which also tells a host when a payment is under way.
  useEffect(() => {
    const emit = safeEmit(onEvent);
    return watchStepChanged(controller.stores, (action, payload) =>
      emit({ action, ...payload } as BookingWidgetEvent),
    );
  }, [controller, onEvent]);

  // What the widget was opened with before its first render, until the props ask for another start.
  const openedWith = useRef(opened?.startedWith ?? null);
  useEffect(() => {
    const args = { configId, target, currentId, globalConfig, products };
    if (opened?.controller === controller && openedWith.current) {
      // Opened for this very start: its timers run, and its opener stops them. Once the props ask for another
      // start, the opening is spent (coming back to these props starts the widget again).
      if (sameStart(openedWith.current, args)) return undefined;
      openedWith.current = null;
    }
    void controller.start({ configId, lang, openId: target, currentId, globalConfig, products });
    // Timers stop with the widget; a later start restarts them.
    return () => controller.stores.ui.dispose();
    // The language has its own effect: switching it must not reopen the widget.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [controller, configId, target, currentId, globalConfig, products]);

  // The page's language, not a choice of the visitor's: their cookie stays as it is.
  useEffect(() => {
    void controller.setLanguage(lang, { remember: false });
  }, [controller, lang]);

  useEffect(() => controller.stores.colorMode.forceMode(colorMode ?? null), [controller, colorMode]);

  return <WidgetRoot controller={controller} configId={configId} />;
}

/** The booking widget as a React component for hosts that load it through Module Federation. */
export function BookingWidget(props: BookingWidgetProps) {
  return <FederatedWidget {...props} />;
}
