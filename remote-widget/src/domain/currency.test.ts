import {
  bookingCurrency,
  isValidCurrency,
  paymentCurrency,
  resolveCurrency,
  scheduleCurrency,
  uiCurrency,
} from './currency';
import { buildDay, buildRate, buildSlot } from '../testing/testBuilders';

const scheduleIn = (currency: string) => [
  buildDay('2026-06-12', [
    buildSlot({ rates: [buildRate({ priceCategories: [{ idTicket: 21, amount: 10, currency }] })] }),
  ]),
];

describe('isValidCurrency', () => {
  it('accepts "three uppercase letters"', () => {
    expect(isValidCurrency('PLN')).toBe(true);
  });

  it.each(['pln', 'PL', 'PLNX', '', 12, null])('rejects %p', (value) => {
    expect(isValidCurrency(value)).toBe(false);
  });
});

describe('resolveCurrency', () => {
  it('takes the schedule rates first ("Source order: schedule rates, …")', () => {
    expect(
      resolveCurrency({ schedule: scheduleIn('EUR'), vendorCurrency: 'PLN', activityCurrency: 'USD' }),
    ).toBe('EUR');
  });

  it('takes the vendor currency when the schedule has no priced rate ("then vendor currency")', () => {
    expect(resolveCurrency({ schedule: [], vendorCurrency: 'PLN', activityCurrency: 'USD' })).toBe('PLN');
  });

  it('takes the activity currency last ("then activity currency")', () => {
    expect(resolveCurrency({ vendorCurrency: null, activityCurrency: 'USD' })).toBe('USD');
  });

  it('is null when no source names a currency', () => {
    expect(resolveCurrency({})).toBeNull();
  });
});

describe('scheduleCurrency', () => {
  it('skips slots whose rates carry no prices', () => {
    const schedule = [
      buildDay('2026-06-12', [buildSlot({ rates: [buildRate({ priceCategories: [] })] })]),
      ...scheduleIn('CZK'),
    ];
    expect(scheduleCurrency(schedule)).toBe('CZK');
  });
});

describe('paymentCurrency', () => {
  it('keeps a valid currency', () => {
    expect(paymentCurrency('EUR')).toBe('EUR');
  });

  it('falls back to PLN in the payment flow ("otherwise PLN in the payment flow")', () => {
    expect([paymentCurrency('eur'), paymentCurrency(null)]).toEqual(['PLN', 'PLN']);
  });
});

describe('uiCurrency', () => {
  it('accepts a valid currency without a warning', () => {
    expect(uiCurrency('PLN')).toEqual({ currency: 'PLN', warning: null });
  });

  it('ignores an invalid currency with a warning and keeps the USD default', () => {
    const result = uiCurrency('zł');
    expect(result.currency).toBe('USD');
    expect(result.warning).toContain('zł');
  });

  it('keeps the current currency, not USD, when one was already set', () => {
    expect(uiCurrency('pln', 'EUR').currency).toBe('EUR');
  });

  it('keeps the current currency silently when none is given', () => {
    expect(uiCurrency(undefined, 'EUR')).toEqual({ currency: 'EUR', warning: null });
  });
});

describe('bookingCurrency', () => {
  it('takes the schedule currency before the activity currency (§5 source order)', () => {
    expect(bookingCurrency({ schedule: scheduleIn('PLN'), activityCurrency: 'EUR' })).toBe('PLN');
  });

  it('falls back to USD when the first currency named is invalid, or none is', () => {
    expect([
      bookingCurrency({ schedule: scheduleIn('zł'), activityCurrency: 'EUR' }),
      bookingCurrency({}),
    ]).toEqual(['USD', 'USD']);
  });
});
