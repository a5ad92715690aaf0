import { makeAutoObservable, reaction } from 'mobx';
import type { StepNumber } from '@booking/shared-contracts';
import type { Clock, TimerHandle } from './deps';

/** How long the total must stay unchanged before it is read out: a run of + presses is read once. */
export const TOTAL_ANNOUNCE_DELAY_MS = 800;

/** What the widget's live region says, before translation. */
export type Announcement =
  | { kind: 'step'; step: StepNumber }
  | { kind: 'total'; amount: number; currency: string }
  /** A notification (error, warning, confirmation) already in the visitor's language. */
  | { kind: 'notice'; title: string; message: string };

/** What the announcer watches: the step shown and the basket total. */
export interface AnnouncerSources {
  step: () => StepNumber;
  total: () => { amount: number; currency: string };
}

/**
 * The text of the widget's one polite live region, for screen readers: each step change, each notification
 * and each change of the total (once it has settled). `count` grows with every announcement, so the region
 * can tell a repeated message from an unchanged one.
 */
export class Announcer {
  current: Announcement | null = null;
  count = 0;
  private totalTimer: TimerHandle = null;

  constructor(private readonly clock: Clock) {
    makeAutoObservable<Announcer, 'clock' | 'totalTimer'>(this, { clock: false, totalTimer: false });
  }

  /** Says `announcement` now, replacing a total still waiting to be said. */
  announce(announcement: Announcement): void {
    this.cancelTotal();
    this.current = announcement;
    this.count += 1;
  }

  /** Says the total once it has not changed for TOTAL_ANNOUNCE_DELAY_MS. */
  announceTotal(amount: number, currency: string): void {
    this.cancelTotal();
    this.totalTimer = this.clock.setTimeout(() => {
      this.totalTimer = null;
      this.announce({ kind: 'total', amount, currency });
    }, TOTAL_ANNOUNCE_DELAY_MS);
  }

  /**
   * Announces step changes and total changes from here on; a total that changes with the step (the basket
   * emptied after a booking) is left to the step's announcement. Answers the function that stops watching.
   */
  watch(sources: AnnouncerSources): () => void {
    const stop = reaction(
      () => {
        const total = sources.total();
        return { step: sources.step(), amount: total.amount, currency: total.currency };
      },
      (now, before) => {
        if (now.step !== before.step) this.announce({ kind: 'step', step: now.step });
        else if (now.amount !== before.amount || now.currency !== before.currency)
          this.announceTotal(now.amount, now.currency);
      },
      { equals: (a, b) => a.step === b.step && a.amount === b.amount && a.currency === b.currency },
    );
    return () => {
      stop();
      this.cancelTotal();
    };
  }

  private cancelTotal(): void {
    if (this.totalTimer !== null) this.clock.clearTimeout(this.totalTimer);
    this.totalTimer = null;
  }
}
