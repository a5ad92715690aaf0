/** An opaque colour, each channel 0–255. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** The widget's own accent (§9 "Primary colour green"), white text on it at 5.5:1. */
export const DEFAULT_ACCENT = '#1f7a4d';
/** The least contrast of normal text with its background (WCAG 2 AA, 1.4.3). */
export const MIN_TEXT_CONTRAST = 4.5;
const WHITE: Rgb = { r: 255, g: 255, b: 255 };
/** The light tint of chosen and hovered things (`--bw-tint` of widget.css), on which the day prices are accent. */
export const LIGHT_TINT: Rgb = { r: 0xee, g: 0xf7, b: 0xf1 };
/**
 * The lightest background accent-coloured text meets in dark mode: the tint of chosen and hovered things
 * (`--bw-tint` of widget.css's dark colours; its background `--bw-bg` is darker).
 */
export const DARK_TINT: Rgb = { r: 0x1e, g: 0x3a, b: 0x2b };

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/i;

/**
 * A CSS colour in hex (#rgb, #rrggbb, with alpha too) or rgb()/rgba() notation; null for anything else or a
 * colour that is not opaque (its contrast would depend on what lies under it). Browsers give any CSS colour
 * back in rgb() notation as its computed value, which is how names like "green" arrive here.
 */
export function parseColor(text: string): Rgb | null {
  const value = text.trim();
  const hex = HEX.exec(value)?.[1];
  if (hex) {
    const digits = hex.length <= 4 ? [...hex].map((digit) => digit + digit) : (hex.match(/../g) ?? []);
    const [r, g, b, a] = digits.map((pair) => parseInt(pair, 16));
    if (a !== undefined && a !== 255) return null;
    return { r: r ?? 0, g: g ?? 0, b: b ?? 0 };
  }
  const rgb = RGB.exec(value);
  if (!rgb) return null;
  const [r, g, b] = [rgb[1], rgb[2], rgb[3]].map(Number) as [number, number, number];
  const alpha = rgb[4];
  const opaque =
    alpha === undefined || (alpha.endsWith('%') ? parseFloat(alpha) === 100 : Number(alpha) === 1);
  return opaque && r <= 255 && g <= 255 && b <= 255 ? { r, g, b } : null;
}

/** WCAG 2 relative luminance of a colour (0 black … 1 white). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** A colour as #rrggbb. */
export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The accent the widget uses: the config's colour when white text on it reads at 4.5:1 or more (buttons,
 * the selected day) – and so does the accent as text on the light tint, the lightest background it is text
 * on besides white – else the widget's own. Answers #rrggbb.
 */
export function readableAccent(candidate: Rgb | null): string {
  const readable =
    candidate !== null &&
    contrastRatio(candidate, WHITE) >= MIN_TEXT_CONTRAST &&
    contrastRatio(candidate, LIGHT_TINT) >= MIN_TEXT_CONTRAST;
  return readable ? toHex(candidate) : DEFAULT_ACCENT;
}

/**
 * The accent as text on a dark surface: the accent lightened toward white, step by step, until it reads at
 * 4.5:1 on that surface (an accent dark enough for white text on it is too dark to be read on black).
 */
export function accentOnDark(accent: Rgb, surface: Rgb): string {
  for (let step = 0; step <= 20; step += 1) {
    const share = step / 20;
    const mixed = {
      r: accent.r + (255 - accent.r) * share,
      g: accent.g + (255 - accent.g) * share,
      b: accent.b + (255 - accent.b) * share,
    };
    if (contrastRatio(mixed, surface) >= MIN_TEXT_CONTRAST) return toHex(mixed);
  }
  return toHex(WHITE);
}
