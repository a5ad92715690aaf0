import { DEFAULT_LANGUAGE, type Tab } from '@booking/shared-contracts';

/** §2 "Tabs appear when more than one activity variant is visible." */
export function showsTabs(tabCount: number): boolean {
  return tabCount > 1;
}

/**
 * §4 "The active tab defaults to the requested id, otherwise the first tab" – with one reading of ours in
 * between: without a requested id, the tab of the visitor's language (the English page opens the English
 * variant, /pl the Polish one), so the widget speaks one language at a time; other languages take the
 * English variant.
 */
export function initialTabIndex(
  tabs: readonly Tab[],
  requestedActivityId?: number | null,
  lang?: string | null,
): number {
  const requested = tabs.findIndex((tab) => tab.activityId === requestedActivityId);
  if (requested !== -1) return requested;
  if (!lang) return 0;
  // A language no variant speaks (the German page) opens the English variant, else one of no language:
  // never another language's own variant while a neutral one exists (§2 the widget's default is en).
  const order = [lang, DEFAULT_LANGUAGE, null];
  for (const wanted of order) {
    const index = tabs.findIndex((tab) => (tab.lang ?? null) === wanted);
    if (index !== -1) return index;
  }
  return 0;
}

/** Whether an index names one of `count` tabs (a whole number from 0 below the count). */
export function isTabIndex(index: number, count: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < count;
}

/** The active index after the tab at `removed` goes: later tabs keep their tab, the removed one's neighbour takes over. */
export function activeIndexAfterRemoval(active: number, removed: number, remaining: number): number {
  if (remaining <= 0) return 0;
  if (removed < active) return active - 1;
  return Math.min(active, remaining - 1);
}
