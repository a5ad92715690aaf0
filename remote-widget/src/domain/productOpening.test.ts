import type { Product, Tab } from '@booking/shared-contracts';
import { planProductOpening, tabsOfProduct, visibleTabsAfterLoad } from './productOpening';

const UNAVAILABLE_EN = 'This product is temporarily unavailable.';

function buildProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 'krakow',
    order: [],
    variants: [
      { bokunId: 1, type: 'POL', tabName: 'Polski', icons: [], accordeon: [] },
      { bokunId: 2, type: 'ENG', tabName: 'English', icons: [], accordeon: [] },
    ],
    ...overrides,
  };
}

const tabIds = (tabs: readonly Tab[]) => tabs.map((tab) => tab.activityId);

describe('tabsOfProduct', () => {
  it("makes one tab per variant, in the product's variant order", () => {
    const tabs = tabsOfProduct(buildProduct({ order: ['ENG', 'POL'] }));
    expect(tabs.map((tab) => [tab.activityId, tab.tabName, tab.activityType])).toEqual([
      [2, 'English', 'ENG'],
      [1, 'Polski', 'POL'],
    ]);
  });
});

describe('planProductOpening', () => {
  it('plans the tabs of a product with variants', () => {
    const plan = planProductOpening(buildProduct(), 'en');
    expect(plan.ok && tabIds(plan.tabs)).toEqual([1, 2]);
  });

  it('fails with the unavailable message when there is no product', () => {
    expect(planProductOpening(null, 'en')).toEqual({ ok: false, error: UNAVAILABLE_EN });
  });

  it('fails when the product has no variants (§4), in the given language', () => {
    const plan = planProductOpening(buildProduct({ variants: [] }), 'pl');
    expect(plan.ok).toBe(false);
    expect(!plan.ok && plan.error).not.toBe(UNAVAILABLE_EN);
  });
});

describe('visibleTabsAfterLoad', () => {
  const tabs = tabsOfProduct(buildProduct());

  it('keeps the tabs whose activities loaded, in tab order', () => {
    const plan = visibleTabsAfterLoad(tabs, [2], 'en');
    expect(plan.ok && tabIds(plan.tabs)).toEqual([2]);
  });

  it('fails when none of the activities loaded', () => {
    expect(visibleTabsAfterLoad(tabs, [], 'en')).toEqual({ ok: false, error: UNAVAILABLE_EN });
  });
});
