import type { Tab } from '@booking/shared-contracts';
import { activeIndexAfterRemoval, initialTabIndex, isTabIndex, showsTabs } from './activeTab';

const tab = (activityId: number, lang: Tab['lang'] = null): Tab => ({
  tabName: `Tab ${activityId}`,
  activityId,
  activityType: 'default',
  lang,
  icons: [],
  accordeon: [],
});

describe('showsTabs', () => {
  it('shows tabs only when more than one variant is visible', () => {
    expect([showsTabs(0), showsTabs(1), showsTabs(2)]).toEqual([false, false, true]);
  });
});

describe('initialTabIndex', () => {
  const tabs = [tab(1), tab(2), tab(3)];

  it('starts on the tab of the requested activity', () => {
    expect(initialTabIndex(tabs, 3)).toBe(2);
  });

  it('starts on the first tab when nothing or an unknown activity is requested', () => {
    expect([initialTabIndex(tabs), initialTabIndex(tabs, null), initialTabIndex(tabs, 9)]).toEqual([0, 0, 0]);
  });

  it("starts on the variant of the visitor's language when no activity is requested", () => {
    const variants = [tab(1002, 'pl'), tab(1001, 'en')];
    expect(initialTabIndex(variants, null, 'en')).toBe(1);
    expect(initialTabIndex(variants, undefined, 'pl')).toBe(0);
  });

  it('lets a requested activity win over the language', () => {
    const variants = [tab(1002, 'pl'), tab(1001, 'en')];
    expect(initialTabIndex(variants, 1002, 'en')).toBe(0);
  });

  it('§2 opens the English variant for a language no variant has (German page), never the Polish one', () => {
    expect(initialTabIndex([tab(1002, 'pl'), tab(1001, 'en')], null, 'de')).toBe(1);
    expect(initialTabIndex([tab(1002, 'pl'), tab(1003), tab(1001, 'en')], null, 'fr')).toBe(2);
    expect(initialTabIndex([tab(1002, 'pl'), tab(1003)], null, 'de')).toBe(1);
    expect(initialTabIndex([tab(1002, 'pl')], null, 'de')).toBe(0);
  });
});

describe('isTabIndex', () => {
  it('accepts whole indexes from 0 below the tab count only', () => {
    expect([
      isTabIndex(0, 2),
      isTabIndex(1, 2),
      isTabIndex(2, 2),
      isTabIndex(-1, 2),
      isTabIndex(0.5, 2),
    ]).toEqual([true, true, false, false, false]);
  });
});

describe('activeIndexAfterRemoval', () => {
  it('keeps the same tab active when a tab before it is removed', () => {
    expect(activeIndexAfterRemoval(2, 0, 2)).toBe(1);
  });

  it('moves to the next tab, or the last one, when the active tab is removed', () => {
    expect(activeIndexAfterRemoval(1, 1, 2)).toBe(1);
    expect(activeIndexAfterRemoval(2, 2, 2)).toBe(1);
    expect(activeIndexAfterRemoval(0, 0, 0)).toBe(0);
  });

  it('keeps the active index when a later tab is removed', () => {
    expect(activeIndexAfterRemoval(0, 2, 2)).toBe(0);
  });
});
