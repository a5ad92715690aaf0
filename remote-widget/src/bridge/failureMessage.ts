import { createIntl } from 'react-intl';
import { DEFAULT_LANGUAGE, type Language } from '@booking/shared-contracts';
import { isTranslatedCatalogueCode } from '../components/feedback/catalogueMessages';
import { paymentErrorText } from '../components/payment/paymentErrorText';
import type { PartialCancel } from '../domain/partialCancel';
import { loadedCheckoutMessages } from '../i18n/checkoutCatalogs';
import type { PaymentErrorCode } from '../checkout/paymentContext';

// The payment step's own codes; the §8 catalogue's come from its message map.
const PAYMENT_STEP_CODES: readonly string[] = [
  'blik_refused',
  'blik_unconfirmed',
  'agreements_required',
  'payment_cancelled',
  'cancel_partial',
] satisfies PaymentErrorCode[];

/** What the failure was and where the widget stood when it happened. */
export interface FailureFacts {
  code: string;
  flow: 'payment' | 'reservation';
  lang: Language;
  partialCancel?: PartialCancel | null;
}

/**
 * The sentence of `bookingFailed.message`: what the visitor read, in the widget's language, so a partner can
 * show or log it as it is. A code without a text of its own reads as the flow's general failure. The checkout
 * catalog of the language has arrived by then (steps 2–3 render only once it has); without it the English
 * texts stand in, quietly – a missing translation is no error for the partner's console.
 */
export function failureMessage({ code, flow, lang, partialCancel = null }: FailureFacts): string {
  const intl = createIntl({
    locale: lang,
    defaultLocale: DEFAULT_LANGUAGE,
    messages: loadedCheckoutMessages(lang) ?? {},
    onError: () => undefined,
  });
  const known =
    PAYMENT_STEP_CODES.includes(code) || isTranslatedCatalogueCode(code)
      ? (code as PaymentErrorCode)
      : flow === 'reservation'
        ? 'reservation_failed'
        : 'payment_unknown_error';
  return paymentErrorText(
    known,
    (descriptor, values) => intl.formatMessage(descriptor, values),
    partialCancel,
  );
}
