import { observable, runInAction } from 'mobx';
import type { StepNumber } from '@booking/shared-contracts';
import { Announcer, TOTAL_ANNOUNCE_DELAY_MS } from './Announcer';
import { FakeClock } from '../testing/testDoubles';

/** An announcer watching a step and a total the test moves by hand. */
function watched() {
  const clock = new FakeClock();
  const announcer = new Announcer(clock);
  const state = observable<{ step: StepNumber; amount: number; currency: string }>({
    step: 1,
    amount: 0,
    currency: 'PLN',
  });
  const stop = announcer.watch({
    step: () => state.step,
    total: () => ({ amount: state.amount, currency: state.currency }),
  });
  const set = (change: Partial<typeof state>) => runInAction(() => Object.assign(state, change));
  return { clock, announcer, set, stop };
}

describe('Announcer', () => {
  it('says nothing for the state it starts watching', () => {
    const { announcer, clock } = watched();
    clock.advance(TOTAL_ANNOUNCE_DELAY_MS * 2);
    expect(announcer.current).toBeNull();
  });

  it('announces each step change at once', () => {
    const { announcer, set } = watched();
    set({ step: 2 });
    expect(announcer.current).toEqual({ kind: 'step', step: 2 });
    set({ step: 3 });
    expect(announcer.current).toEqual({ kind: 'step', step: 3 });
    expect(announcer.count).toBe(2);
  });

  it('announces the total once it has settled: a run of changes is read once, with the last amount', () => {
    const { announcer, clock, set } = watched();
    set({ amount: 120 });
    clock.advance(TOTAL_ANNOUNCE_DELAY_MS - 1);
    set({ amount: 240 });
    clock.advance(TOTAL_ANNOUNCE_DELAY_MS - 1);
    expect(announcer.current).toBeNull();
    clock.advance(1);
    expect(announcer.current).toEqual({ kind: 'total', amount: 240, currency: 'PLN' });
    expect(announcer.count).toBe(1);
  });

  it('leaves a total that changes with the step to the step announcement', () => {
    const { announcer, clock, set } = watched();
    set({ step: 4, amount: 0 });
    clock.advance(TOTAL_ANNOUNCE_DELAY_MS);
    expect(announcer.current).toEqual({ kind: 'step', step: 4 });
  });

  it('drops a waiting total when a notice comes first, and counts a repeated notice again', () => {
    const { announcer, clock, set } = watched();
    set({ amount: 90 });
    const notice = { kind: 'notice', title: 'Payment not completed', message: 'Try again.' } as const;
    announcer.announce(notice);
    announcer.announce(notice);
    clock.advance(TOTAL_ANNOUNCE_DELAY_MS);
    expect(announcer.current).toEqual(notice);
    expect(announcer.count).toBe(2);
  });

  it('stops watching, and cancels a waiting total, when told to', () => {
    const { announcer, clock, set, stop } = watched();
    set({ amount: 90 });
    stop();
    clock.advance(TOTAL_ANNOUNCE_DELAY_MS);
    set({ step: 2 });
    expect(announcer.current).toBeNull();
    expect(clock.pending).toBe(0);
  });
});
