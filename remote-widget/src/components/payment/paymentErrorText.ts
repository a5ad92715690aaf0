import type { MessageDescriptor } from 'react-intl';
import type { PartialCancel } from '../../domain/partialCancel';
import type { PaymentErrorCode } from '../../checkout/paymentContext';
import { catalogueMessage } from '../feedback/catalogueMessages';
import { paymentMessages } from './paymentMessages';

/** react-intl's `formatMessage`, as far as the payment texts use it. */
export type FormatMessage = (descriptor: MessageDescriptor, values?: Record<string, string>) => string;

/**
 * The sentence a payment failure shows in the widget's language: the payment step's own texts (a refused
 * BLIK code, a cancel, a partial cancel), else the §8 catalogue's. The step and the partner's `bookingFailed`
 * read the same sentence.
 */
export function paymentErrorText(
  code: PaymentErrorCode,
  format: FormatMessage,
  partialCancel: PartialCancel | null = null,
): string {
  if (code === 'blik_refused') return format(paymentMessages.blikRefused);
  if (code === 'blik_unconfirmed') return format(paymentMessages.blikUnconfirmed);
  if (code === 'payment_cancelled') return format(paymentMessages.cancelled);
  if (code === 'cancel_partial') {
    if (!partialCancel) return format(paymentMessages.cancelled);
    const { provider, providerCancelled, bookingStatus } = partialCancel;
    return format(paymentMessages.partialCancel, {
      provider,
      providerCancelled: String(providerCancelled),
      bookingStatus,
    });
  }
  if (code === 'agreements_required') return format(paymentMessages.agreementsRequired);
  if (code === 'payment_window_closed') return format(paymentMessages.windowClosed);
  if (code === 'payment_not_completed') return format(paymentMessages.notCompleted);
  return catalogueMessage(code, format);
}
