/** The activity bookings of a reservation, as far as availability is concerned. */
export interface BookedActivities {
  activityBookings: ReadonlyArray<{ activityId: number; date: string }>;
}

/** The activity months a reservation changes availability in, as `{activityId, month}` without repeats. */
export function touchedMonths(booking: BookedActivities): Array<{ activityId: number; month: string }> {
  const seen = new Map<string, { activityId: number; month: string }>();
  for (const ab of booking.activityBookings) {
    const month = ab.date.slice(0, 7);
    seen.set(`${ab.activityId}:${month}`, { activityId: ab.activityId, month });
  }
  return [...seen.values()];
}
