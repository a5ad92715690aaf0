import { compatibleDateForRate, findRate, ratesOfDate, ticketPricesFromRate } from './rateSelection';
import { buildDay, buildRate, buildSlot } from '../testing/testBuilders';

const standard = buildRate({ id: 11, name: 'Standard' });
const family = buildRate({ id: 12, name: 'Family' });
const bothRates = buildSlot({ id: '31_20260612', rates: [standard, family] });
const familyOnly = buildSlot({ id: '32_20260612', rates: [family] });

describe('findRate', () => {
  it('is null for a rate the slot does not offer', () => {
    expect(findRate(familyOnly, 11)).toBeNull();
  });
});

describe('compatibleDateForRate', () => {
  const schedule = [
    buildDay('2026-06-12', [familyOnly]),
    buildDay('2026-06-13', [buildSlot({ rates: [standard], soldOut: true })]),
    buildDay('2026-06-14', [buildSlot({ rates: [standard] })]),
    buildDay('2026-06-15', [buildSlot({ rates: [standard, family] })]),
  ];

  it('is the first date whose bookable slots offer the rate', () => {
    expect(compatibleDateForRate(schedule, 11)).toBe('2026-06-14');
  });

  it('keeps the preferred date when it offers the rate', () => {
    expect(compatibleDateForRate(schedule, 11, '2026-06-15')).toBe('2026-06-15');
  });

  it('moves off a preferred date that does not offer the rate', () => {
    expect(compatibleDateForRate(schedule, 11, '2026-06-12')).toBe('2026-06-14');
  });

  it('is null when no date offers the rate', () => {
    expect(compatibleDateForRate(schedule, 99)).toBeNull();
  });
});

describe('ticketPricesFromRate', () => {
  it("reads ticket prices from the rate's priceCategories", () => {
    const rate = buildRate({
      priceCategories: [
        { idTicket: 21, amount: 100, currency: 'PLN' },
        { idTicket: 22, amount: 60, currency: 'PLN' },
      ],
    });
    expect([...ticketPricesFromRate(rate)]).toEqual([
      [21, 100],
      [22, 60],
    ]);
  });

  it('is empty without a rate', () => {
    expect(ticketPricesFromRate(null).size).toBe(0);
  });
});

describe('ratesOfDate', () => {
  it('lists each rate of the bookable slots once, in first-seen order', () => {
    expect(
      ratesOfDate([familyOnly, bothRates, buildSlot({ rates: [buildRate({ id: 13 })], soldOut: true })]).map(
        (r) => r.id,
      ),
    ).toEqual([12, 11]);
  });
});
