import type { BokunActivity, BokunQuestion, BokunQuestionDto } from '../types';

/** Content languages the seeded vendor translated its activities into (Bokun's upper-case codes). */
export const CONTENT_LANGUAGES = ['EN', 'PL'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/**
 * The vendor's translations: each name of the seeded catalogue in English and Polish. A text missing here
 * stays as written, as Bokun serves an untranslated field in the activity's base language.
 */
const TERMS: readonly Record<ContentLanguage, string>[] = [
  // Activities
  { EN: 'Kraków Old Town Walking Tour', PL: 'Spacer po Starym Mieście w Krakowie' },
  {
    EN: 'Two hours through the Old Town with a licensed guide, in English.',
    PL: 'Dwie godziny po Starym Mieście z licencjonowanym przewodnikiem, po angielsku.',
  },
  {
    EN: 'Two hours through the Old Town with a licensed guide, in Polish.',
    PL: 'Dwie godziny po Starym Mieście z licencjonowanym przewodnikiem, po polsku.',
  },
  { EN: 'Private Wieliczka Salt Mine Tour', PL: 'Prywatne zwiedzanie Kopalni Soli w Wieliczce' },
  {
    EN: 'Your own guide and driver for the salt mine, hotel pick-up included.',
    PL: 'Własny przewodnik i kierowca do kopalni soli, z odbiorem z hotelu.',
  },
  { EN: 'Dunajec River Rafting', PL: 'Spływ przełomem Dunajca' },
  {
    EN: 'A wooden raft down the Dunajec gorge in the Pieniny mountains.',
    PL: 'Drewnianą tratwą przełomem Dunajca w Pieninach.',
  },
  { EN: 'Tatra Mountains Day Hike', PL: 'Całodniowa wędrówka w Tatrach' },
  {
    EN: 'A guided day in the Tatras; the guide calls you the evening before.',
    PL: 'Dzień w Tatrach z przewodnikiem; przewodnik zadzwoni wieczorem dzień wcześniej.',
  },
  { EN: 'Vistula Kayak Trip', PL: 'Spływ kajakowy po Wiśle' },
  {
    EN: 'Paddle past Wawel; the bigger the group, the lower the price each.',
    PL: 'Wiosłuj obok Wawelu; im większa grupa, tym niższa cena za osobę.',
  },
  // Places (googlePlace.country)
  { EN: 'Poland', PL: 'Polska' },
  // Pricing categories
  { EN: 'Adult', PL: 'Dorosły' },
  { EN: 'Child', PL: 'Dziecko' },
  { EN: 'Infant', PL: 'Niemowlę' },
  { EN: 'Teenager', PL: 'Nastolatek' },
  { EN: 'Senior', PL: 'Senior' },
  { EN: 'Private group (up to 8)', PL: 'Grupa prywatna (do 8 osób)' },
  // Rates
  { EN: 'Standard', PL: 'Standardowa' },
  { EN: 'Morning saver', PL: 'Poranna promocja' },
  { EN: 'Group Rate', PL: 'Taryfa grupowa' },
  { EN: 'Private tour', PL: 'Wycieczka prywatna' },
  { EN: 'Family', PL: 'Rodzinna' },
  { EN: 'Shared kayak', PL: 'Kajak wspólny' },
  { EN: 'Whole boat', PL: 'Cała łódź' },
  // Extras
  { EN: 'Dry bag', PL: 'Worek wodoszczelny' },
  // Questions
  { EN: 'Dietary requirements', PL: 'Wymagania dietetyczne' },
  { EN: 'Does anyone need step-free access?', PL: 'Czy ktoś potrzebuje dostępu bez schodów?' },
  { EN: 'Can every participant swim?', PL: 'Czy każdy uczestnik umie pływać?' },
  { EN: 'Weight (kg)', PL: 'Waga (kg)' },
  { EN: 'Shoe size', PL: 'Rozmiar buta' },
  { EN: 'Boot size (EU)', PL: 'Rozmiar buta (EU)' },
  { EN: 'Anything the guide should know?', PL: 'Czy przewodnik powinien o czymś wiedzieć?' },
];

/** A text in another content language; as written when the vendor has no translation of it. */
export function translateText(text: string, lang: ContentLanguage): string {
  const entry = TERMS.find((term) => CONTENT_LANGUAGES.some((source) => term[source] === text));
  return entry ? entry[lang] : text;
}

/** The content language an activity is served in: the one asked for when translated, else the base. */
export function contentLanguageOf(activity: BokunActivity, requested: unknown): ContentLanguage {
  const asked = typeof requested === 'string' ? requested.toUpperCase() : '';
  const known = (code: string) => CONTENT_LANGUAGES.find((lang) => lang === code);
  return (
    (activity.languages.includes(asked) ? known(asked) : undefined) ?? known(activity.baseLanguage) ?? 'EN'
  );
}

function translateQuestion(
  question: BokunQuestion | BokunQuestionDto,
  lang: ContentLanguage,
): BokunQuestion | BokunQuestionDto {
  const label = translateText(question.label, lang);
  // A QuestionDto's choices are one line-separated string of values, with nothing to translate.
  if ('answerRequired' in question) return { ...question, label };
  return {
    ...question,
    label,
    options: question.options.map((option) => ({ ...option, label: translateText(option.label, lang) })),
  };
}

/**
 * `GET /activity.json/{id}?lang=` as Bokun answers it: the activity's names (title, excerpt, place's country,
 * pricing categories, rates, extras, questions) in the requested content language when the vendor translated them,
 * else in the activity's base language.
 */
export function localizeActivity(activity: BokunActivity, requested: unknown): BokunActivity {
  const lang = contentLanguageOf(activity, requested);
  const text = (value: string) => translateText(value, lang);
  return {
    ...activity,
    title: text(activity.title),
    excerpt: text(activity.excerpt),
    // The place's country is a name like any other: "Kraków, Polska" on the Polish page.
    googlePlace: { ...activity.googlePlace, country: text(activity.googlePlace.country) },
    pricingCategories: activity.pricingCategories.map((category) => ({
      ...category,
      title: text(category.title),
      fullTitle: text(category.fullTitle),
    })),
    rates: activity.rates.map((rate) => ({ ...rate, title: text(rate.title) })),
    bookableExtras: activity.bookableExtras.map((extra) => ({ ...extra, title: text(extra.title) })),
    bookingQuestions: activity.bookingQuestions.map((question) => translateQuestion(question, lang)),
  };
}
