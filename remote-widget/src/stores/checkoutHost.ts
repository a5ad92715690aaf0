import type { IntegratorDefaults } from '../domain/checkoutForm';
import type { PaymentWindows } from '../checkout/paymentWindow';

/** What the checkout tells its host. */
export type CheckoutEvent =
  | {
      action: 'bookingCompleted';
      confirmationCode: string;
      transactionId: string;
      totalPrice: number;
      currency: string;
    }
  | { action: 'widgetError'; code: string; message: string; flow: 'payment' | 'reservation' };

/** How the widget leaves after payment and reports to its host; each hosting mode gives its own. */
export interface CheckoutHost {
  /** The parent page's redirect hook, when it has one. */
  redirect?: ((url: string) => void) | undefined;
  /** Inside an embed panel the widget shows its own success step instead of redirecting. */
  embedded?: boolean;
  /** Changes the page's location (the success redirect without a hook, and the provider's pages). */
  assign: (url: string) => void;
  /**
   * A framed widget's payment windows: hosted payment pages never run inside a frame (providers and banks
   * refuse it), so they open top-level there while the widget follows the payment. Without it (a page of its
   * own, the first-party host page) the page goes to the provider itself.
   */
  paymentWindows?: PaymentWindows | undefined;
  /** The iframe app: the browser's Back button moves back a step. */
  manageHistory?: boolean;
  /** Events for the host: a paid booking, a failure with its code. Never throws across the boundary. */
  emit?: ((event: CheckoutEvent) => void) | undefined;
}

/** The browser's own location, the fallback of every host. */
export const browserHost: CheckoutHost = {
  assign: (url) => {
    window.location.assign(url);
  },
};

/** §6 what an integrator page may set: default phone and contact name, success URL. */
export interface IntegratorOptions extends IntegratorDefaults {
  successUrl?: string | null;
}

/** What a hosting mode hands to the checkout of a widget: how it leaves and reports, the integrator's options. */
export interface CheckoutSetup {
  host?: CheckoutHost;
  integrator?: IntegratorOptions;
}

/** What takes a hosting mode's checkout setup: the RootStore, which passes it to its checkout. */
export interface CheckoutSetupTarget {
  setCheckoutHost(host: CheckoutHost): void;
  setIntegrator(options: IntegratorOptions): void;
}

/** Hands a hosting mode's host and integrator options to the RootStore, which passes them to its checkout. */
export function registerCheckout(root: CheckoutSetupTarget, setup: CheckoutSetup): void {
  if (setup.host) root.setCheckoutHost(setup.host);
  if (setup.integrator) root.setIntegrator(setup.integrator);
}
