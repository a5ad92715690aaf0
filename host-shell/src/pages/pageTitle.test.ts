import { LANGUAGES, PAGE_IDS } from '@booking/shared-contracts';
import { pageTitle } from './pageTitle';

describe('pageTitle', () => {
  it('"page titles translated": every page has a title in each of the six languages', () => {
    for (const lang of LANGUAGES) {
      const titles = PAGE_IDS.map((page) => pageTitle(page, lang));
      expect(new Set(titles).size).toBe(PAGE_IDS.length);
    }
    expect(pageTitle('booking', 'de')).toBe('Tickets buchen – Touren und Tickets');
    expect(pageTitle('notFound', 'fr')).toBe('Page introuvable – Visites et billets');
  });
});
