import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '@booking/shared-contracts';
import { REPO_ROOT } from './stack';

const I18N = path.join(REPO_ROOT, 'remote-widget/src/i18n');
const catalogs = new Map<Language, Record<string, string>>();

function catalog(lang: Language): Record<string, string> {
  let messages = catalogs.get(lang);
  if (!messages) {
    const read = (folder: string) =>
      JSON.parse(readFileSync(path.join(I18N, folder, `${lang}.json`), 'utf8')) as Record<string, string>;
    messages = { ...read('messages'), ...read('checkout') };
    catalogs.set(lang, messages);
  }
  return messages;
}

/** The widget's text for a message id in a language, from its catalogs, so a test reads what a visitor reads. */
export function widgetText(lang: Language, id: string): string {
  const text = catalog(lang)[id];
  if (text === undefined) throw new Error(`widgetText: no message ${id} in ${lang}`);
  return text;
}

/** The exact text of a message id as a whole-string pattern. */
export function exactly(lang: Language, id: string): RegExp {
  return new RegExp(`^${escape(widgetText(lang, id))}$`);
}

/** A pattern for text that starts with a message's text (up to its first placeholder). */
export function startingWith(lang: Language, id: string): RegExp {
  return new RegExp(`^${escape(widgetText(lang, id).split('{')[0] ?? '')}`);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
