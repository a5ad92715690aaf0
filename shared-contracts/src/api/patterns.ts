// Patterns and checks shared by the schemas and by code that must not load yup (the widget's first render).
import { BLIK_CODE_LENGTH } from '../domain/constants';

/** A config id: 1-64 letters, digits, "_" or "-" (it also prefixes environment variable names). */
export const CONFIG_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** True when `value` is YYYY-MM-DD and names a real calendar day (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** §5: currency must be three upper-case letters. */
export const CURRENCY_PATTERN = /^[A-Z]{3}$/;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const BLIK_CODE_PATTERN = new RegExp(`^\\d{${BLIK_CODE_LENGTH}}$`);

export const CONFIRMATION_CODE_PATTERN = /^[A-Za-z0-9-]{3,64}$/;

export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{11,128}$/;
