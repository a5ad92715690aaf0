// The widget's focus ring is the shared FOCUS_RING_COLOR: one CSS variable that every focus style draws,
// and the same colour in the embed panel's own stylesheet.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { contrastRatio, FOCUS_RING_COLOR, FOCUS_RING_MIN_CONTRAST } from '@booking/shared-contracts';
import { EmbedPanel } from '../embed/EmbedPanel';

/** Every stylesheet of the widget's components, by path. */
function stylesheets(dir = __dirname): Map<string, string> {
  const found = new Map<string, string>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) for (const [name, css] of stylesheets(file)) found.set(name, css);
    else if (entry.name.endsWith('.css'))
      found.set(path.relative(__dirname, file), readFileSync(file, 'utf8'));
  }
  return found;
}

describe('widget focus ring', () => {
  it('is FOCUS_RING_COLOR, in the --bw-focus-ring variable of the widget root', () => {
    const css = readFileSync(path.join(__dirname, 'widget.css'), 'utf8');
    expect(/--bw-focus-ring:\s*(#[0-9a-f]{3,6})/i.exec(css)?.[1]?.toLowerCase()).toBe(FOCUS_RING_COLOR);
  });

  it('is what every outline of every stylesheet draws (no colour of its own)', () => {
    const outlines = [...stylesheets()].flatMap(([file, css]) =>
      (css.match(/outline:[^;]+;/g) ?? []).map((outline) => `${file}: ${outline}`),
    );
    expect(outlines.length).toBeGreaterThan(5);
    for (const outline of outlines) {
      expect(outline).toMatch(/: outline: (none|3px solid var\(--bw-focus-ring\));$/);
    }
  });

  // The ring is drawn outside a control (outline-offset), on the surface around it: the widget's background
  // and its subtle panels, in light and in dark mode.
  it.each(['--bw-bg', '--bw-subtle'])('has at least 3:1 against %s in both colour modes', (surface) => {
    const css = readFileSync(path.join(__dirname, 'widget.css'), 'utf8');
    const values = [...css.matchAll(new RegExp(`${surface}:\\s*(#[0-9a-f]{3,6})`, 'gi'))].map(
      (match) => match[1],
    );
    expect(values.length).toBe(2);
    for (const value of values) {
      expect(contrastRatio(FOCUS_RING_COLOR, value ?? '')).toBeGreaterThanOrEqual(FOCUS_RING_MIN_CONTRAST);
    }
  });

  it('is the colour of the embed panel close button focus style', () => {
    new EmbedPanel(document, { title: 'Book', close: 'Close' }, () => {});
    const css = document.getElementById('booking-widget-embed-style')?.textContent ?? '';
    expect(css).toContain(`.bwe-close:focus-visible{outline:3px solid ${FOCUS_RING_COLOR}}`);
  });
});
