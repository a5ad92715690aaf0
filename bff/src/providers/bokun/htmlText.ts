// Vendor HTML (an activity's description, its included and excluded items) as plain text: the widget shows
// text only, so no vendor markup ever reaches a page.

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** The text of an HTML fragment: tags dropped (inline ones without a gap), entities decoded, white space collapsed. */
function textOf(html: string): string {
  return decodeEntities(html.replace(/<\/?(br|td|th|li|p|div)\b[^>]*>/gi, ' ').replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/** An HTML fragment as paragraphs of text and the items of its lists. */
export interface HtmlText {
  paragraphs: string[];
  items: string[];
}

const BLOCK_BOUNDARY = /<\/?(p|div|br|h[1-6]|section|article|blockquote|tr|table)\b[^>]*>/gi;

/** Splits vendor HTML into its paragraphs (lists left out) and its list items, each as plain text. */
export function htmlText(html: string | null | undefined): HtmlText {
  const source = (html ?? '').replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '');
  const items = [...source.matchAll(/<li\b[^>]*>([\s\S]*?)(?=<\/li\s*>|<li\b|<\/[uo]l\s*>|$)/gi)]
    .map((match) => textOf(match[1] ?? ''))
    .filter((item) => item !== '');
  const withoutLists = source
    .replace(/<(ul|ol)\b[\s\S]*?<\/\1\s*>/gi, '\n\n')
    .replace(/<li\b[\s\S]*?(<\/li\s*>|$)/gi, '');
  const paragraphs = withoutLists
    .replace(BLOCK_BOUNDARY, '\n\n')
    .split(/\n\s*\n/)
    .map(textOf)
    .filter((paragraph) => paragraph !== '');
  return { paragraphs, items };
}

/** A vendor's list of things (included, excluded): its list items, else each of its paragraphs. */
export function htmlItems(html: string | null | undefined): string[] {
  const { paragraphs, items } = htmlText(html);
  return items.length > 0 ? items : paragraphs;
}
