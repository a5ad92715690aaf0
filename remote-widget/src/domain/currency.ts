import {
  CURRENCY_PATTERN,
  DEFAULT_CURRENCY,
  PAYMENT_CURRENCY_FALLBACK,
  type ScheduleDay,
} from '@booking/shared-contracts';

/** §5: a currency is three upper-case letters. */
export function isValidCurrency(value: unknown): value is string {
  return typeof value === 'string' && CURRENCY_PATTERN.test(value);
}

/** Where a currency can come from, in the §5 source order. */
export interface CurrencySources {
  schedule?: readonly ScheduleDay[];
  vendorCurrency?: string | null;
  activityCurrency?: string | null;
}

/** The currency of the first priced rate in the schedule, if any. */
export function scheduleCurrency(schedule: readonly ScheduleDay[]): string | null {
  for (const day of schedule) {
    for (const slot of day.hours) {
      for (const rate of slot.rates) {
        const currency = rate.priceCategories.find((price) => price.currency !== '')?.currency;
        if (currency) return currency;
      }
    }
  }
  return null;
}

/**
 * §5 source order: schedule rates, then vendor currency, then activity currency. Returns the first source
 * that names a currency, valid or not: validity is judged by the caller (payment flow or UI), which each
 * treat an invalid one differently. Null when no source names one.
 */
export function resolveCurrency(sources: CurrencySources): string | null {
  const candidates = [
    sources.schedule ? scheduleCurrency(sources.schedule) : null,
    sources.vendorCurrency,
    sources.activityCurrency,
  ];
  return candidates.find((candidate): candidate is string => !!candidate) ?? null;
}

/** §5 the booking's currency: the first source that names one when it is valid, else USD. */
export function bookingCurrency(sources: CurrencySources): string {
  const candidate = resolveCurrency(sources);
  return isValidCurrency(candidate) ? candidate : DEFAULT_CURRENCY;
}

/** §5: the payment flow uses the currency when valid, otherwise PLN. */
export function paymentCurrency(candidate: string | null | undefined): string {
  return isValidCurrency(candidate) ? candidate : PAYMENT_CURRENCY_FALLBACK;
}

/** The UI currency after a change request, with a warning the caller logs when the request was ignored. */
export interface UiCurrencyResult {
  currency: string;
  warning: string | null;
}

/**
 * §5: the UI state ignores an invalid currency with a warning and keeps what it had (USD by default).
 * An absent candidate keeps the current currency silently.
 */
export function uiCurrency(
  candidate: string | null | undefined,
  current: string = DEFAULT_CURRENCY,
): UiCurrencyResult {
  const kept = isValidCurrency(current) ? current : DEFAULT_CURRENCY;
  const requested = candidate ?? '';
  if (requested === '') return { currency: kept, warning: null };
  if (CURRENCY_PATTERN.test(requested)) return { currency: requested, warning: null };
  return {
    currency: kept,
    warning: `Ignoring invalid currency "${requested}": a currency is three upper-case letters; keeping ${kept}`,
  };
}
