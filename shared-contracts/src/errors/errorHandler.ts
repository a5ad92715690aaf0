import type { ErrorCategory, ErrorSeverity } from '../domain/enums';

/** One row of the general error handler table (§8): what a toast shows and for how long. */
export interface ErrorToastSpec {
  title: string;
  message: string;
  durationMs: number;
}

/** §8 general error handler: kind → title, message, duration. */
export const ERROR_HANDLER_TABLE = {
  NETWORK: {
    title: 'Błąd połączenia',
    message: 'Sprawdź połączenie internetowe i spróbuj ponownie.',
    durationMs: 5_000,
  },
  VALIDATION: {
    title: 'Błąd walidacji',
    message: 'Sprawdź wprowadzone dane i spróbuj ponownie.',
    durationMs: 4_000,
  },
  BUSINESS: { title: 'Wystąpił błąd', message: 'Spróbuj ponownie za chwilę.', durationMs: 5_000 },
} as const satisfies Record<'NETWORK' | 'VALIDATION' | 'BUSINESS', ErrorToastSpec>;

/**
 * The toast for an error of a category. Business errors show their own message when they have one;
 * categories the table does not name (SYSTEM, USER, UNKNOWN) are shown like business errors.
 */
export function errorToastFor(category: ErrorCategory, ownMessage?: string): ErrorToastSpec {
  if (category === 'NETWORK' || category === 'VALIDATION') return { ...ERROR_HANDLER_TABLE[category] };
  const row = ERROR_HANDLER_TABLE.BUSINESS;
  const message = ownMessage !== undefined && ownMessage.trim() !== '' ? ownMessage : row.message;
  return { ...row, message };
}

/** §8: unhandled errors go to the handler as UNKNOWN/CRITICAL, unhandled promise rejections as UNKNOWN/HIGH. */
export const UNHANDLED_ERROR_CLASSIFICATION = {
  error: { category: 'UNKNOWN', severity: 'CRITICAL' },
  rejection: { category: 'UNKNOWN', severity: 'HIGH' },
} as const satisfies Record<string, { category: ErrorCategory; severity: ErrorSeverity }>;
