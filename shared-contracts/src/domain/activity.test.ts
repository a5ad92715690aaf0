import { activitySchema, ticketSchema } from './activity';

describe('ticketSchema defaults (§3)', () => {
  it('gives max 999, min 0, price 0 and no age boundaries unless age-qualified', () => {
    const ticket = ticketSchema.validateSync({ id: 21, name: 'Adult' });
    expect(ticket).toMatchObject({ max: 999, min: 0, price: 0, dependsOn: false, default: false });
    expect(ticket.ageBoundaries).toBeUndefined();
  });

  it('defaults age boundaries to 0 to 99 when present', () => {
    expect(ticketSchema.validateSync({ id: 22, name: 'Child', ageBoundaries: {} }).ageBoundaries).toEqual({
      min: 0,
      max: 99,
    });
  });
});

describe('activitySchema defaults (§3)', () => {
  const activity = activitySchema.validateSync({ activityId: 1001, activityName: 'Tour', duration: {} });

  it('has minParticipants 1 and maxParticipants 100', () => {
    expect(activity.minParticipants).toBe(1);
    expect(activity.maxParticipants).toBe(100);
  });

  it('starts with base price 0, type default and empty schedule', () => {
    expect(activity).toMatchObject({ basePrice: 0, activityType: 'default', schedule: [], tickets: [] });
  });

  it('rejects a non-integer activity id', () => {
    expect(activitySchema.isValidSync({ activityId: 1.5, activityName: 'Tour', duration: {} })).toBe(false);
  });
});
