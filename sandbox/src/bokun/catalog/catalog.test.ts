import { demoProducts, productSchema } from '@booking/shared-contracts';
import { demoCatalogue } from './index';

const activities = [...demoCatalogue().values()].map((s) => s.activity);

describe('demo catalogue', () => {
  it('has at least four activities, each with two or more start times a day', () => {
    expect(activities.length).toBeGreaterThanOrEqual(4);
    for (const activity of activities) expect(activity.startTimes.length).toBeGreaterThanOrEqual(2);
  });

  it('sells Polish and English variants of one product and a private tour, told apart by external id', () => {
    const externalIds = activities.map((a) => a.externalId);
    expect(externalIds.filter((id) => id.includes('POL'))).toHaveLength(1);
    expect(externalIds.filter((id) => id.includes('ENG'))).toHaveLength(1);
    expect(externalIds.filter((id) => id.includes('PRIV'))).toHaveLength(1);
  });

  it('covers age-bounded, free, dependent and default pricing categories', () => {
    const categories = activities.flatMap((a) => a.pricingCategories);
    expect(categories.some((c) => c.ticketCategory === 'CHILD' && c.ageQualified)).toBe(true);
    expect(categories.some((c) => c.dependent && c.masterCategoryId > 0)).toBe(true);
    expect(categories.some((c) => c.defaultCategory)).toBe(true);
    const catalogue = demoCatalogue();
    const freeInfant = [...catalogue.values()].some((s) =>
      s.activity.pricingCategories.some(
        (c) => c.ticketCategory === 'INFANT' && Object.values(s.prices).some((table) => table[c.id] === 0),
      ),
    );
    expect(freeInfant).toBe(true);
  });

  it('has a rate limited to some start times and a group rate', () => {
    const rates = activities.flatMap((a) => a.rates);
    expect(rates.some((r) => !r.allStartTimes && r.startTimeIds.length > 0)).toBe(true);
    expect(rates.some((r) => r.title === 'Group Rate' && r.minPerBooking > 1)).toBe(true);
  });

  it('asks booking questions and passenger fields', () => {
    expect(
      activities.some((a) => a.bookingQuestions.some((q) => 'context' in q && q.context === 'PASSENGER')),
    ).toBe(true);
    expect(activities.some((a) => a.passengerFields.length > 0)).toBe(true);
  });
});

describe('demoProducts', () => {
  it('matches the product schema of the contracts and points at seeded activities', () => {
    const ids = new Set(activities.map((a) => a.id));
    for (const product of demoProducts) {
      expect(productSchema.validateSync(product, { strict: true })).toEqual(product);
      for (const variant of product.variants) expect(ids.has(variant.bokunId)).toBe(true);
    }
  });

  it('gives each variant the type its external id names', () => {
    const byId = new Map(activities.map((a) => [a.id, a.externalId]));
    for (const variant of demoProducts.flatMap((p) => p.variants)) {
      const externalId = byId.get(variant.bokunId) ?? '';
      const expected = ['PRIV', 'POL', 'ENG'].find((t) => externalId.includes(t)) ?? 'default';
      expect(variant.type).toBe(expected);
    }
  });
});
