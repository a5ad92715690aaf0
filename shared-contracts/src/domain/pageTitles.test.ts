import { LANGUAGES } from './constants';
import { PAGE_IDS } from './pageConfig';
import { pageTitle, widgetPageTitle } from './pageTitles';

describe('pageTitle', () => {
  it('"page titles translated": every page has a title in each of the six languages', () => {
    for (const lang of LANGUAGES) {
      const titles = PAGE_IDS.map((page) => pageTitle(page, lang));
      expect(new Set(titles).size).toBe(PAGE_IDS.length);
    }
    expect(pageTitle('booking', 'de')).toBe('Tickets buchen – Touren und Tickets');
    expect(pageTitle('notFound', 'fr')).toBe('Page introuvable – Visites et billets');
    expect(pageTitle('home', 'pl')).toBe('Wycieczki i bilety');
  });
});

describe('widgetPageTitle', () => {
  it("names the iframe app's tab in each of the six languages, without the first-party site's name", () => {
    const titles = LANGUAGES.map(widgetPageTitle);
    expect(new Set(titles).size).toBe(LANGUAGES.length);
    expect([widgetPageTitle('en'), widgetPageTitle('pl')]).toEqual([
      'Book your tickets',
      'Zarezerwuj bilety',
    ]);
  });
});
