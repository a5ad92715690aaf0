import { DEFAULT_LANGUAGE, type Language } from '@booking/shared-contracts';
import type { Messages } from './catalogs';

/**
 * Features whose messages ship with steps 2–4 and the §8 handler's notices instead of with step 1: their
 * catalogs (`checkout/{lang}.json`) load with the checkout chunk, so step 1 carries only its own texts.
 */
export const CHECKOUT_FEATURES = [
  'afterpayment',
  'contact',
  'errors',
  'payment',
  'steps',
  'summary',
] as const;

const loaded = new Map<Language, Messages>();

/** The checkout catalog of a language when it has already arrived. */
export function loadedCheckoutMessages(lang: Language): Messages | undefined {
  return loaded.get(lang);
}

async function importCatalog(lang: Language): Promise<Messages> {
  const module = (await import(
    /* webpackChunkName: "i18n-checkout-[request]" */ `./checkout/${lang}.json`
  )) as { default: Messages };
  return module.default;
}

/**
 * Loads the checkout messages of a language, each language its own chunk. §8 "A failed language file load is
 * logged only": the English checkout catalog stands in, and when that fails too the components' defaults do.
 */
export async function loadCheckoutMessages(
  lang: Language,
  log: (message: string, error: unknown) => void = console.warn,
): Promise<Messages> {
  const cached = loaded.get(lang);
  if (cached) return cached;
  try {
    const messages = await importCatalog(lang);
    loaded.set(lang, messages);
    return messages;
  } catch (error) {
    log(`Failed to load the ${lang} checkout messages`, error);
    if (lang === DEFAULT_LANGUAGE) return {};
    return loadCheckoutMessages(DEFAULT_LANGUAGE, log);
  }
}
