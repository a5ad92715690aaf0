import { DEFAULT_LANGUAGE, type Language } from '@booking/shared-contracts';
import en from './messages/en.json';

/** A compiled-at-runtime catalog: message id → ICU message in one language. */
export type Messages = Record<string, string>;

/** The English catalog ships with the widget; it is also the fallback of every other language. */
export const DEFAULT_MESSAGES: Messages = en;

const loaded = new Map<Language, Messages>([[DEFAULT_LANGUAGE, DEFAULT_MESSAGES]]);

/** The catalog of a language when it is already loaded (always true for English). */
export function loadedMessages(lang: Language): Messages | undefined {
  return loaded.get(lang);
}

/**
 * Loads a language's catalog as its own chunk, so a visitor downloads only the language they read. §8: "A
 * failed language file load is logged only" – the English catalog is used instead.
 */
export async function loadMessages(
  lang: Language,
  log: (message: string, error: unknown) => void = console.warn,
): Promise<Messages> {
  const cached = loaded.get(lang);
  if (cached) return cached;
  try {
    const module = (await import(/* webpackChunkName: "i18n-[request]" */ `./messages/${lang}.json`)) as {
      default: Messages;
    };
    loaded.set(lang, module.default);
    return module.default;
  } catch (error) {
    log(`Failed to load the ${lang} messages`, error);
    return DEFAULT_MESSAGES;
  }
}
