/** The `t=` timestamp of a Stripe-Signature header, in seconds; undefined when there is none. */
export function signatureTimestamp(header: string): number | undefined {
  for (const part of header.split(',')) {
    const [name, value] = part.split('=', 2).map((s) => s.trim());
    if (name === 't' && value !== undefined && /^\d{1,12}$/.test(value)) return Number(value);
  }
  return undefined;
}

/**
 * True when the header says it was signed more than `toleranceS` after `nowMs`. stripe-node only bounds
 * the age of a signature; a timestamp from the future would stay valid for as long as it is ahead, so a
 * captured event could be replayed for that long.
 */
export function signedInTheFuture(header: string, nowMs: number, toleranceS: number): boolean {
  const timestamp = signatureTimestamp(header);
  return timestamp !== undefined && timestamp > Math.floor(nowMs / 1000) + toleranceS;
}
