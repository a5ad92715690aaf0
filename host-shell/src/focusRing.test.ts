// The host pages' focus ring is the shared FOCUS_RING_COLOR, used by every focus style of the stylesheet.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contrastRatio, FOCUS_RING_COLOR, FOCUS_RING_MIN_CONTRAST } from '@booking/shared-contracts';

const css = readFileSync(path.join(__dirname, 'styles.css'), 'utf8');

describe('host focus ring', () => {
  it('is FOCUS_RING_COLOR, in the --hs-focus-ring variable', () => {
    expect(/--hs-focus-ring:\s*(#[0-9a-f]{3,6})/i.exec(css)?.[1]?.toLowerCase()).toBe(FOCUS_RING_COLOR);
  });

  it('is what every outline of the stylesheet draws (no colour of its own)', () => {
    const outlines = css.match(/outline:[^;]+;/g) ?? [];
    expect(outlines.length).toBeGreaterThan(0);
    for (const outline of outlines)
      expect(outline).toMatch(/^outline: (none|3px solid var\(--hs-focus-ring\));$/);
  });

  it('has at least 3:1 against the page and header backgrounds', () => {
    for (const surface of ['#ffffff', '#f6f7f9']) {
      expect(contrastRatio(FOCUS_RING_COLOR, surface)).toBeGreaterThanOrEqual(FOCUS_RING_MIN_CONTRAST);
    }
  });
});
