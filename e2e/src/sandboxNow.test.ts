import { sandboxNow } from './sandboxNow';

describe('sandboxNow', () => {
  it('reads HH:MM as that time of the current Kraków day, in winter and in summer time', () => {
    expect(sandboxNow('21:30', new Date('2026-11-27T09:48:00Z'))).toBe('2026-11-27T20:30:00.000Z');
    expect(sandboxNow('06:15', new Date('2026-06-10T12:00:00Z'))).toBe('2026-06-10T04:15:00.000Z');
  });

  it("takes today from Kraków's calendar, not UTC's, just after midnight there", () => {
    expect(sandboxNow('21:30', new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-27T20:30:00.000Z');
  });

  it('passes an ISO instant on as it is and leaves the real clock when unset', () => {
    expect(sandboxNow('2026-06-10T06:00:00Z')).toBe('2026-06-10T06:00:00Z');
    expect(sandboxNow(undefined)).toBeUndefined();
    expect(sandboxNow(' ')).toBeUndefined();
  });

  it('refuses a clock time that does not exist', () => {
    expect(() => sandboxNow('24:10')).toThrow(/E2E_SANDBOX_NOW/);
  });
});
