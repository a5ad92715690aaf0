import { LANGUAGES } from '@booking/shared-contracts';
import { generatedRateLabel, resolveRateName } from './rateName';

const definitions = [{ id: 11, title: 'Morning walk' }];

describe('resolveRateName', () => {
  it("uses the rate's own title first", () => {
    expect(
      resolveRateName(
        { id: 11, title: 'Own', rateName: 'Other', name: 'Third' },
        { rateDefinitions: definitions },
      ),
    ).toBe('Own');
  });

  it('uses rateName when there is no title', () => {
    expect(resolveRateName({ id: 11, title: ' ', rateName: 'From rateName', name: 'Third' })).toBe(
      'From rateName',
    );
  });

  it('uses name when neither title nor rateName is set', () => {
    expect(resolveRateName({ id: 11, name: 'Family' }, { rateDefinitions: definitions })).toBe('Family');
  });

  it('ignores a name that starts with "Rate "', () => {
    expect(resolveRateName({ id: 11, name: 'Rate 11' }, { rateDefinitions: definitions })).toBe(
      'Morning walk',
    );
  });

  it("uses the activity's rate definition with the same id", () => {
    expect(
      resolveRateName({ id: 11 }, { rateDefinitions: [{ id: 12, title: 'Other' }, ...definitions] }),
    ).toBe('Morning walk');
  });

  it('uses the first non-empty text item after the rate definitions', () => {
    expect(resolveRateName({ id: 11, textItems: ['', { text: 'From text item' }], details: 'Details' })).toBe(
      'From text item',
    );
  });

  it('uses the rate details after the text items', () => {
    expect(resolveRateName({ id: 11, textItems: [], details: { title: 'From details' } })).toBe(
      'From details',
    );
  });

  it('uses a generated label when nothing names the rate', () => {
    expect(resolveRateName({ id: 11, prices: [100], currency: 'PLN' })).toBe('Standard Rate (100 PLN)');
  });

  it('falls back to "Rate {id}" when nothing else names the rate', () => {
    expect(resolveRateName({ id: 42 })).toBe('Rate 42');
  });
});

describe('generatedRateLabel', () => {
  it('labels a rate with both limits "Group Rate (min-max people)"', () => {
    expect(generatedRateLabel({ minParticipants: 2, maxParticipants: 8 })).toBe('Group Rate (2-8 people)');
  });

  it('labels a rate with only a minimum "Group Rate (min+ people)"', () => {
    expect(generatedRateLabel({ minParticipants: 4 })).toBe('Group Rate (4+ people)');
  });

  it('labels a rate whose prices differ "Tiered Rate (low-high currency)"', () => {
    expect(generatedRateLabel({ prices: [60, 100, 80], currency: 'PLN' })).toBe('Tiered Rate (60-100 PLN)');
  });

  it('labels a rate with one price "Standard Rate (price currency)"', () => {
    expect(generatedRateLabel({ prices: [12.5, 12.5], currency: 'EUR' })).toBe('Standard Rate (12.50 EUR)');
  });

  it('defaults the currency to USD ("Currency defaults to USD")', () => {
    expect(generatedRateLabel({ prices: [10] })).toBe('Standard Rate (10 USD)');
  });

  it('generates nothing without limits or prices', () => {
    expect(generatedRateLabel({ minParticipants: 1, prices: [] })).toBeNull();
  });
});

describe('generated labels in the six languages (§5, §9)', () => {
  const sources = [
    { minParticipants: 2, maxParticipants: 8 },
    { minParticipants: 4 },
    { prices: [80, 100], currency: 'PLN' },
    { prices: [100], currency: 'PLN' },
  ];

  it.each(LANGUAGES.filter((lang) => lang !== 'en'))('writes every label in %s, never in English', (lang) => {
    for (const source of sources) {
      const label = generatedRateLabel(source, lang);
      expect(label).not.toBeNull();
      expect(label).not.toBe(generatedRateLabel(source, 'en'));
      expect(label).not.toMatch(/Rate|people/);
    }
  });

  it('keeps the limits and prices in the translated label', () => {
    expect(generatedRateLabel({ minParticipants: 2, maxParticipants: 8 }, 'pl')).toBe(
      'Taryfa grupowa (2-8 osób)',
    );
    expect(generatedRateLabel({ prices: [80, 100.5], currency: 'EUR' }, 'fr')).toBe(
      'Tarif dégressif (80-100.50 EUR)',
    );
  });

  it('names an unnamed rate in the language asked for, English for an unknown one', () => {
    expect(resolveRateName({ id: 42 }, { lang: 'it' })).toBe('Tariffa 42');
    expect(resolveRateName({ id: 42 }, { lang: 'xx' })).toBe('Rate 42');
  });
});
