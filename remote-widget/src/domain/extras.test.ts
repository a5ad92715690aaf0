import type { BookableExtra } from '@booking/shared-contracts';
import {
  clampExtraUnits,
  extraChoicesOf,
  extraLinesOf,
  extraRowsOf,
  maxUnits,
  offeredExtras,
  reservationExtras,
} from './extras';
import { buildRate } from '../testing/testBuilders';

const ADULT = 21;
const CHILD = 22;
const dryBag: BookableExtra = {
  id: 31,
  title: 'Dry bag',
  information: '',
  pricedPerPerson: true,
  maxPerBooking: 8,
  limitByPax: true,
};
const phoneCase: BookableExtra = {
  id: 32,
  title: 'Phone case',
  information: '',
  pricedPerPerson: false,
  maxPerBooking: 1,
  limitByPax: false,
};
const rate = buildRate({
  extras: [
    {
      extraId: 31,
      prices: [
        { idTicket: ADULT, amount: 15 },
        { idTicket: CHILD, amount: 10 },
      ],
    },
    { extraId: 32, prices: [], perBooking: 20 },
  ],
});

describe('offeredExtras', () => {
  it('offers an extra the rate prices: per booking with its price, per person with a price for every ticket', () => {
    expect(offeredExtras([dryBag, phoneCase], rate, [ADULT, CHILD]).map((e) => e.id)).toEqual([31, 32]);
    expect(offeredExtras([dryBag, phoneCase], rate, [ADULT, 23]).map((e) => e.id)).toEqual([32]);
    expect(offeredExtras([dryBag, phoneCase], buildRate(), [ADULT])).toEqual([]);
    expect(offeredExtras([dryBag], null, [ADULT])).toEqual([]);
  });
});

describe('maxUnits', () => {
  it('caps a per-person extra at one per participant and at its own maximum per booking', () => {
    expect(maxUnits(dryBag, 3)).toBe(3);
    expect(maxUnits({ ...dryBag, maxPerBooking: 2 }, 3)).toBe(2);
  });

  it('caps a per-booking extra at its maximum, or one per participant when Bokun gives none', () => {
    expect(maxUnits(phoneCase, 5)).toBe(1);
    expect(maxUnits({ ...phoneCase, maxPerBooking: 0 }, 4)).toBe(4);
    expect(maxUnits({ ...phoneCase, maxPerBooking: 3, limitByPax: true }, 2)).toBe(2);
  });
});

describe('clampExtraUnits', () => {
  it('keeps the chosen units within what the booking takes and drops the rest', () => {
    expect(clampExtraUnits([dryBag, phoneCase], { 31: 5, 32: 1, 99: 2 }, 2)).toEqual({ 31: 2, 32: 1 });
    expect(clampExtraUnits([dryBag], { 31: 0 }, 2)).toEqual({});
  });
});

describe('where the extras go, and what they cost', () => {
  const categories = [ADULT, ADULT, CHILD];
  const units = { 31: 3, 32: 1 };

  it('puts a per-booking extra on the booking and one per-person unit on each passenger in order', () => {
    expect(reservationExtras([dryBag, phoneCase], { 31: 2, 32: 1 }, 3)).toEqual({
      booking: [{ extraId: 32, unitCount: 1 }],
      passengers: [[{ extraId: 31, unitCount: 1 }], [{ extraId: 31, unitCount: 1 }], []],
    });
  });

  it('prices the same placement: units by passenger category, the per-booking one without a category', () => {
    expect(extraChoicesOf([dryBag, phoneCase], units, categories)).toEqual([
      { extraId: 32, categoryId: null, units: 1 },
      { extraId: 31, categoryId: ADULT, units: 2 },
      { extraId: 31, categoryId: CHILD, units: 1 },
    ]);
    expect(
      extraLinesOf([dryBag, phoneCase], rate, extraChoicesOf([dryBag, phoneCase], units, categories)),
    ).toEqual([
      { name: 'Phone case', count: 1, price: 20 },
      { name: 'Dry bag', count: 2, price: 15 },
      { name: 'Dry bag', count: 1, price: 10 },
    ]);
  });

  it('shows a checkbox for an extra booked once per booking and a quantity otherwise', () => {
    expect(extraRowsOf([dryBag, phoneCase], rate, { 31: 1 }, categories)).toEqual([
      expect.objectContaining({ id: 31, control: 'quantity', units: 1, max: 3, price: 15 }),
      expect.objectContaining({ id: 32, control: 'checkbox', units: 0, max: 1, price: 20 }),
    ]);
  });
});
