import { DEFAULT_CURRENCY, type RateDefinition } from '@booking/shared-contracts';
import { fillRateLabel, rateLabelsFor } from '../i18n/rateLabels';

/** A text item some rate payloads carry; the spec names them without a shape, so both forms are read. */
export type RateTextItem = string | { text?: string | null; title?: string | null };

/** Rate details; the spec names them without a shape, so a string or a titled object is read. */
export type RateDetails = string | { title?: string | null; name?: string | null };

/** Everything a rate's display name can be resolved from (§5 "Rate name resolution order"). */
export interface RateNameSource {
  id: number;
  title?: string | null;
  rateName?: string | null;
  name?: string | null;
  textItems?: readonly RateTextItem[] | null;
  details?: RateDetails | null;
  /** Participant limits of a group rate. */
  minParticipants?: number | null;
  maxParticipants?: number | null;
  /** Unit prices of the rate's tickets, for the tiered and standard labels. */
  prices?: readonly number[];
  currency?: string | null;
}

/** The activity-level data names may come from. */
export interface RateNameContext {
  rateDefinitions?: readonly Pick<RateDefinition, 'id' | 'title'>[];
  /** The language of the generated labels (§2 six languages); English when absent. */
  lang?: string | null;
}

const text = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

function textItemName(items: readonly RateTextItem[] | null | undefined): string | null {
  for (const item of items ?? []) {
    const name = typeof item === 'string' ? text(item) : (text(item.text) ?? text(item.title));
    if (name) return name;
  }
  return null;
}

function detailsName(details: RateDetails | null | undefined): string | null {
  if (!details) return null;
  return typeof details === 'string' ? text(details) : (text(details.title) ?? text(details.name));
}

/** Whole amounts print bare, others with two decimals: "100 PLN", "12.50 PLN". */
function labelAmount(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}

/**
 * §5 generated labels: "Group Rate (min-max people)" or "Group Rate (min+ people)" with participant
 * limits; "Tiered Rate (low-high currency)" when prices differ; "Standard Rate (price currency)" for one
 * price. Currency defaults to USD. Null when there is nothing to describe.
 */
export function generatedRateLabel(source: Omit<RateNameSource, 'id'>, lang?: string | null): string | null {
  const labels = rateLabelsFor(lang);
  const min = source.minParticipants ?? null;
  const max = source.maxParticipants ?? null;
  // A lone minimum of one is every rate's minimum, not a group limit.
  if (max !== null && max > 0) return fillRateLabel(labels.groupRange, { min: min || 1, max });
  if (min !== null && min > 1) return fillRateLabel(labels.groupFrom, { min });

  const prices = (source.prices ?? []).filter((price) => Number.isFinite(price));
  if (prices.length === 0) return null;
  const currency = text(source.currency) ?? DEFAULT_CURRENCY;
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  if (low !== high) {
    return fillRateLabel(labels.tiered, { low: labelAmount(low), high: labelAmount(high), currency });
  }
  return fillRateLabel(labels.standard, { price: labelAmount(low), currency });
}

/**
 * §5 rate name resolution order: the rate's own title, rateName, name (ignored if it starts with "Rate "),
 * the activity's rate definitions by id, text items, rate details, a generated label, then "Rate {id}".
 */
export function resolveRateName(source: RateNameSource, context: RateNameContext = {}): string {
  const name = text(source.name);
  const definition = context.rateDefinitions?.find((candidate) => candidate.id === source.id);
  return (
    text(source.title) ??
    text(source.rateName) ??
    (name && !name.startsWith('Rate ') ? name : null) ??
    text(definition?.title) ??
    textItemName(source.textItems) ??
    detailsName(source.details) ??
    generatedRateLabel(source, context.lang) ??
    fillRateLabel(rateLabelsFor(context.lang).fallback, { id: source.id })
  );
}
