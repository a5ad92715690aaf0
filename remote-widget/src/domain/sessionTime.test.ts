import { formatSessionTime, sessionDuration } from './sessionTime';

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
