import { availableDaysWithPrices, dayCellPriceFormat, fromPriceFractionDigits } from './dayPrices';
import { buildDay, buildRate, buildSlot, buildTicket } from '../testing/testBuilders';

const ADULT = 21;
const INFANT = 23;
const adult = buildTicket({ id: ADULT, name: 'Adult', default: true });
const infant = buildTicket({ id: INFANT, name: 'Infant' });

/** A rate pricing the adult and a free infant. */
const rate = (id: number, adultPrice: number) =>
  buildRate({
    id,
    priceCategories: [
      { idTicket: INFANT, amount: 0, currency: 'PLN' },
      { idTicket: ADULT, amount: adultPrice, currency: 'PLN' },
    ],
  });

const priced = (schedule: Parameters<typeof availableDaysWithPrices>[0]['schedule'], extra = {}) =>
  availableDaysWithPrices({ schedule, tickets: [infant, adult], currency: 'PLN', ...extra });

describe('availableDaysWithPrices', () => {
  it('prices a day at what its default choice costs: first bookable slot, its first rate, one default ticket', () => {
    const schedule = [buildDay('2026-06-12', [buildSlot({ rates: [rate(11, 120), rate(12, 100)] })])];
    expect(priced(schedule)).toEqual([{ date: '2026-06-12', price: 120, lowest: false }]);
  });

  it('calls the price a "from" price only when nothing bookable that day is cheaper for the same tickets', () => {
    const schedule = [
      buildDay('2026-06-12', [
        buildSlot({ id: 'a', rates: [rate(11, 100)] }),
        buildSlot({ id: 'b', rates: [rate(11, 100), rate(12, 140)] }),
      ]),
      buildDay('2026-06-13', [
        buildSlot({ id: 'c', rates: [rate(11, 140)] }),
        buildSlot({ id: 'd', rates: [rate(12, 110)] }),
      ]),
    ];
    expect(priced(schedule)).toEqual([
      { date: '2026-06-12', price: 100, lowest: true },
      { date: '2026-06-13', price: 140, lowest: false },
    ]);
  });

  it('does not count a rate the default tickets cannot book (a group rate from 6 people) as cheaper', () => {
    const schedule = [buildDay('2026-06-12', [buildSlot({ rates: [rate(11, 120), rate(13, 90)] })])];
    const rateDefinitions = [{ id: 13, minPerBooking: 6, maxPerBooking: 20 }];
    expect(priced(schedule, { rateDefinitions })).toEqual([{ date: '2026-06-12', price: 120, lowest: true }]);
  });

  it('prices a day at a rate the visitor can book: not a first rate whose minimum the default ticket misses', () => {
    const schedule = [buildDay('2026-06-12', [buildSlot({ rates: [rate(13, 90), rate(11, 140)] })])];
    const rateDefinitions = [{ id: 13, minPerBooking: 6, maxPerBooking: 20 }];
    expect(priced(schedule, { rateDefinitions })).toEqual([{ date: '2026-06-12', price: 140, lowest: true }]);
  });

  it('shows no price for a day none of whose rates the default ticket can book', () => {
    const schedule = [buildDay('2026-06-12', [buildSlot({ rates: [rate(13, 90)] })])];
    const rateDefinitions = [{ id: 13, minPerBooking: 6, maxPerBooking: 20 }];
    expect(priced(schedule, { rateDefinitions })).toEqual([
      { date: '2026-06-12', price: null, lowest: false },
    ]);
  });

  it('leaves out days without a bookable slot, and prices the first slot that is not sold out', () => {
    const schedule = [
      buildDay('2026-06-11', [buildSlot({ soldOut: true })]),
      buildDay('2026-06-12', [
        buildSlot({ id: 'a', soldOut: true, rates: [rate(11, 50)] }),
        buildSlot({ id: 'b', rates: [rate(11, 120)] }),
      ]),
    ];
    expect(priced(schedule)).toEqual([{ date: '2026-06-12', price: 120, lowest: true }]);
  });

  it('prices a rate sold per booking once, whatever the ticket', () => {
    const group = buildTicket({ id: 31, default: true, groupSize: 8 });
    const privateRate = buildRate({
      id: 41,
      priceCategories: [{ idTicket: 31, amount: 1200, currency: 'PLN' }],
      pricePerBooking: 1200,
    });
    const schedule = [buildDay('2026-06-12', [buildSlot({ rates: [privateRate] })])];
    expect(availableDaysWithPrices({ schedule, tickets: [group], currency: 'PLN' })).toEqual([
      { date: '2026-06-12', price: 1200, lowest: true },
    ]);
  });

  it('prices a tiered rate at the band of one participant', () => {
    const tiered = buildRate({
      id: 11,
      priceCategories: [{ idTicket: ADULT, amount: 150, currency: 'PLN' }],
      unitPrices: [
        { idTicket: ADULT, amount: 90, min: 2, max: 5 },
        { idTicket: ADULT, amount: 150, min: 1, max: 1 },
      ],
    });
    const schedule = [buildDay('2026-06-12', [buildSlot({ rates: [tiered] })])];
    expect(priced(schedule)[0]?.price).toBe(150);
  });

  it('shows no price for a day whose default rate does not price the default ticket, or without tickets', () => {
    const schedule = [buildDay('2026-06-12', [buildSlot({ rates: [buildRate({ priceCategories: [] })] })])];
    expect(priced(schedule)).toEqual([{ date: '2026-06-12', price: null, lowest: false }]);
    const open = [buildDay('2026-06-12', [buildSlot({ rates: [rate(11, 120)] })])];
    expect(availableDaysWithPrices({ schedule: open, tickets: [], currency: 'PLN' })[0]?.price).toBeNull();
  });
});

describe('fromPriceFractionDigits', () => {
  it('shows whole amounts without decimals and others with two', () => {
    expect([fromPriceFractionDigits(100), fromPriceFractionDigits(99.5)]).toEqual([0, 2]);
  });
});

describe('dayCellPriceFormat', () => {
  const cell = (amount: number, locale = 'en') =>
    new Intl.NumberFormat(locale, dayCellPriceFormat(amount)).format(amount);

  it('keeps cents below 100, shows whole amounts up to 9999 and compact ones above, never rounding up', () => {
    expect([
      cell(89.5),
      cell(90),
      cell(120.99),
      cell(1200),
      cell(9999.99),
      cell(12_990),
      cell(1_250_000),
    ]).toEqual(['89.50', '90', '120', '1200', '9999', '12.9K', '1M']);
  });

  it('fits a narrow day cell in every widget language: no run of more than six characters', () => {
    for (const locale of ['en', 'pl', 'de', 'fr', 'es', 'it']) {
      for (const amount of [1200, 9999.5, 12_990, 99_999]) {
        for (const run of cell(amount, locale).split(/\s/)) expect(run.length).toBeLessThanOrEqual(6);
      }
    }
  });
});
