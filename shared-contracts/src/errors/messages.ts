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
  // Configuration and widget (§2, §8)
  no_config_id: 'No configId provided.',
  invalid_activity_data: 'Invalid activity data provided to mapper',
  open_widget_unexpected: 'An unexpected error occurred while opening the widget. Please try again.',
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

/** Codes that name a failure of the card provider's API (§8: "a code such as STRIPE_API_ERROR"). */
export const PROVIDER_FAILURE_CODES = ['STRIPE_API_ERROR', 'TPAY_API_ERROR', 'BOKUN_API_ERROR'] as const;
export type ProviderFailureCode = (typeof PROVIDER_FAILURE_CODES)[number];

/** Message templates of §8, one function per template; the spec's `{param}` becomes an argument. */
export const errorTemplates = {
  /** "Activity {id} does not exist or is not available" */
  activityNotAvailable: (id: number | string) => `Activity ${id} does not exist or is not available`,
  /** "Page not found: {path}" (status 404) */
  pageNotFound: (path: string) => `Page not found: ${path}`,
  /** "Failed to fetch credentials: {status} {message}" */
  credentialsFetchFailed: (status: number, message: string) =>
    `Failed to fetch credentials: ${status} ${message}`,
  /** "Credentials not available for {configId}: {message}" */
  credentialsNotAvailable: (configId: string, message: string) =>
    `Credentials not available for ${configId}: ${message}`,
  /** "Failed to open widget: {message}" */
  openWidgetFailed: (message: string) => `Failed to open widget: ${message}`,
  /** "Initialization failed: {message}" */
  initializationFailed: (message: string) => `Initialization failed: ${message}`,
  /** "Google Sheets not configured - data not saved to {sheet}" */
  sheetsNotConfigured: (sheet: string) => `Google Sheets not configured - data not saved to ${sheet}`,
  /** "Data successfully saved to {sheet}" */
  sheetsSaved: (sheet: string) => `Data successfully saved to ${sheet}`,
  /** A non-OK HTTP answer to a payment call (§8: "throws with the status"). */
  paymentHttpError: (status: number) => `Payment request failed with HTTP status ${status}`,
  /**
   * The partial-cancel failure (§8 gives no exact text): the payment was cancelled at the provider but the
   * booking system could not release the reservation.
   */
  partialCancelFailed: (provider: string, bookingStatus: string) =>
    `Płatność w ${provider} została anulowana, ale nie udało się anulować rezerwacji (status w systemie rezerwacji: ${bookingStatus}).`,
} as const;

export type ErrorTemplateName = keyof typeof errorTemplates;

/** Shorthands for the templates named in the contract. */
export const { activityNotAvailable, credentialsFetchFailed, credentialsNotAvailable } = errorTemplates;
export const { openWidgetFailed, initializationFailed, sheetsNotConfigured, sheetsSaved } = errorTemplates;
export const { paymentHttpError, partialCancelFailed } = errorTemplates;
/** "Page not found: {path}" – the same text as pageNotFoundMessage of the page-route table. */
export const pageNotFound = errorTemplates.pageNotFound;
