import { contrastRatio, FOCUS_RING_COLOR, FOCUS_RING_MIN_CONTRAST, relativeLuminance } from './contrast';

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1f7a4d', '#1f7a4d')).toBe(1);
  });

  it('matches the published ratios: #767676 on white is 4.54, the old focus ring #8FC9A9 on white 1.89', () => {
    expect(contrastRatio('#767676', '#fff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#8fc9a9', '#ffffff')).toBeCloseTo(1.89, 2);
  });

  it('refuses what is not a hex colour', () => {
    expect(() => relativeLuminance('green')).toThrow(/not a hex colour/);
  });
});

describe('FOCUS_RING_COLOR', () => {
  // Light surfaces of the widget and the host pages, and a range of dark-mode surfaces.
  it.each([
    '#ffffff',
    '#f6f7f9',
    '#eef7f1',
    '#f4f5f7',
    '#121212',
    '#0f172a',
    '#1b1f24',
    '#1e293b',
    '#2a2f36',
  ])('has at least 3:1 against %s', (surface) => {
    expect(contrastRatio(FOCUS_RING_COLOR, surface)).toBeGreaterThanOrEqual(FOCUS_RING_MIN_CONTRAST);
  });
});
