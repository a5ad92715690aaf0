/**
 * The focus ring of the widget, the host pages and the embed panel. A mid-tone blue: at least 3:1 (WCAG
 * 1.4.11, non-text contrast) against light surfaces and against dark ones, so one ring serves both colour
 * modes. The stylesheets hold it as `--bw-focus-ring` / `--hs-focus-ring`; tests keep them equal to this.
 */
export const FOCUS_RING_COLOR = '#3a78d8';

/** The least contrast a focus indicator needs against what it sits on (WCAG 1.4.11). */
export const FOCUS_RING_MIN_CONTRAST = 3;

/** The relative luminance of a `#rrggbb` or `#rgb` colour (WCAG 2 definition). */
export function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) throw new Error(`relativeLuminance: not a hex colour: ${hex}`);
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  const [red = 0, green = 0, blue = 0] = [0, 2, 4].map((at) => {
    const channel = parseInt(digits.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** The WCAG contrast ratio of two colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(first: string, second: string): number {
  const [darker, lighter] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => a - b);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}
