import { useEffect, useState } from 'react';
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
function federatedWidget(options: {
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

/** The booking widget as a React component for hosts that load it through Module Federation. */
export function BookingWidget({
  // §8 "No configId provided." when a host names none: a typo in the snippet must not sell the demo's tours.
  configId = '',
  lang: langProp,
  openId,
  productId,
  currentId,
  colorMode,
  apiBaseUrl = '',
  globalConfig,
  products,
  fetch,
  onRedirect,
  onEvent,
  defaultPhone,
  defaultContactName,
  successUrl,
}: BookingWidgetProps) {
  const [widget, setWidget] = useState(() => ({
    apiBaseUrl,
    fetch,
    controller: federatedWidget({ apiBaseUrl, fetch, initialData: pageInitialData() }),
  }));
  if (widget.apiBaseUrl !== apiBaseUrl || widget.fetch !== fetch) {
    setWidget({ apiBaseUrl, fetch, controller: federatedWidget({ apiBaseUrl, fetch }) });
  }
  const [detected] = useState(pageLanguage);
  const lang = langProp ?? detected;
  const { controller } = widget;
  const target = openId ?? productId;

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

  useEffect(() => {
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

export default BookingWidget;
/** Which deploy of the remote this is; the host shows it on its page. */
export { WIDGET_BUILD } from '../buildInfo';
