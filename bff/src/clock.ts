/**
 * The current time, injected everywhere the BFF reads it (services, jobs, the store, the cache, rate limits,
 * provider signatures), so tests and the sandbox move one clock by hand.
 */
export interface Clock {
  now(): Date;
}

/** The machine's clock. */
export const systemClock: Clock = { now: () => new Date() };
