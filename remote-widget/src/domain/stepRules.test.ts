import { canLeaveBookingStep } from './stepRules';

describe('canLeaveBookingStep', () => {
  it('needs a start time, a rate and at least one participant', () => {
    expect(canLeaveBookingStep({}, 11, 1)).toBe(true);
    expect(canLeaveBookingStep(null, 11, 1)).toBe(false);
    expect(canLeaveBookingStep({}, null, 1)).toBe(false);
    expect(canLeaveBookingStep({}, 11, 0)).toBe(false);
  });
});
