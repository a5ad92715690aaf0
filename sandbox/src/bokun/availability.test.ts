import { zonedInstant } from './availability';

describe('zonedInstant', () => {
  it('reads a wall-clock time in the zone: 10:00 in Warsaw is 09:00 UTC in winter and 08:00 UTC in summer', () => {
    const winter = new Date(Date.UTC(2026, 2, 10));
    const summer = new Date(Date.UTC(2026, 5, 10));
    expect(zonedInstant(winter, { hour: 10, minute: 0 }, 'Europe/Warsaw').toISOString()).toBe(
      '2026-03-10T09:00:00.000Z',
    );
    expect(zonedInstant(summer, { hour: 10, minute: 0 }, 'Europe/Warsaw').toISOString()).toBe(
      '2026-06-10T08:00:00.000Z',
    );
    expect(zonedInstant(summer, { hour: 0, minute: 30 }, 'Europe/Warsaw').toISOString()).toBe(
      '2026-06-09T22:30:00.000Z',
    );
  });
});
