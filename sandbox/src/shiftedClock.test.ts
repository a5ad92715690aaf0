import { shiftedClock } from './shiftedClock';

describe('shiftedClock', () => {
  it('starts at the given instant and runs on at the real pace', () => {
    let real = Date.parse('2026-11-23T16:00:00Z');
    const clock = shiftedClock('2026-06-10T08:00:00Z', () => real);
    if (typeof clock !== 'function') throw new Error('expected a clock');
    expect(clock().toISOString()).toBe('2026-06-10T08:00:00.000Z');
    real += 90_000;
    expect(clock().toISOString()).toBe('2026-06-10T08:01:30.000Z');
  });

  it('is absent without a start and refuses a start that is not a date-time', () => {
    expect(shiftedClock(undefined)).toBeUndefined();
    expect(shiftedClock(' ')).toBeUndefined();
    expect(shiftedClock('tomorrow')).toBe('invalid');
    expect(shiftedClock('2026-06-10')).toBe('invalid');
  });
});
