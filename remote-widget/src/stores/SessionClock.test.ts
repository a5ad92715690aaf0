import { FakeClock } from '../testing/testDoubles';
import { SessionClock } from './SessionClock';

function sessionClock() {
  const clock = new FakeClock();
  return { store: new SessionClock(clock), clock };
}

describe('SessionClock session countdown', () => {
  it('starts at 1,740 s shown as 29:00 and counts down each second (§9)', () => {
    const { store, clock } = sessionClock();
    store.open();
    expect(store.label).toBe('29:00');
    clock.advance(61_000);
    expect(store.secondsLeft).toBe(1679);
    expect(store.label).toBe('27:59');
  });

  it('is restartable back to the full time', () => {
    const { store, clock } = sessionClock();
    store.open();
    clock.advance(100_000);
    store.restart();
    expect(store.secondsLeft).toBe(1740);
    expect(clock.pending).toBe(1);
  });

  it('stops at 00:00 and ends the session, which the visitor is then told about', () => {
    const { store, clock } = sessionClock();
    store.open();
    clock.advance(1_800_000);
    expect(store.label).toBe('00:00');
    expect(store.active).toBe(false);
    expect(store.expired).toBe(true);
    expect(store.countdown(true)).toEqual({ kind: 'ended' });
    expect(clock.pending).toBe(0);
  });

  it('counts from the clock, so ticks a throttled background tab skips lose no time', () => {
    const { store, clock } = sessionClock();
    store.open();
    clock.advance(10_000);
    clock.skip(600_000);
    clock.advance(1_000);
    expect(store.secondsLeft).toBe(1740 - 611);
  });

  it('starting again after the end gives a new session with its full time', () => {
    const { store, clock } = sessionClock();
    store.open();
    clock.advance(1_800_000);
    store.open();
    expect([store.expired, store.active, store.secondsLeft]).toEqual([false, true, 1740]);
  });
});

describe('SessionClock hold time', () => {
  it("shows the hold's time once a hold exists, counting each second, and the session no longer ends", () => {
    const { store, clock } = sessionClock();
    store.open();
    store.setHold(clock.now() + 30 * 60_000);
    expect(store.countdown(true)).toEqual({ kind: 'hold', secondsLeft: 1800 });
    clock.advance(1_750_000);
    expect(store.holdSecondsLeft).toBe(50);
    expect(store.expired).toBe(false);
  });

  it('starts a fresh widget session when the hold goes without a payment', () => {
    const { store, clock } = sessionClock();
    store.open();
    store.setHold(clock.now() + 30 * 60_000);
    clock.advance(60_000);
    store.setHold(null);
    expect(store.countdown(true)).toEqual({ kind: 'session', secondsLeft: 1740 });
  });

  it('shows nothing and stops ticking once paid', () => {
    const { store, clock } = sessionClock();
    store.open();
    store.setHold(clock.now() + 30 * 60_000);
    store.markPaid();
    store.setHold(null);
    expect(store.countdown(true)).toBeNull();
    expect(clock.pending).toBe(0);
  });
});
