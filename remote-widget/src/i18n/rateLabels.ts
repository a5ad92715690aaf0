import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@booking/shared-contracts';

/**
 * §5 generated rate labels in the six languages. The rate's name is a plain string of the store (it is
 * shown, compared and sent on), so these few templates live here, beside the catalogues, rather than in a
 * message catalogue the domain cannot read. Placeholders: {min} {max} {low} {high} {price} {currency} {id}.
 */
export interface RateLabelTemplates {
  /** "Group Rate (min-max people)" */
  groupRange: string;
  /** "Group Rate (min+ people)" */
  groupFrom: string;
  /** "Tiered Rate (low-high currency)" */
  tiered: string;
  /** "Standard Rate (price currency)" */
  standard: string;
  /** "Rate {id}" */
  fallback: string;
}

/** The words of the labels per language: group, people, tiered, standard, rate (kept short: step-1 code). */
const WORDS: Record<Language, readonly [string, string, string, string, string]> = {
  en: ['Group Rate', 'people', 'Tiered Rate', 'Standard Rate', 'Rate'],
  pl: ['Taryfa grupowa', 'osób', 'Taryfa progowa', 'Taryfa standardowa', 'Taryfa'],
  de: ['Gruppentarif', 'Personen', 'Staffeltarif', 'Standardtarif', 'Tarif'],
  fr: ['Tarif de groupe', 'personnes', 'Tarif dégressif', 'Tarif standard', 'Tarif'],
  es: ['Tarifa de grupo', 'personas', 'Tarifa escalonada', 'Tarifa estándar', 'Tarifa'],
  it: ['Tariffa di gruppo', 'persone', 'Tariffa a scaglioni', 'Tariffa standard', 'Tariffa'],
};

function templatesOf(lang: Language): RateLabelTemplates {
  const [group, people, tiered, standard, rate] = WORDS[lang];
  return {
    groupRange: `${group} ({min}-{max} ${people})`,
    groupFrom: `${group} ({min}+ ${people})`,
    tiered: `${tiered} ({low}-{high} {currency})`,
    standard: `${standard} ({price} {currency})`,
    fallback: `${rate} {id}`,
  };
}

/** The templates of a language; English for an unknown one (§2: the widget's default language is en). */
export function rateLabelsFor(lang: string | null | undefined): RateLabelTemplates {
  return templatesOf(isLanguage(lang) ? lang : DEFAULT_LANGUAGE);
}

/** A template with its placeholders filled. */
export function fillRateLabel(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
