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

export const RATE_LABELS: Record<Language, RateLabelTemplates> = {
  en: {
    groupRange: 'Group Rate ({min}-{max} people)',
    groupFrom: 'Group Rate ({min}+ people)',
    tiered: 'Tiered Rate ({low}-{high} {currency})',
    standard: 'Standard Rate ({price} {currency})',
    fallback: 'Rate {id}',
  },
  pl: {
    groupRange: 'Taryfa grupowa ({min}-{max} osób)',
    groupFrom: 'Taryfa grupowa ({min}+ osób)',
    tiered: 'Taryfa progowa ({low}-{high} {currency})',
    standard: 'Taryfa standardowa ({price} {currency})',
    fallback: 'Taryfa {id}',
  },
  de: {
    groupRange: 'Gruppentarif ({min}-{max} Personen)',
    groupFrom: 'Gruppentarif ({min}+ Personen)',
    tiered: 'Staffeltarif ({low}-{high} {currency})',
    standard: 'Standardtarif ({price} {currency})',
    fallback: 'Tarif {id}',
  },
  fr: {
    groupRange: 'Tarif de groupe ({min}-{max} personnes)',
    groupFrom: 'Tarif de groupe ({min}+ personnes)',
    tiered: 'Tarif dégressif ({low}-{high} {currency})',
    standard: 'Tarif standard ({price} {currency})',
    fallback: 'Tarif {id}',
  },
  es: {
    groupRange: 'Tarifa de grupo ({min}-{max} personas)',
    groupFrom: 'Tarifa de grupo ({min}+ personas)',
    tiered: 'Tarifa escalonada ({low}-{high} {currency})',
    standard: 'Tarifa estándar ({price} {currency})',
    fallback: 'Tarifa {id}',
  },
  it: {
    groupRange: 'Tariffa di gruppo ({min}-{max} persone)',
    groupFrom: 'Tariffa di gruppo ({min}+ persone)',
    tiered: 'Tariffa a scaglioni ({low}-{high} {currency})',
    standard: 'Tariffa standard ({price} {currency})',
    fallback: 'Tariffa {id}',
  },
};

/** The templates of a language; English for an unknown one (§2: the widget's default language is en). */
export function rateLabelsFor(lang: string | null | undefined): RateLabelTemplates {
  return RATE_LABELS[isLanguage(lang) ? lang : DEFAULT_LANGUAGE];
}

/** A template with its placeholders filled. */
export function fillRateLabel(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
