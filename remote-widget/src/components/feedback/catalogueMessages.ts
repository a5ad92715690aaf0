import { defineMessages, type MessageDescriptor } from 'react-intl';
import { ERROR_MESSAGES, type ErrorMessageCode } from '@booking/shared-contracts';

/** The §8 catalogue texts the checkout shows, translated; English is the spec's exact text. */
const catalogue = defineMessages({
  invalid_blik_code: {
    id: 'errors.invalidBlikCode',
    defaultMessage: 'Invalid BLIK code. Please enter a 6-digit code.',
  },
  invalid_payment_method: {
    id: 'errors.invalidPaymentMethod',
    defaultMessage: 'Please choose a valid payment method.',
  },
  payment_initiation_unexpected: {
    id: 'errors.paymentInitiationUnexpected',
    defaultMessage: 'The payment could not be started because of an unexpected problem.',
  },
  payment_unknown_error: {
    id: 'errors.paymentUnknownError',
    defaultMessage: 'An unknown error occurred while processing the payment.',
  },
  transaction_store_failed: {
    id: 'errors.transactionStoreFailed',
    defaultMessage: 'Transaction was created but failed to store properly',
  },
  reservation_not_created: {
    id: 'errors.reservationNotCreated',
    defaultMessage: 'Could not create reservation. Please try again.',
  },
  payment_without_reservation: {
    id: 'errors.paymentWithoutReservation',
    defaultMessage: 'Cannot process payment without valid reservation',
  },
  transaction_timeout: {
    id: 'errors.transactionTimeout',
    defaultMessage: 'Transaction creation timed out. Please try again.',
  },
  reservation_expired: {
    id: 'errors.reservationExpired',
    defaultMessage: 'Your reservation has expired. Please try again.',
  },
  reservation_failed: {
    id: 'errors.reservationFailed',
    defaultMessage: 'Failed to create reservation. Please try again.',
  },
  missing_contact_information: {
    id: 'errors.missingContactInformation',
    defaultMessage: 'Missing contact information. Please complete the contact form.',
  },
  invalid_transaction_amount: {
    id: 'errors.invalidTransactionAmount',
    defaultMessage: 'Invalid transaction amount',
  },
  invalid_group_id: { id: 'errors.invalidGroupId', defaultMessage: 'Invalid groupId' },
  transaction_creation_failed: {
    id: 'errors.transactionCreationFailed',
    defaultMessage: 'Transaction creation failed',
  },
  no_time_slot_selected: { id: 'errors.noTimeSlotSelected', defaultMessage: 'No time slot selected' },
  no_activity_selected: { id: 'errors.noActivitySelected', defaultMessage: 'No activity selected' },
  hold_seats_limit_reached: {
    id: 'errors.holdSeatsLimitReached',
    defaultMessage:
      'Too many seats are held for this departure. Please choose fewer participants or finish your open booking first.',
  },
  payment_tries_exhausted: {
    id: 'errors.paymentTriesExhausted',
    defaultMessage: 'Too many payment attempts for this reservation. Please start a new booking.',
  },
}) satisfies Partial<Record<ErrorMessageCode, MessageDescriptor>>;

/** A catalogue code's message: translated where the widget shows it, else the catalogue's own text. */
export function catalogueMessage(
  code: ErrorMessageCode,
  format: (descriptor: MessageDescriptor) => string,
): string {
  const descriptor = (catalogue as Partial<Record<ErrorMessageCode, MessageDescriptor>>)[code];
  return descriptor ? format(descriptor) : ERROR_MESSAGES[code];
}

/** True for a catalogue code the widget has translated (the others have the spec's text alone). */
export function isTranslatedCatalogueCode(code: string): code is ErrorMessageCode {
  return Object.hasOwn(catalogue, code);
}
