import {
  INITIAL_DATA_ELEMENT_ID,
  PAGE_CONFIG_ELEMENT_ID,
  type InitialData,
  pageConfigSchema,
  pageNotFoundMessage,
  pageTitle,
  type PageConfig,
} from '@booking/shared-contracts';

export type { PageConfig };

/** Marker of the host-shell template replaced by the config script. */
export const CONFIG_MARKER = '<!--booking-config-->';
/** The empty root element of the host-shell template. */
export const ROOT_ELEMENT = '<div id="root"></div>';

/** The built-in shell used while host-shell is not built; it follows the same template contract. */
export const FALLBACK_TEMPLATE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Booking</title>
${CONFIG_MARKER}
</head>
<body>
${ROOT_ELEMENT}
</body>
</html>
`;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

/**
 * JSON safe inside a <script> element: `<` becomes \u003c so no `</script>` or `<!--` can end it early;
 * U+2028/2029 are escaped for old parsers that treat them as line ends.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The first render's data as a non-executing JSON block (the CSP allows no inline scripts, and needs none for
 * `type="application/json"`), escaped like the config script.
 */
export function initialDataScript(data: InitialData): string {
  return `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">${scriptJson(data)}</script>`;
}

/** Sets the `<title>` of a page template; a template without one gets it at the top of its head. */
export function withTitle(template: string, title: string): string {
  const element = `<title>${escapeHtml(title)}</title>`;
  return /<title>[^<]*<\/title>/i.test(template)
    ? template.replace(/<title>[^<]*<\/title>/i, () => element)
    : template.replace(/<head>/i, (head) => `${head}\n${element}`);
}

/**
 * Fills the template: sets `<html lang>` and the page's title in its language, replaces the marker with the
 * config script (followed by `head`: the booking page's data block) and, for the not-found page, renders the
 * 404 message server-side inside the root element (so it shows without JavaScript and matches what the shell
 * renders).
 */
export function renderPage(template: string, config: PageConfig, head = ''): string {
  const checked = pageConfigSchema.validateSync(config, { stripUnknown: true });
  const script = `<script type="application/json" id="${PAGE_CONFIG_ELEMENT_ID}">${scriptJson(checked)}</script>${head}`;
  let html = template
    .replace(/<html(\s[^>]*)?>/i, (tag) =>
      /\slang="[^"]*"/i.test(tag)
        ? tag.replace(/\slang="[^"]*"/i, ` lang="${checked.lang}"`)
        : `<html lang="${checked.lang}">`,
    )
    .replace(CONFIG_MARKER, () => script);
  html = withTitle(html, pageTitle(checked.page, checked.lang));
  if (config.page === 'notFound') {
    const message = escapeHtml(pageNotFoundMessage(config.path));
    html = html.replace(ROOT_ELEMENT, () => `<div id="root"><main><h1>${message}</h1></main></div>`);
  }
  return html;
}
