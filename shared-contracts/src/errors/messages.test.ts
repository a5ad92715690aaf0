import { ERROR_MESSAGES, errorMessage, errorTemplates, activityNotAvailable, pageNotFound } from './messages';
import { pageNotFoundMessage } from '../domain/pageRoutes';

describe('§8 user-facing messages (exact text)', () => {
  it.each([
    ['invalid_blik_code', 'Invalid BLIK code. Please enter a 6-digit code.'],
    ['invalid_payment_method', 'Proszę wybrać prawidłową metodę płatności.'],
    [
      'payment_initiation_unexpected',
      'Nie udało się zainicjować płatności z powodu nieoczekiwanego problemu.',
    ],
    ['payment_unknown_error', 'Wystąpił nieznany błąd podczas przetwarzania płatności.'],
    ['transaction_store_failed', 'Transaction was created but failed to store properly'],
    ['reservation_not_created', 'Could not create reservation. Please try again.'],
    ['payment_without_reservation', 'Cannot process payment without valid reservation'],
    ['transaction_timeout', 'Transaction creation timed out. Please try again.'],
    ['reservation_expired', 'Czas rezerwacji wygasł. Proszę spróbować ponownie.'],
    ['reservation_failed', 'Failed to create reservation. Please try again.'],
    ['missing_contact_information', 'Missing contact information. Please complete the contact form.'],
    ['invalid_transaction_amount', 'Invalid transaction amount'],
    ['invalid_group_id', 'Invalid groupId'],
    ['transaction_creation_failed', 'Transaction creation failed'],
    ['no_time_slot_selected', 'No time slot selected'],
    ['no_activity_selected', 'No activity selected'],
    ['no_config_id', 'No configId provided.'],
    ['invalid_activity_data', 'Invalid activity data provided to mapper'],
    ['open_widget_unexpected', 'An unexpected error occurred while opening the widget. Please try again.'],
    ['widget_initialization_error_title', 'Widget Initialization Error'],
    ['retry_initialization', 'Retry Initialization'],
    ['sheets_unsuccessful_response', 'API returned unsuccessful response'],
    ['sheets_save_failed', 'Failed to save data to sheet'],
    [
      'hold_seats_limit_reached',
      'Too many seats are held for this departure. Please choose fewer participants or finish your open booking first.',
    ],
    ['payment_tries_exhausted', 'Too many payment attempts for this reservation. Please start a new booking.'],
  ] as const)('%s is "%s"', (code, text) => {
    expect(errorMessage(code)).toBe(text);
  });

  it('uses snake_case codes only', () => {
    for (const code of Object.keys(ERROR_MESSAGES)) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });
});

describe('§8 message templates', () => {
  it('fills each {param}', () => {
    expect(activityNotAvailable(1001)).toBe('Activity 1001 does not exist or is not available');
    expect(pageNotFound('/no-such-page')).toBe('Page not found: /no-such-page');
    expect(errorTemplates.credentialsFetchFailed(500, 'Internal Server Error')).toBe(
      'Failed to fetch credentials: 500 Internal Server Error',
    );
    expect(errorTemplates.credentialsNotAvailable('demo', 'missing DEMO_BOKUN_ACCESS_KEY')).toBe(
      'Credentials not available for demo: missing DEMO_BOKUN_ACCESS_KEY',
    );
    expect(errorTemplates.openWidgetFailed('no tabs')).toBe('Failed to open widget: no tabs');
    expect(errorTemplates.initializationFailed('timeout')).toBe('Initialization failed: timeout');
    expect(errorTemplates.sheetsNotConfigured('Logi')).toBe(
      'Google Sheets not configured - data not saved to Logi',
    );
    expect(errorTemplates.sheetsSaved('Newsletter')).toBe('Data successfully saved to Newsletter');
  });

  it('names the provider and the booking-system status in the Polish partial-cancel message', () => {
    const text = errorTemplates.partialCancelFailed('Tpay', 'RESERVED');
    expect(text).toContain('Tpay');
    expect(text).toContain('RESERVED');
  });

  it('gives the same not-found text as the page-route table', () => {
    expect(pageNotFound('/x')).toBe(pageNotFoundMessage('/x'));
  });
});
