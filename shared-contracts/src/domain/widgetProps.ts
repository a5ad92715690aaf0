// The federated widget's props: one declaration for the host that renders it and the remote that exposes it.
import type { Language } from './constants';
import type { GlobalConfig } from './globalConfig';
import type { Product } from './product';
import type { PartnerEventName, PartnerEventPayloads } from '../messages/partnerEvents';

/** The part of `Response` the widget reads, so any fetch implementation fits. */
export type WidgetFetchResponse = Pick<Response, 'ok' | 'status' | 'statusText' | 'json'>;

/** A fetch the widget may be given instead of `window.fetch`, e.g. by a host that adds headers. */
export type WidgetFetch = (input: string, init?: RequestInit) => Promise<WidgetFetchResponse>;

/** Props of the remote's `./BookingWidget` component; its `./mount(element, options)` takes the same. */
export interface BookingWidgetProps {
  /** Which configuration to load (default `demo`). */
  configId?: string;
  /** Interface language; by default the page's: URL prefix, then the `lang` cookie, then the browser's, else `en`. */
  lang?: Language;
  /** Product (or activity) id to open; the first product of the configuration when absent. */
  openId?: string | number;
  /** Another name for `openId`. */
  productId?: string | number;
  /** Activity id whose tab starts active. */
  currentId?: number;
  /**
   * §4 a colour mode the page forces: light or dark; without it the widget follows the device's scheme
   * ("system", which cannot be forced).
   */
  colorMode?: 'light' | 'dark';
  /** Origin of the BFF; '' (default) means the page's own origin. */
  apiBaseUrl?: string;
  /** Host-provided configuration; otherwise loaded from `GET /api/widget-config/{configId}`. */
  globalConfig?: GlobalConfig;
  /** Host-provided products; otherwise those of the loaded configuration. */
  products?: Product[];
  /** Replacement for `window.fetch`. */
  fetch?: WidgetFetch;
  /** §2 the parent page's redirect hook: called with the success URL instead of changing the location. */
  onRedirect?: (url: string) => void;
  /** Events of the widget (a paid booking, a failure with its code); failures never throw across. */
  onEvent?: (event: BookingWidgetEvent) => void;
  /** §6 integrator defaults: the contact's phone and name, and the success page URL. */
  defaultPhone?: string;
  defaultContactName?: string;
  successUrl?: string;
}

/** A partner event (the one vocabulary of shared-contracts' partner event map) as `{ action, ...payload }`. */
export type PartnerEventMessage = {
  [E in PartnerEventName]: { action: E } & PartnerEventPayloads[E];
}[PartnerEventName];

/**
 * An event of the federated widget, shaped like the window message of the same action: the partner events,
 * and the older bookingCompleted (deprecated: use bookingSucceeded) and widgetError.
 */
export type BookingWidgetEvent =
  | PartnerEventMessage
  | {
      action: 'bookingCompleted';
      confirmationCode: string;
      transactionId: string;
      totalPrice: number;
      currency: string;
    }
  | {
      action: 'widgetError';
      code: string;
      message: string;
      flow?: 'widgetInit' | 'configData' | 'payment' | 'reservation';
    };
