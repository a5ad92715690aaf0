import type { Activity, CancellationPolicy, Photo, RateDefinition } from '@booking/shared-contracts';

/** The `srcset` of a photo: each size whose width is known; empty when none is. */
export function photoSrcSet(photo: Photo): string {
  return photo.sizes.map((size) => `${size.url} ${size.width}w`).join(', ');
}

/** A unit Intl formats by name (`style: 'unit'`). */
export type DurationUnit = 'week' | 'day' | 'hour' | 'minute';

/** The parts of a duration, largest unit first, those of zero left out. */
export function durationParts(duration: Activity['duration']): { unit: DurationUnit; value: number }[] {
  const parts: { unit: DurationUnit; value: number }[] = [
    { unit: 'week', value: duration.weeks },
    { unit: 'day', value: duration.days },
    { unit: 'hour', value: duration.hours },
    { unit: 'minute', value: duration.minutes },
  ];
  return parts.filter((part) => part.value > 0);
}

/** Cancellation terms as the header words them. */
export interface CancellationTerms {
  /** Free up to this many hours before the start; 0: free up to the start. */
  freeUntilHours: number;
  /** Each charge: `percentage` of the price when cancelled less than `withinHours` before the start. */
  charges: { withinHours: number; percentage: number }[];
}

/** The terms of a policy: the longest cutoff that charges anything ends the free period. */
export function cancellationTerms(policy: CancellationPolicy): CancellationTerms {
  const charges = [...policy.penaltyRules]
    .filter((rule) => rule.percentage > 0)
    .sort((a, b) => b.cutoffHours - a.cutoffHours)
    .map((rule) => ({ withinHours: rule.cutoffHours, percentage: rule.percentage }));
  return { freeUntilHours: charges[0]?.withinHours ?? 0, charges };
}

/**
 * The policy the header states: the chosen rate's, else the first rate's that states one. Rates differ (a
 * saver rate may refund less), so the terms follow the visitor's choice.
 */
export function shownCancellationPolicy(
  rates: readonly Pick<RateDefinition, 'id' | 'cancellationPolicy'>[],
  selectedRateId: number | null,
): CancellationPolicy | null {
  const chosen = rates.find((rate) => rate.id === selectedRateId);
  if (chosen) return chosen.cancellationPolicy ?? null;
  return rates.find((rate) => rate.cancellationPolicy)?.cancellationPolicy ?? null;
}

/** Paragraphs of a plain-text description (separated by blank lines). */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}
