/**
 * A stable text of what a hold was made for, and what a price belongs to: a changed date, slot, rate, tickets
 * or extras means another hold and another price. Its own module, so step 1 reads it without the reservation
 * body's code.
 */
export function holdFingerprint(selection: {
  activityId: number | null;
  slotId: string | null;
  rateId: number | null;
  counts: Record<string, number>;
  extras?: Record<string, number>;
}): string {
  const sorted = (entries: Record<string, number>) =>
    Object.entries(entries)
      .filter(([, count]) => count > 0)
      .sort(([a], [b]) => a.localeCompare(b));
  const extras = sorted(selection.extras ?? {});
  return JSON.stringify([
    selection.activityId,
    selection.slotId,
    selection.rateId,
    sorted(selection.counts),
    ...(extras.length > 0 ? [extras] : []),
  ]);
}
