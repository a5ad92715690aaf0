import {
  productUnavailableMessage,
  variantLanguage,
  type Product,
  type Tab,
} from '@booking/shared-contracts';
import { orderedVariants } from './orderedVariants';

/** A product's tabs in tab order, one per variant. */
export function tabsOfProduct(product: Product): Tab[] {
  return orderedVariants(product).map((variant) => ({
    tabName: variant.tabName,
    activityId: variant.bokunId,
    activityType: variant.type,
    lang: variantLanguage(variant),
    icons: variant.icons,
    accordeon: variant.accordeon,
  }));
}

/** Outcome of the §4 product opening rules. */
export type OpeningPlan = { ok: true; tabs: Tab[] } | { ok: false; error: string };

/** §4 "Opening a product fails if it has no variants [or] no tabs result" – before anything is loaded. */
export function planProductOpening(product: Product | null, lang: string): OpeningPlan {
  if (!product || product.variants.length === 0) return { ok: false, error: productUnavailableMessage(lang) };
  const tabs = tabsOfProduct(product);
  if (tabs.length === 0) return { ok: false, error: productUnavailableMessage(lang) };
  return { ok: true, tabs };
}

/**
 * §4 "… or none of its activities are loaded. If only some are loaded, the widget opens with those."
 */
export function visibleTabsAfterLoad(
  tabs: readonly Tab[],
  loadedIds: readonly number[],
  lang: string,
): OpeningPlan {
  const visible = tabs.filter((tab) => loadedIds.includes(tab.activityId));
  return visible.length === 0
    ? { ok: false, error: productUnavailableMessage(lang) }
    : { ok: true, tabs: visible };
}
