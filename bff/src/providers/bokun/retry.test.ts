import { BACKOFF_CAP_MS, readBackoff, retriesRead } from './retry';

describe('retriesRead', () => {
  it('retries transient failures of GET', () => {
    for (const kind of ['unavailable', 'rate_limit', 'timeout', 'network'] as const) {
      expect(retriesRead('GET', kind, 1)).toBe(true);
    }
  });

  it('never retries POST, so a reserve or confirm cannot happen twice', () => {
    expect(retriesRead('POST', 'unavailable', 1)).toBe(false);
    expect(retriesRead('POST', 'timeout', 1)).toBe(false);
  });

  it('does not retry failures that a retry cannot fix', () => {
    for (const kind of ['auth', 'not_found', 'validation', 'reservation_state', 'unexpected'] as const) {
      expect(retriesRead('GET', kind, 1)).toBe(false);
    }
  });

  it('stops after maxRetries retries', () => {
    expect(retriesRead('GET', 'unavailable', 2, 2)).toBe(true);
    expect(retriesRead('GET', 'unavailable', 3, 2)).toBe(false);
    expect(retriesRead('get', 'unavailable', 1, 0)).toBe(false);
  });
});

describe('readBackoff', () => {
  it('doubles from 200 ms with half of each wait random', () => {
    expect([1, 2, 3].map((a) => readBackoff(a, () => 0))).toEqual([100, 200, 400]);
    expect([1, 2, 3].map((a) => readBackoff(a, () => 1))).toEqual([200, 400, 800]);
  });

  it('never waits more than the cap', () => {
    expect(readBackoff(30, () => 1)).toBe(BACKOFF_CAP_MS);
    expect(readBackoff(30, () => 0)).toBe(BACKOFF_CAP_MS / 2);
  });
});
