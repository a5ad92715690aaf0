import { compressBody, type Encoding } from '../../bodyEncoding';

/** How long a written page is given out again without looking at its data: the catalogue's own reuse window. */
export const PAGE_REUSE_MS = 1_000;
/** Pages kept (one per config, language, opening, colour mode and hosting). */
export const PAGE_CACHE_ENTRIES = 256;

/** A page's bytes as written: plain, brotli and gzip. */
export interface EncodedPage {
  html: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** The bytes of an encoded page for the negotiated encoding. */
export const pageBytes = (page: EncodedPage, encoding: Encoding | null): Buffer =>
  encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity;

/** Compressed once per distinct page, so the work rather than the per-request level decides. */
const STORED_LEVELS = { brotliQuality: 9, gzipLevel: 9 };

async function encodePage(html: string): Promise<EncodedPage> {
  const identity = Buffer.from(html);
  const [br, gzip] = await Promise.all([
    compressBody(identity, 'br', STORED_LEVELS),
    compressBody(identity, 'gzip', STORED_LEVELS),
  ]);
  return { html, identity, br, gzip };
}

/**
 * Written pages of the iframe app, kept encoded per request key. Within PAGE_REUSE_MS of its last check a
 * page goes out as it is – the same second the catalogue itself reuses a month's answer in this process, so
 * a reservation reaches the page when it reaches the schedule route. After that the page is built again from
 * fresh data (its step-1 render a cache hit when the data did not change), and only a page whose text
 * changed is compressed again.
 */
export class PageCache<Extra> {
  private readonly pages = new Map<string, { page: EncodedPage; extra: Extra; checkedAt: number }>();

  constructor(private readonly options: { now?: () => number; reuseMs?: number; maxEntries?: number } = {}) {}

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** The page of `key` when it was checked within the reuse window, with what was kept beside it. */
  fresh(key: string): { page: EncodedPage; extra: Extra } | null {
    const entry = this.pages.get(key);
    if (!entry || this.now() - entry.checkedAt >= (this.options.reuseMs ?? PAGE_REUSE_MS)) return null;
    return entry;
  }

  /** Keeps the page built for `key` now: the stored encodings when its text is unchanged, else new ones. */
  async settle(key: string, html: string, extra: Extra): Promise<EncodedPage> {
    const entry = this.pages.get(key);
    const page = entry?.page.html === html ? entry.page : await encodePage(html);
    this.pages.delete(key);
    this.pages.set(key, { page, extra, checkedAt: this.now() });
    if (this.pages.size > (this.options.maxEntries ?? PAGE_CACHE_ENTRIES))
      this.pages.delete(this.pages.keys().next().value as string);
    return page;
  }
}
