// The catalogs against the messages the components declare: the formatjs CLI extracts every
// defineMessages() descriptor from the sources, exactly as `npm run i18n:extract` does.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LANGUAGES } from '@booking/shared-contracts';
import { loadMessages, type Messages } from './catalogs';
import { CHECKOUT_FEATURES, loadCheckoutMessages } from './checkoutCatalogs';

const PACKAGE_DIR = path.resolve(__dirname, '../..');
const FORMATJS = require.resolve('@formatjs/cli/bin/formatjs');

function extractDeclared(): Record<string, { defaultMessage: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bw-i18n-'));
  try {
    const outFile = path.join(dir, 'en.json');
    execFileSync(process.execPath, [FORMATJS, 'extract', 'src/**/*.{ts,tsx}', '--out-file', outFile], {
      cwd: PACKAGE_DIR,
      stdio: 'pipe',
    });
    return JSON.parse(readFileSync(outFile, 'utf8')) as Record<string, { defaultMessage: string }>;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function readJson(folder: string, lang: string): Messages {
  return JSON.parse(readFileSync(path.join(__dirname, folder, `${lang}.json`), 'utf8')) as Messages;
}

/** A language's whole catalog: step 1's messages and the checkout's. */
function readCatalog(lang: string): Messages {
  return { ...readJson('messages', lang), ...readJson('checkout', lang) };
}

const isCheckoutId = (id: string) =>
  (CHECKOUT_FEATURES as readonly string[]).includes(id.split('.')[0] ?? '');

/** The argument names of an ICU message ({count}, {ticket}, …), sorted. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if ('value' in element && typeof element.value === 'string' && element.type !== TYPE.literal)
        names.add(element.value);
      if ('options' in element) {
        for (const option of Object.values(element.options)) visit(option.value);
      }
      if ('children' in element) visit(element.children);
    }
  };
  visit(parse(message));
  return [...names].sort();
}

const declared = extractDeclared();
const declaredIds = Object.keys(declared).sort();

describe('message catalogs', () => {
  it('declares message ids dotted by feature (booking.tickets.total)', () => {
    expect(declaredIds.length).toBeGreaterThan(20);
    for (const id of declaredIds) expect(id).toMatch(/^[a-z]+(\.[a-zA-Z]+)+$/);
  });

  it.each(LANGUAGES)('%s has exactly the declared ids: none missing, none extra', (lang) => {
    expect(Object.keys(readCatalog(lang)).sort()).toEqual(declaredIds);
  });

  it.each(LANGUAGES)('%s keeps the checkout features out of the step-1 catalog', (lang) => {
    const step1 = Object.keys(readJson('messages', lang));
    const checkout = Object.keys(readJson('checkout', lang));
    expect(step1.filter(isCheckoutId)).toEqual([]);
    expect(checkout.filter((id) => !isCheckoutId(id))).toEqual([]);
  });

  it('the extracted source catalog for translators is current (run `npm run i18n:extract` after a change)', () => {
    const extracted = JSON.parse(
      readFileSync(path.join(__dirname, 'extracted', 'en.json'), 'utf8'),
    ) as unknown;
    expect(extracted).toEqual(declared);
  });

  it('en holds the default messages of the components', () => {
    const en = readCatalog('en');
    for (const id of declaredIds) expect(en[id]).toBe(declared[id]?.defaultMessage);
  });

  it.each(LANGUAGES.filter((lang) => lang !== 'en'))(
    '%s translates every message with the same arguments as English',
    (lang) => {
      const catalog = readCatalog(lang);
      for (const id of declaredIds) {
        const english = declared[id]?.defaultMessage ?? '';
        expect({ id, args: argumentsOf(catalog[id] ?? '') }).toEqual({ id, args: argumentsOf(english) });
      }
    },
  );
});

describe('loadMessages', () => {
  it('loads a language catalog on demand', async () => {
    expect(await loadMessages('pl')).toEqual(readJson('messages', 'pl'));
  });

  it('has English at hand without loading', async () => {
    expect(await loadMessages('en')).toEqual(readJson('messages', 'en'));
  });
});

describe('loadCheckoutMessages', () => {
  it.each(LANGUAGES)('loads the %s checkout catalog on demand', async (lang) => {
    expect(await loadCheckoutMessages(lang)).toEqual(readJson('checkout', lang));
  });
});
