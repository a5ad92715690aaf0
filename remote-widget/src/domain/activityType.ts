import type { ActivityType } from '@booking/shared-contracts';

/** What the activity type is read from: the external id, the provider's flags and an explicit private flag. */
export interface ActivityTypeSource {
  externalId?: string | null;
  flags?: readonly string[];
  private?: boolean;
}

/** Flag the provider sets on a private tour (SPEC-NOTES "Activity types"). */
export const PRIVATE_FLAG = 'PRIVATE';

// PRIV is checked first because a private variant may also name its language (e.g. "KRK-PRIV-POL").
const EXTERNAL_ID_MARKERS: readonly ActivityType[] = ['PRIV', 'POL', 'ENG'];

/**
 * §3 activity type: from the external id first (case-insensitive `…POL…`, `…ENG…`, `…PRIV…`, PRIV wins),
 * else from the private flag, else `default`.
 */
export function detectActivityType(source: ActivityTypeSource): ActivityType {
  const externalId = (source.externalId ?? '').toUpperCase();
  const marked = EXTERNAL_ID_MARKERS.find((marker) => externalId.includes(marker));
  if (marked) return marked;
  const flagged = (source.flags ?? []).some((flag) => flag.toUpperCase() === PRIVATE_FLAG);
  if (source.private === true || flagged) return 'PRIV';
  return 'default';
}

/** True for the private-tour variant (booking state `isPrivateTour`). */
export function isPrivateActivityType(type: ActivityType): boolean {
  return type === 'PRIV';
}
