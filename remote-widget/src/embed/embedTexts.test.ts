import { LANGUAGES } from '@booking/shared-contracts';
import { EMBED_TEXTS, embedLanguage } from './embedTexts';

describe('embed texts', () => {
  it('are complete in the six languages ("every control labelled")', () => {
    expect(Object.keys(EMBED_TEXTS).sort()).toEqual([...LANGUAGES].sort());
    for (const texts of Object.values(EMBED_TEXTS)) {
      expect(texts.title.trim()).not.toBe('');
      expect(texts.close.trim()).not.toBe('');
    }
  });

  it('takes the first known language of the candidates, regional forms included', () => {
    expect(embedLanguage(null, 'de-AT', 'pl')).toBe('de');
    expect(embedLanguage('cs', undefined)).toBeUndefined();
  });
});
