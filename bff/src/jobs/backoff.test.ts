import { backoffMs, DEFAULT_BACKOFF, shouldRetry } from './backoff';

describe("a job's backoffMs", () => {
  it('waits from 1 s up to 5 minutes by default', () => {
    expect(backoffMs(1, { ...DEFAULT_BACKOFF, random: () => 1 })).toBe(1_000);
    expect(backoffMs(30, { ...DEFAULT_BACKOFF, random: () => 1 })).toBe(300_000);
  });
});

describe('shouldRetry', () => {
  it('retries until the attempts are used up, never after a permanent failure', () => {
    expect(shouldRetry(1, 3, false)).toBe(true);
    expect(shouldRetry(3, 3, false)).toBe(false);
    expect(shouldRetry(1, 3, true)).toBe(false);
  });
});
