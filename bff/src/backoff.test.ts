import { backoffMs } from './backoff';

describe('backoffMs', () => {
  const options = { baseMs: 1_000, capMs: 60_000 };

  it('doubles the delay each attempt and stops at the cap', () => {
    const top = (attempt: number) => backoffMs(attempt, { ...options, random: () => 1 });
    expect([1, 2, 3, 4].map(top)).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(top(20)).toBe(60_000);
  });

  it('keeps half the delay as jitter, so retries of many messages spread out', () => {
    expect(backoffMs(3, { ...options, random: () => 0 })).toBe(2_000);
    expect(backoffMs(3, { ...options, random: () => 0.5 })).toBe(3_000);
  });

  it('clamps a random source outside [0, 1]', () => {
    expect(backoffMs(1, { ...options, random: () => 7 })).toBe(1_000);
    expect(backoffMs(1, { ...options, random: () => -1 })).toBe(500);
  });
});
