/** Branded ids and money so one kind of id cannot be passed where another is expected. */

declare const brand: unique symbol;
/** `T` tagged with a compile-time brand `B`; at run time it is a plain `T`. */
export type Brand<T, B extends string> = T & { readonly [brand]: B };

export type ActivityId = Brand<number, 'ActivityId'>;
/** An amount in the currency's minor unit (grosze, cents); integers only. */
export type MinorUnits = Brand<number, 'MinorUnits'>;

/** Narrows a positive integer to an ActivityId; throws on anything else. */
export function toActivityId(value: number | string): ActivityId {
  const n = typeof value === 'string' ? Number(value) : value;
  if (!Number.isInteger(n) || n <= 0) throw new RangeError(`Not an activity id: ${String(value)}`);
  return n as ActivityId;
}

/** Currencies without a minor unit (the card provider's zero-decimal list). */
export const ZERO_DECIMAL_CURRENCIES = [
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
] as const;

function minorFactor(currency: string): number {
  return (ZERO_DECIMAL_CURRENCIES as readonly string[]).includes(currency.toUpperCase()) ? 1 : 100;
}

/** Major units (12.34 PLN) to minor units (1234), rounding half away from zero to kill float noise. */
export function toMinorUnits(major: number, currency: string): MinorUnits {
  if (!Number.isFinite(major)) throw new RangeError(`Not an amount: ${major}`);
  const scaled = major * minorFactor(currency);
  return (Math.sign(scaled) * Math.round(Math.abs(scaled) + 1e-9)) as MinorUnits;
}

/** Minor units back to a major-unit number. */
export function fromMinorUnits(minor: MinorUnits, currency: string): number {
  return minor / minorFactor(currency);
}
