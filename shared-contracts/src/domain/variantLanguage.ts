// Yup-free, so the widget's first step reads it without loading the schema library.
import { LANGUAGES, type Language } from './constants';

/** The language a variant type is guided in: POL and ENG name theirs; the others have none of their own. */
const TYPE_LANGUAGE: Readonly<Record<string, Language>> = { POL: 'pl', ENG: 'en' };

/** A variant's language: the one the config gives it, else the one of its type; null when it has none. */
export function variantLanguage(variant: { type: string; lang?: string | null }): Language | null {
  const given = LANGUAGES.find((lang) => lang === variant.lang);
  return given ?? TYPE_LANGUAGE[variant.type] ?? null;
}
