import { countdownOf, formatSessionTime, sessionDuration } from './sessionTime';

describe('formatSessionTime', () => {
  it('formats seconds as mm:ss', () => {
    expect(formatSessionTime(65)).toBe('01:05');
    expect(formatSessionTime(-3)).toBe('00:00');
  });

  it('shows the whole session of 29 minutes, and drops fractions of a second', () => {
    expect([formatSessionTime(1740), formatSessionTime(59.9)]).toEqual(['29:00', '00:59']);
  });
});

describe('sessionDuration', () => {
  it('is an ISO 8601 duration of whole seconds, never negative', () => {
    expect([sessionDuration(65.7), sessionDuration(-3)]).toEqual(['PT65S', 'PT0S']);
  });
});

describe('countdownOf', () => {
  const state = {
    holdSecondsLeft: null,
    sessionActive: true,
    sessionSecondsLeft: 1200,
    sessionExpired: false,
    hasChoice: true,
    paid: false,
  };

  it('shows the widget session once the visitor has chosen something, and nothing before', () => {
    expect(countdownOf(state)).toEqual({ kind: 'session', secondsLeft: 1200 });
    expect(countdownOf({ ...state, hasChoice: false })).toBeNull();
  });

  it("shows the hold's time once a hold exists, whatever the widget session", () => {
    expect(countdownOf({ ...state, holdSecondsLeft: 1500, sessionActive: false })).toEqual({
      kind: 'hold',
      secondsLeft: 1500,
    });
  });

  it('says the session ended, chosen anything or not, instead of vanishing at 00:00', () => {
    const ended = { ...state, sessionActive: false, sessionSecondsLeft: 0, sessionExpired: true };
    expect(countdownOf(ended)).toEqual({ kind: 'ended' });
    expect(countdownOf({ ...ended, hasChoice: false })).toEqual({ kind: 'ended' });
  });

  it('shows nothing once the booking is paid', () => {
    expect(countdownOf({ ...state, holdSecondsLeft: 300, paid: true })).toBeNull();
  });
});
