import {
  cancellationTerms,
  durationParts,
  paragraphsOf,
  photoSrcSet,
  shownCancellationPolicy,
} from './productInfo';

describe('photoSrcSet', () => {
  it('lists each known size with its width descriptor', () => {
    const photo = {
      url: 'https://img.test/a.jpg?w=1200',
      width: 1200,
      height: 800,
      sizes: [
        { url: 'https://img.test/a.jpg?w=480', width: 480 },
        { url: 'https://img.test/a.jpg?w=1200', width: 1200 },
      ],
    };
    expect(photoSrcSet(photo)).toBe('https://img.test/a.jpg?w=480 480w, https://img.test/a.jpg?w=1200 1200w');
    expect(photoSrcSet({ ...photo, sizes: [] })).toBe('');
  });
});

describe('durationParts', () => {
  it('names the non-zero units, largest first', () => {
    expect(durationParts({ weeks: 0, days: 1, hours: 2, minutes: 30, text: '' })).toEqual([
      { unit: 'day', value: 1 },
      { unit: 'hour', value: 2 },
      { unit: 'minute', value: 30 },
    ]);
    expect(durationParts({ weeks: 0, days: 0, hours: 0, minutes: 0, text: '2 hours' })).toEqual([]);
  });
});

describe('cancellationTerms', () => {
  it('is free up to the longest cutoff that charges, then lists each charge', () => {
    expect(
      cancellationTerms({
        penaltyRules: [
          { cutoffHours: 24, percentage: 100 },
          { cutoffHours: 72, percentage: 0 },
          { cutoffHours: 48, percentage: 50 },
        ],
      }),
    ).toEqual({
      freeUntilHours: 48,
      charges: [
        { withinHours: 48, percentage: 50 },
        { withinHours: 24, percentage: 100 },
      ],
    });
  });

  it('is free up to the start when no rule charges anything', () => {
    expect(cancellationTerms({ penaltyRules: [{ cutoffHours: 24, percentage: 0 }] })).toEqual({
      freeUntilHours: 0,
      charges: [],
    });
  });
});

describe('shownCancellationPolicy', () => {
  const strict = { penaltyRules: [{ cutoffHours: 48, percentage: 100 }] };
  const loose = { penaltyRules: [{ cutoffHours: 24, percentage: 100 }] };
  const rates = [
    { id: 1, cancellationPolicy: null },
    { id: 2, cancellationPolicy: loose },
    { id: 3, cancellationPolicy: strict },
  ];

  it('follows the chosen rate, even one whose terms are unknown', () => {
    expect(shownCancellationPolicy(rates, 3)).toBe(strict);
    expect(shownCancellationPolicy(rates, 1)).toBeNull();
  });

  it('states the first known terms before a rate is chosen', () => {
    expect(shownCancellationPolicy(rates, null)).toBe(loose);
    expect(shownCancellationPolicy([], null)).toBeNull();
  });
});

describe('paragraphsOf', () => {
  it('splits at blank lines and drops empty paragraphs', () => {
    expect(paragraphsOf('One.\n\n  Two.\n \n\n')).toEqual(['One.', 'Two.']);
  });
});
