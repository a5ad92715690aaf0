import fc from 'fast-check';
import { participantsOf, priceBooking, unitPriceFor, type UnitPrice } from './bookingPrice';

const ADULT = 1;
const CHILD = 2;

/** Bands listed unsorted, as real availability captures list them. */
const tiered: UnitPrice[] = [
  { categoryId: ADULT, amount: 70, min: 5, max: 8 },
  { categoryId: ADULT, amount: 150, min: 1, max: 1 },
  { categoryId: CHILD, amount: 50, min: 2, max: 8 },
  { categoryId: ADULT, amount: 90, min: 2, max: 4 },
];

describe('unitPriceFor', () => {
  it('picks the band holding the booking total, whatever the listing order', () => {
    expect(unitPriceFor(tiered, ADULT, 1)).toBe(150);
    expect(unitPriceFor(tiered, ADULT, 3)).toBe(90);
    expect(unitPriceFor(tiered, ADULT, 6)).toBe(70);
  });

  it('has no price when no band of the category holds the count', () => {
    expect(unitPriceFor(tiered, CHILD, 1)).toBeUndefined();
    expect(unitPriceFor(tiered, ADULT, 9)).toBeUndefined();
  });

  it('reads an unbanded price (null or 0/0) as valid for any count', () => {
    expect(unitPriceFor([{ categoryId: ADULT, amount: 120, min: 0, max: 0 }], ADULT, 12)).toBe(120);
    expect(unitPriceFor([{ categoryId: ADULT, amount: 120 }], ADULT, 1)).toBe(120);
  });
});

describe('priceBooking', () => {
  it('prices every ticket at the band of the booking total, not of its own category', () => {
    const price = priceBooking({ unitPrices: tiered }, { counts: { [ADULT]: 1, [CHILD]: 2 } }, 'PLN');
    expect(price).toEqual({
      ok: true,
      totalMinor: 90 * 100 + 2 * 50 * 100,
      unitPrices: { 1: 90, 2: 50 },
      participants: 3,
    });
  });

  it('charges a per-booking rate once, however many come', () => {
    for (const adults of [1, 4, 6]) {
      const price = priceBooking(
        { unitPrices: [], pricePerBooking: 600 },
        { counts: { [ADULT]: adults } },
        'PLN',
      );
      expect(price).toMatchObject({ ok: true, totalMinor: 60_000 });
    }
  });

  it('adds extras at unit price × units for the category they were chosen for', () => {
    const extras = [
      {
        extraId: 31,
        prices: [
          { categoryId: ADULT, amount: 15 },
          { categoryId: CHILD, amount: 10 },
        ],
      },
    ];
    const price = priceBooking(
      { unitPrices: tiered, extras },
      {
        counts: { [ADULT]: 2, [CHILD]: 1 },
        extras: [
          { extraId: 31, categoryId: ADULT, units: 2 },
          { extraId: 31, categoryId: CHILD, units: 1 },
        ],
      },
      'PLN',
    );
    expect(price).toMatchObject({ ok: true, totalMinor: (2 * 90 + 50 + 2 * 15 + 10) * 100 });
  });

  it('adds an extra priced per booking at its one price × units, whatever the tickets', () => {
    const extras = [{ extraId: 32, prices: [], perBooking: 20 }];
    for (const adults of [1, 3]) {
      const price = priceBooking(
        { unitPrices: tiered, extras },
        { counts: { [ADULT]: adults }, extras: [{ extraId: 32, categoryId: null, units: 1 }] },
        'PLN',
      );
      expect(price).toMatchObject({ ok: true, totalMinor: ((adults === 1 ? 150 : 3 * 90) + 20) * 100 });
    }
    const perPersonOnly = {
      unitPrices: tiered,
      extras: [{ extraId: 31, prices: [{ categoryId: ADULT, amount: 15 }] }],
    };
    const asBooking = { counts: { [ADULT]: 1 }, extras: [{ extraId: 31, categoryId: null, units: 1 }] };
    expect(priceBooking(perPersonOnly, asBooking, 'PLN')).toMatchObject({
      ok: false,
      reason: 'unpriced_extra',
    });
  });

  it('refuses a mix it cannot price: a category without a band for the count, an unknown extra', () => {
    expect(priceBooking({ unitPrices: tiered }, { counts: { [CHILD]: 1 } }, 'PLN')).toEqual({
      ok: false,
      reason: 'unpriced_category',
      id: CHILD,
    });
    const withExtra = { counts: { [ADULT]: 1 }, extras: [{ extraId: 99, categoryId: ADULT, units: 1 }] };
    expect(priceBooking({ unitPrices: tiered }, withExtra, 'PLN')).toMatchObject({ ok: false, id: 99 });
  });

  it('sums in minor units without float drift', () => {
    const price = priceBooking(
      { unitPrices: [{ categoryId: ADULT, amount: 0.1 }] },
      { counts: { [ADULT]: 3 } },
      'EUR',
    );
    expect(price).toMatchObject({ ok: true, totalMinor: 30 });
  });

  it('for any mix, the total is each counted ticket × the one band price of the whole count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 8 }), (adults, children) => {
        fc.pre(adults + children <= 8);
        const price = priceBooking(
          { unitPrices: tiered },
          { counts: { [ADULT]: adults, [CHILD]: children } },
          'PLN',
        );
        const total = adults + children;
        const adult = unitPriceFor(tiered, ADULT, total);
        const child = unitPriceFor(tiered, CHILD, total);
        if ((adults > 0 && adult === undefined) || (children > 0 && child === undefined)) {
          expect(price.ok).toBe(false);
        } else {
          expect(price).toMatchObject({
            ok: true,
            participants: participantsOf({ [ADULT]: adults, [CHILD]: children }),
            totalMinor: (adults * (adult ?? 0) + children * (child ?? 0)) * 100,
          });
        }
      }),
    );
  });
});
