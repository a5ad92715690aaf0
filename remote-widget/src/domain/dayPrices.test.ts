import { availableDaysWithPrices, fromPriceFractionDigits } from './dayPrices';
import { buildDay, buildRate, buildSlot, buildTicket } from './testBuilders';

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

describe('availableDaysWithPrices', () => {
  it('prices each bookable day at the lowest lead-ticket price of its rates', () => {
    const schedule = [buildDay('2026-06-12', [buildSlot({ rates: [rate(11, 120), rate(12, 100)] })])];
    expect(availableDaysWithPrices(schedule, [infant, adult])).toEqual([
      { date: '2026-06-12', fromPrice: 100 },
    ]);
  });

  it('leaves out days without a bookable slot, and sold-out slots from the price', () => {
    const schedule = [
      buildDay('2026-06-11', [buildSlot({ soldOut: true })]),
      buildDay('2026-06-12', [
        buildSlot({ id: 'a', soldOut: true, rates: [rate(11, 50)] }),
        buildSlot({ id: 'b', rates: [rate(11, 120)] }),
      ]),
    ];
    expect(availableDaysWithPrices(schedule, [adult])).toEqual([{ date: '2026-06-12', fromPrice: 120 }]);
  });

  it('prices the first ticket when none is the default', () => {
    const schedule = [buildDay('2026-06-12', [buildSlot({ rates: [rate(11, 120)] })])];
    const tickets = [buildTicket({ id: INFANT }), buildTicket({ id: ADULT })];
    expect(availableDaysWithPrices(schedule, tickets)[0]?.fromPrice).toBe(0);
  });

  it('shows no price for a day whose rates do not price the lead ticket', () => {
    const schedule = [buildDay('2026-06-12', [buildSlot({ rates: [buildRate({ priceCategories: [] })] })])];
    expect(availableDaysWithPrices(schedule, [adult])).toEqual([{ date: '2026-06-12', fromPrice: null }]);
  });

  it('takes every price into account when the activity has no tickets', () => {
    const schedule = [buildDay('2026-06-12', [buildSlot({ rates: [rate(11, 120)] })])];
    expect(availableDaysWithPrices(schedule, [])[0]?.fromPrice).toBe(0);
  });
});

describe('fromPriceFractionDigits', () => {
  it('shows whole amounts without decimals and others with two', () => {
    expect([fromPriceFractionDigits(100), fromPriceFractionDigits(99.5)]).toEqual([0, 2]);
  });
});
