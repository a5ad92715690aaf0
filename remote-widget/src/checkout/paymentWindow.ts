import {
  isPaymentWindowReturned,
  PAYMENT_WINDOW_NAME,
  type PaymentWindowReturned,
} from '@booking/shared-contracts';

/** A provider's page opened top-level by a framed widget. */
export interface PaymentWindow {
  /** Sends the window to the provider's page. */
  go(url: string): void;
  focus(): void;
  close(): void;
  readonly closed: boolean;
}

/**
 * How a framed widget (iframe app, embed panel) takes a hosted payment: the provider's page in a window of
 * its own – real providers and banks refuse to be framed – and the return page of the widget's own origin
 * reporting back.
 */
export interface PaymentWindows {
  /** The origin of the return page: the app's own. */
  returnOrigin: string;
  /**
   * Opens the payment window, at `url` or blank until the provider's page is known. Must run inside the
   * visitor's click, or popup blockers refuse it; null when the browser refused.
   */
  open(url?: string): PaymentWindow | null;
  /** Calls `listener` with each return-page message from the return origin; answers the unsubscribe. */
  onReturn(listener: (message: PaymentWindowReturned) => void): () => void;
}

/** What the window features ask for: a window beside the page where there is room, a tab on phones. */
const FEATURES = 'popup,width=520,height=760';

function wrap(opened: Window): PaymentWindow {
  return {
    go: (url) => opened.location.replace(url),
    focus: () => opened.focus(),
    close: () => opened.close(),
    get closed() {
      return opened.closed;
    },
  };
}

/** Payment windows of a browser window whose return page lives on `returnOrigin`. */
export function browserPaymentWindows(win: Window, returnOrigin: string): PaymentWindows {
  return {
    returnOrigin,
    open(url) {
      const opened = win.open(url ?? 'about:blank', PAYMENT_WINDOW_NAME, FEATURES);
      return opened ? wrap(opened) : null;
    },
    onReturn(listener) {
      const onMessage = (event: MessageEvent) => {
        if (event.origin !== returnOrigin || !isPaymentWindowReturned(event.data)) return;
        listener(event.data);
      };
      win.addEventListener('message', onMessage);
      return () => win.removeEventListener('message', onMessage);
    },
  };
}
