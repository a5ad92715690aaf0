// Currencies the simulated account charges in, with Stripe's per-currency minimum charge (stripe.md §1 "Amounts").
import { invalidRequest } from './errors';

/** Currencies whose amounts carry no minor unit: JPY 500 is `500`. */
export const ZERO_DECIMAL_CURRENCIES: readonly string[] = [
  'bif',
  'clp',
  'djf',
  'gnf',
  'jpy',
  'kmf',
  'krw',
  'mga',
  'pyg',
  'rwf',
  'ugx',
  'vnd',
  'vuv',
  'xaf',
  'xof',
  'xpf',
];

/**
 * The smallest charge Stripe accepts, in minor units, for the currencies its currencies page lists with a fixed
 * minimum. Other real currencies have a minimum that floats with the exchange rate; the simulated account does
 * not present them, so they are refused like an unknown code.
 */
export const MINIMUM_CHARGE_MINOR: Readonly<Record<string, number>> = {
  usd: 50,
  aed: 200,
  aud: 50,
  bgn: 100,
  brl: 50,
  cad: 50,
  chf: 50,
  czk: 1500,
  dkk: 250,
  eur: 50,
  gbp: 30,
  hkd: 400,
  huf: 17500,
  inr: 50,
  jpy: 50,
  mxn: 1000,
  myr: 200,
  nok: 300,
  nzd: 50,
  pln: 200,
  ron: 200,
  sek: 300,
  sgd: 50,
  thb: 1000,
};

/** Amounts are at most eight digits in minor units, whatever the currency. */
export const MAXIMUM_AMOUNT_MINOR = 99_999_999;

export const isSupportedCurrency = (currency: string): boolean =>
  Object.hasOwn(MINIMUM_CHARGE_MINOR, currency);

/** Minor units back to a display amount: 20000 pln → "200.00 PLN", 500 jpy → "500 JPY". */
export function displayAmount(minor: number, currency: string): string {
  const zero = ZERO_DECIMAL_CURRENCIES.includes(currency);
  return `${zero ? String(minor) : (minor / 100).toFixed(2)} ${currency.toUpperCase()}`;
}

/** Refuses a lower-case code the account does not charge in, naming the parameter that carried it. */
export function requireCurrency(currency: string, param: string): string {
  if (!isSupportedCurrency(currency)) {
    const supported = Object.keys(MINIMUM_CHARGE_MINOR).join(', ');
    throw invalidRequest(
      `Invalid currency: ${currency}. The simulated account charges in: ${supported}.`,
      param,
      'parameter_invalid',
    );
  }
  return currency;
}

/** Refuses a session total under the currency's minimum charge or over eight digits. */
export function requireChargeableTotal(totalMinor: number, currency: string): void {
  const minimum = MINIMUM_CHARGE_MINOR[currency] ?? 0;
  if (totalMinor < minimum) {
    throw invalidRequest(
      `The Checkout Session's total amount must be at least ${displayAmount(minimum, currency)}.`,
      'line_items',
      'amount_too_small',
    );
  }
  if (totalMinor > MAXIMUM_AMOUNT_MINOR) {
    throw invalidRequest(
      `The Checkout Session's total amount must be at most ${displayAmount(MAXIMUM_AMOUNT_MINOR, currency)}.`,
      'line_items',
      'amount_too_large',
    );
  }
}
