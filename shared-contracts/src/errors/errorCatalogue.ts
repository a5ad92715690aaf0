import { INVALID_ACTIVITY_DATA_MESSAGE } from './invalidActivityData';
import { OPEN_WIDGET_UNEXPECTED_MESSAGE } from './openWidgetUnexpected';

/**
 * The error catalogue of §8 (and the §5 reservation messages): each message under a stable snake_case code,
 * with the exact text the spec gives. Polish texts are kept verbatim.
 */
export const ERROR_MESSAGES = {
  // User-facing (§8)
  invalid_blik_code: 'Invalid BLIK code. Please enter a 6-digit code.',
  invalid_payment_method: 'Proszę wybrać prawidłową metodę płatności.',
  payment_initiation_unexpected: 'Nie udało się zainicjować płatności z powodu nieoczekiwanego problemu.',
  payment_unknown_error: 'Wystąpił nieznany błąd podczas przetwarzania płatności.',
  transaction_store_failed: 'Transaction was created but failed to store properly',
  reservation_not_created: 'Could not create reservation. Please try again.',
  payment_without_reservation: 'Cannot process payment without valid reservation',
  transaction_timeout: 'Transaction creation timed out. Please try again.',
  reservation_expired: 'Czas rezerwacji wygasł. Proszę spróbować ponownie.',
  reservation_failed: 'Failed to create reservation. Please try again.',
  missing_contact_information: 'Missing contact information. Please complete the contact form.',
  invalid_transaction_amount: 'Invalid transaction amount',
  invalid_group_id: 'Invalid groupId',
  // Other cases (§8) and reservation creation (§5)
  transaction_creation_failed: 'Transaction creation failed',
  no_time_slot_selected: 'No time slot selected',
  no_activity_selected: 'No activity selected',
  // Bounds of one visitor's holds and payment tries
  hold_seats_limit_reached:
    'Too many seats are held for this departure. Please choose fewer participants or finish your open booking first.',
  payment_tries_exhausted: 'Too many payment attempts for this reservation. Please start a new booking.',
  // Configuration and widget (§2, §8)
  no_config_id: 'No configId provided.',
  invalid_activity_data: INVALID_ACTIVITY_DATA_MESSAGE,
  open_widget_unexpected: OPEN_WIDGET_UNEXPECTED_MESSAGE,
  widget_initialization_error_title: 'Widget Initialization Error',
  retry_initialization: 'Retry Initialization',
  sheets_unsuccessful_response: 'API returned unsuccessful response',
  sheets_save_failed: 'Failed to save data to sheet',
} as const;

export type ErrorMessageCode = keyof typeof ERROR_MESSAGES;

/** The exact text of a catalogue code. */
export function errorMessage(code: ErrorMessageCode): string {
  return ERROR_MESSAGES[code];
}
