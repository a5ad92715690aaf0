// The catalogue lives in its own module so a bundle that only needs the templates leaves it out.
export * from './errorCatalogue';
export * from './invalidActivityData';
export * from './openWidgetUnexpected';

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
