import { backoffMs, BACKOFF_CAP_MS, shouldRetry } from './retry';

describe('shouldRetry', () => {
  it('retries transient failures of GET', () => {
    for (const kind of ['unavailable', 'rate_limit', 'timeout', 'network'] as const) {
      expect(shouldRetry('GET', kind, 1)).toBe(true);
    }
  });

  it('never retries POST, so a reserve or confirm cannot happen twice', () => {
    expect(shouldRetry('POST', 'unavailable', 1)).toBe(false);
    expect(shouldRetry('POST', 'timeout', 1)).toBe(false);
  });

  it('does not retry failures that a retry cannot fix', () => {
    for (const kind of ['auth', 'not_found', 'validation', 'reservation_state', 'unexpected'] as const) {
      expect(shouldRetry('GET', kind, 1)).toBe(false);
    }
  });

  it('stops after maxRetries retries', () => {
    expect(shouldRetry('GET', 'unavailable', 2, 2)).toBe(true);
    expect(shouldRetry('GET', 'unavailable', 3, 2)).toBe(false);
    expect(shouldRetry('get', 'unavailable', 1, 0)).toBe(false);
  });
});

describe('backoffMs', () => {
  it('doubles from 200 ms with half of each wait random', () => {
    expect([1, 2, 3].map((a) => backoffMs(a, () => 0))).toEqual([100, 200, 400]);
    expect([1, 2, 3].map((a) => backoffMs(a, () => 1))).toEqual([200, 400, 800]);
  });

  it('never waits more than the cap', () => {
    expect(backoffMs(30, () => 1)).toBe(BACKOFF_CAP_MS);
    expect(backoffMs(30, () => 0)).toBe(BACKOFF_CAP_MS / 2);
  });

  it('clamps a random source outside [0, 1]', () => {
    expect(backoffMs(1, () => 7)).toBe(200);
    expect(backoffMs(1, () => -1)).toBe(100);
  });
});
