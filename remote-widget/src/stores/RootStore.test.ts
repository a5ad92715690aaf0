import type { Product } from '@booking/shared-contracts';
import { waitFor } from '../testing/fakeFrame';
import { catalogueActivity, catalogueSlot, storesOver } from '../testing/fakeCatalogue';

const product = (id: string, bokunIds: number[], order: Product['order'] = []): Product => ({
  id,
  order,
  variants: bokunIds.map((bokunId, index) => ({
    bokunId,
    type: index === 0 ? 'POL' : 'ENG',
    tabName: `Tab ${bokunId}`,
    icons: [],
    accordeon: [],
  })),
});

function opened(activityIds: number[], products: Product[]) {
  const stores = storesOver({
    activities: Object.fromEntries(activityIds.map((id) => [id, catalogueActivity(id)])),
    slots: { 1: [catalogueSlot('2026-06-12')] },
  });
  stores.root.setProducts(products);
  stores.root.ui.open();
  stores.root.ui.startInitialization('Loading');
  return stores;
}

describe('RootStore.openProduct', () => {
  it("opens a product with a tab per loaded variant and selects the first tab's activity", async () => {
    const { root } = opened([1, 2], [product('krakow', [1, 2])]);
    // Polish: the first tab is also the variant of the visitor's language.
    root.ui.setLanguage('pl');
    expect(await root.openProduct('krakow')).toBe(true);
    expect(root.ui.visibleTabs.map((tab) => tab.activityId)).toEqual([1, 2]);
    expect(root.ui.isInitialized).toBe(true);
    expect(root.activities.selectedActivityId).toBe(1);
    expect(root.booking.activityId).toBe(1);
  });

  it("opens on the variant in the visitor's language: the English one in English, the Polish one in Polish", async () => {
    const english = opened([1, 2], [product('krakow', [1, 2])]).root;
    await english.openProduct('krakow');
    expect(english.ui.activeTab).toMatchObject({ activityId: 2, lang: 'en' });
    const polish = opened([1, 2], [product('krakow', [1, 2])]).root;
    polish.ui.setLanguage('pl');
    await polish.openProduct('krakow');
    expect(polish.ui.activeTab).toMatchObject({ activityId: 1, lang: 'pl' });
  });

  it("orders the tabs by the product's variant order (§3)", async () => {
    const { root } = opened([1, 2], [product('krakow', [1, 2], ['ENG', 'POL'])]);
    await root.openProduct('krakow');
    expect(root.ui.visibleTabs.map((tab) => tab.activityId)).toEqual([2, 1]);
  });

  it('activates the requested activity (§4)', async () => {
    const { root } = opened([1, 2], [product('krakow', [1, 2])]);
    await root.openProduct('krakow', { requestedActivityId: 2 });
    expect(root.ui.activeTab?.activityId).toBe(2);
    expect(root.activities.selectedActivityId).toBe(2);
  });

  it('fails with the unavailable message in the current language for a product without variants (§8)', async () => {
    const { root } = opened([], [product('empty', [])]);
    root.ui.setLanguage('pl');
    expect(await root.openProduct('empty')).toBe(false);
    expect(root.ui.initializationError).toBe('Ten produkt jest tymczasowo niedostępny.');
  });

  it("fails when none of the product's activities load (§4)", async () => {
    const { root } = opened([], [product('krakow', [1, 2])]);
    root.ui.setLanguage('de');
    expect(await root.openProduct('krakow')).toBe(false);
    expect(root.ui.initializationError).toBe('Dieses Produkt ist vorübergehend nicht verfügbar.');
  });

  it('opens with the activities that load when only some do (§4)', async () => {
    const { root } = opened([2], [product('krakow', [1, 2])]);
    expect(await root.openProduct('krakow')).toBe(true);
    expect(root.ui.visibleTabs.map((tab) => tab.activityId)).toEqual([2]);
    expect(root.ui.prefetchedTabs).toHaveLength(2);
  });

  it('finds the product by one of its activity ids too, activating that activity', async () => {
    const { root } = opened([1, 2], [product('krakow', [1, 2])]);
    expect(await root.openProduct(2)).toBe(true);
    expect(root.ui.activeTab?.activityId).toBe(2);
  });

  it('fails for an unknown product', async () => {
    const { root } = opened([1], [product('krakow', [1])]);
    expect(await root.openProduct('gdansk')).toBe(false);
    expect(root.ui.initializationError).toBe('This product is temporarily unavailable.');
  });
});

describe('RootStore tabs and close', () => {
  it('selecting a tab makes its activity the booked one', async () => {
    const { root } = opened([1, 2], [product('krakow', [1, 2])]);
    await root.openProduct('krakow');
    root.selectTab(0);
    expect(root.booking.activityId).toBe(1);
  });

  it('closing resets the booking state (§4)', async () => {
    const { root } = opened([1], [product('krakow', [1])]);
    await root.openProduct('krakow');
    await root.activities.loadMonth(1, '2026-06');
    root.booking.setDate('2026-06-12');
    root.close();
    expect(root.booking.selectedDate).toBeNull();
    expect(root.booking.totalParticipants).toBe(0);
    expect(root.ui.isOpen).toBe(false);
  });

  it('starting again opens under a widget session the BFF issued, with nothing chosen on any variant', async () => {
    const { root, clock } = opened([1, 2], [product('krakow', [1, 2])]);
    root.ui.setLanguage('pl');
    await root.openProduct('krakow');
    await root.activities.loadMonth(1, '2026-06');
    root.booking.setDate('2026-06-12');
    root.selectTab(1);
    clock.advance(1_800_000);
    expect(root.ui.sessionClock.countdown(true)).toEqual({ kind: 'ended' });
    root.startAgain();
    root.selectTab(0);
    expect(root.booking.selectedDate).toBeNull();
    expect(root.ui.sessionClock.countdown(false)).toBeNull();
    expect([root.ui.sessionClock.active, root.ui.sessionClock.secondsLeft]).toEqual([true, 1740]);
    await waitFor(() => expect(root.ui.widgetSessionId).toMatch(/^ws_/));
  });

  it('feeds every log line to the diagnostics buffer', () => {
    const { root } = opened([], []);
    root.logger.warn('something odd', { token: 'abc' });
    expect(root.diagnostics.logBuffer.at(-1)).toMatchObject({
      message: 'something odd',
      data: { token: '[REDACTED]' },
    });
  });
});
