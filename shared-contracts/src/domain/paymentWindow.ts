// The hosted payment window of a framed widget (iframe app, embed panel): the provider's page opens
// top-level – real providers refuse to be framed – and returns to a small page of the widget's own origin,
// which tells the widget in the frame (its opener) by a message to that origin only. Yup-free.
import { languagePrefix } from './pageRoutes';
import type { Language } from './constants';

/** The page a payment window returns to, on the BFF that serves the iframe app. */
export const PAYMENT_RETURN_PATH = '/payment-return';
/** Its script (pages allow no inline script). */
export const PAYMENT_RETURN_SCRIPT_PATH = '/payment-return.js';
/** The window name the widget opens the provider's page under, so a reopen reuses the same window. */
export const PAYMENT_WINDOW_NAME = 'booking-payment';

/** How the provider sent the payer back: its success or its error URL. */
export type PaymentReturnOutcome = 'success' | 'error';

/** The message the return page posts to the widget that opened the window. */
export interface PaymentWindowReturned {
  action: 'paymentWindowReturned';
  /** The receipt key the return URL carried. */
  receipt: string;
  outcome: PaymentReturnOutcome;
}

/** True for a PaymentWindowReturned message (the origin is checked by the receiver). */
export function isPaymentWindowReturned(data: unknown): data is PaymentWindowReturned {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  return (
    message.action === 'paymentWindowReturned' &&
    typeof message.receipt === 'string' &&
    (message.outcome === 'success' || message.outcome === 'error')
  );
}

/** The return URL of a payment window: the BFF's return page with the hold's receipt key and the language. */
export function paymentReturnUrl(
  appOrigin: string,
  receiptKey: string,
  lang: Language,
  outcome: PaymentReturnOutcome,
): string {
  const query = new URLSearchParams({ receipt: receiptKey, lang });
  if (outcome === 'error') query.set('outcome', 'error');
  return `${appOrigin.replace(/\/+$/, '')}${PAYMENT_RETURN_PATH}?${query.toString()}`;
}

/** The first-party payment-completion page of a receipt (host page returns, and the return page's link). */
export function paymentCompletionUrl(
  host: string,
  receiptKey: string,
  lang: Language,
  outcome: PaymentReturnOutcome,
): string {
  const query = new URLSearchParams({ receipt: receiptKey });
  if (outcome === 'error') query.set('outcome', 'error');
  return `${host.replace(/\/+$/, '')}${languagePrefix(lang)}/megabilet/payment-completion?${query.toString()}`;
}
