/** Step 1 may be left once a start time and a rate are chosen and at least one person takes part. */
export function canLeaveBookingStep(
  slot: unknown,
  rateId: number | null,
  totalParticipants: number,
): boolean {
  return slot !== null && slot !== undefined && rateId !== null && totalParticipants > 0;
}
