import { DUPLICATE_MESSAGE_WINDOW_MS } from '../domain/constants';

/** The last message actually sent: its canonical text and when it went out (clock ms). */
export interface SentRecord {
  key: string;
  at: number;
}

/** JSON with object keys sorted, so two equal messages always give the same text. */
export function canonicalMessageKey(message: unknown): string {
  return JSON.stringify(message, (_key, value: unknown) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : value,
  );
}

/**
 * §5: "Identical outgoing messages within 100 ms are dropped." Decides whether `message` goes out at clock
 * value `now`, given the previous send; returns the record to keep (unchanged when the message is dropped).
 */
export function decideOutgoingSend(
  previous: SentRecord | undefined,
  message: unknown,
  now: number,
  windowMs: number = DUPLICATE_MESSAGE_WINDOW_MS,
): { send: boolean; record: SentRecord } {
  const key = canonicalMessageKey(message);
  if (previous && previous.key === key && now - previous.at < windowMs)
    return { send: false, record: previous };
  return { send: true, record: { key, at: now } };
}
