import {
  accentOnDark,
  contrastRatio,
  DARK_TINT,
  DEFAULT_ACCENT,
  LIGHT_TINT,
  MIN_TEXT_CONTRAST,
  parseColor,
  readableAccent,
} from './accentColor';

const WHITE = { r: 255, g: 255, b: 255 };

describe('parseColor', () => {
  it('reads hex and rgb() colours, as a browser computes any CSS colour', () => {
    expect(parseColor('#1f7a4d')).toEqual({ r: 31, g: 122, b: 77 });
    expect(parseColor('#FFF')).toEqual(WHITE);
    expect(parseColor('rgb(0, 128, 0)')).toEqual({ r: 0, g: 128, b: 0 });
    expect(parseColor('rgb(0 128 0 / 100%)')).toEqual({ r: 0, g: 128, b: 0 });
    expect(parseColor('#008000ff')).toEqual({ r: 0, g: 128, b: 0 });
  });

  it('refuses what it cannot judge: names it was not given computed, see-through colours, nonsense', () => {
    expect(parseColor('green')).toBeNull();
    expect(parseColor('rgba(0, 128, 0, 0.5)')).toBeNull();
    expect(parseColor('#00800080')).toBeNull();
    expect(parseColor('rgb(300, 0, 0)')).toBeNull();
    expect(parseColor('url(javascript:alert(1))')).toBeNull();
  });
});

describe('contrastRatio', () => {
  it("is WCAG 2's ratio: 21 for black on white, 1 for a colour on itself, symmetric", () => {
    expect(contrastRatio({ r: 0, g: 0, b: 0 }, WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio(WHITE, WHITE)).toBe(1);
    expect(contrastRatio({ r: 0x76, g: 0x76, b: 0x76 }, WHITE)).toBeCloseTo(4.54, 2);
  });
});

describe('readableAccent', () => {
  it('"the config\'s accent colour applied" when white text on it reads at 4.5:1 or more', () => {
    expect(readableAccent(parseColor('rgb(0, 128, 0)'))).toBe('#008000');
    expect(readableAccent(parseColor('#1d4ed8'))).toBe('#1d4ed8');
  });

  it('"falling back to the default when too light", and when the colour could not be read', () => {
    expect(readableAccent(parseColor('#ffd700'))).toBe(DEFAULT_ACCENT);
    expect(readableAccent(parseColor('#22a06b'))).toBe(DEFAULT_ACCENT);
    expect(readableAccent(null)).toBe(DEFAULT_ACCENT);
  });

  it('falls back too for an accent white text just passes on but that fails as text on the light tint', () => {
    const grey = parseColor('#757575');
    expect(grey && contrastRatio(grey, { r: 255, g: 255, b: 255 })).toBeGreaterThanOrEqual(4.5);
    expect(grey && contrastRatio(grey, LIGHT_TINT)).toBeLessThan(4.5);
    expect(readableAccent(grey)).toBe(DEFAULT_ACCENT);
  });

  it("keeps the widget's own accent readable", () => {
    expect(contrastRatio(parseColor(DEFAULT_ACCENT) ?? WHITE, WHITE)).toBeGreaterThanOrEqual(
      MIN_TEXT_CONTRAST,
    );
  });
});

describe('accentOnDark', () => {
  it('lightens an accent until it reads at 4.5:1 as text on the dark backgrounds', () => {
    for (const accent of [DEFAULT_ACCENT, '#1d4ed8', '#000000', '#7a1f5c']) {
      const text = parseColor(accentOnDark(parseColor(accent) ?? WHITE, DARK_TINT));
      expect(text && contrastRatio(text, DARK_TINT)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });

  it('keeps an accent that already reads on the dark backgrounds as it is', () => {
    expect(accentOnDark({ r: 0xa6, g: 0xe3, b: 0xbe }, DARK_TINT)).toBe('#a6e3be');
  });
});
