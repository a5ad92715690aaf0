import type { CSSProperties } from 'react';
import { accentOnDark, DARK_TINT, parseColor, readableAccent } from '../domain/accentColor';

/** Resolves a CSS colour where no browser computes it (the server build registers the named colours). */
let resolveWithoutDocument: (text: string) => string = (text) => text;

/** The server's stand-in for the browser's colour parsing, so a name such as "green" draws as it will. */
export function resolveColorsWith(resolve: (text: string) => string): void {
  resolveWithoutDocument = resolve;
}

/**
 * A CSS colour as the browser computes it (`rgb(…)` for a name such as "green"); '' when it is no colour.
 * Outside a browser, as the registered resolver gives it (by default the text as it is).
 */
function computedColor(text: string): string {
  if (typeof document === 'undefined') return resolveWithoutDocument(text);
  const probe = document.createElement('i');
  probe.style.color = text;
  if (!probe.style.color) return '';
  document.documentElement.append(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
}

/**
 * The config's accent as the widget's custom properties: `--bw-accent` (white text on it at 4.5:1, else the
 * widget's own green) and `--bw-accent-light`, the accent as text on the dark-mode background.
 */
export function accentTheme(accent: string | null | undefined): CSSProperties {
  const chosen = readableAccent(accent ? parseColor(computedColor(accent)) : null);
  const rgb = parseColor(chosen);
  return {
    '--bw-accent': chosen,
    ...(rgb ? { '--bw-accent-light': accentOnDark(rgb, DARK_TINT) } : {}),
  } as CSSProperties;
}
