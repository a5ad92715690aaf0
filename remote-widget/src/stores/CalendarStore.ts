import { makeAutoObservable, runInAction } from 'mobx';
import { firstDayOfMonth, monthOf, type MonthKey, type MonthResult } from '../domain';
import type { ActivityStore } from './ActivityStore';

/** Where the §4 look-ahead of the calendar's activity stands. */
export type LookaheadProgress = 'idle' | 'searching' | 'found' | 'exhausted';

export interface CalendarStoreDeps {
  activities: ActivityStore;
  now: () => number;
}

/**
 * The booking calendar: which activity it shows, the month on screen and the §4 look-ahead that picks the
 * first month. The calendar opens when step 1 shows an activity and closes when it goes.
 */
export class CalendarStore {
  activityId: number | null = null;
  /** The month on screen; null until the look-ahead has picked it or the visitor moves to one. */
  shownMonth: MonthKey | null = null;
  lookahead: LookaheadProgress = 'idle';
  /** Today (epoch ms) as of the last opening: the current month and the first month the calendar offers. */
  today: number;
  /** Counts openings and closings, so a look-ahead that ends after another one began changes nothing. */
  private generation = 0;
  /** The month each activity's calendar showed when it closed (a tab switch, a language change). */
  private readonly shownBefore = new Map<number, MonthKey>();

  constructor(private readonly deps: CalendarStoreDeps) {
    this.today = deps.now();
    makeAutoObservable<CalendarStore, 'deps' | 'generation' | 'shownBefore'>(this, {
      deps: false,
      generation: false,
      shownBefore: false,
    });
  }

  get todayDate(): Date {
    return new Date(this.today);
  }

  get currentMonth(): MonthKey {
    return monthOf(this.todayDate);
  }

  /** The month shown: the picked one, else the current month while the look-ahead runs. */
  get month(): MonthKey {
    return this.shownMonth ?? this.currentMonth;
  }

  /** The shown month's first day, as the calendar grid takes it. */
  get monthDate(): Date {
    return firstDayOfMonth(this.month);
  }

  /** True while no month is picked yet or the shown month's schedule loads. */
  get loading(): boolean {
    if (this.shownMonth === null) return true;
    return (
      this.activityId !== null && this.deps.activities.monthStatus(this.activityId, this.month) === 'loading'
    );
  }

  /**
   * The calendar shows its month with that month's schedule: the look-ahead has ended (found or exhausted) and
   * nothing of the shown month is loading. Work step 1 does not need waits for this (the checkout prefetch).
   */
  get settled(): boolean {
    return (this.lookahead === 'found' || this.lookahead === 'exhausted') && !this.loading;
  }

  /**
   * Opens the calendar on an activity: the month it showed before, when it was open on it since the widget
   * opened; else §4 "tries up to 12 months from the current month until a month with valid data is found" and
   * shows that month, or the current month when none has any. Answers the month shown.
   */
  async open(activityId: number): Promise<MonthKey | null> {
    // Already open on it with its month picked (step 1 hydrating markup the server drew from the same month):
    // nothing to look up again, and the month on screen stays.
    if (this.activityId === activityId && this.shownMonth !== null && this.lookahead !== 'searching')
      return this.shownMonth;
    const generation = ++this.generation;
    this.activityId = activityId;
    this.today = this.deps.now();
    const before = this.shownBefore.get(activityId);
    if (before && before >= this.currentMonth) {
      this.lookahead = 'found';
      await this.showMonth(before);
      return before;
    }
    this.shownMonth = null;
    this.lookahead = 'searching';
    const first = await this.deps.activities.loadScheduleFrom(activityId, this.currentMonth);
    if (generation === this.generation) {
      runInAction(() => {
        this.shownMonth = first ?? this.currentMonth;
        this.lookahead = first === null ? 'exhausted' : 'found';
      });
    }
    return first;
  }

  /** The visitor moves to a month: it shows at once and its schedule loads (once, §7). */
  showMonth(month: MonthKey): Promise<MonthResult> {
    this.shownMonth = month;
    if (this.activityId === null) return Promise.resolve({ month, days: [] });
    return this.deps.activities.loadMonth(this.activityId, month);
  }

  /**
   * The calendar left the screen: a running look-ahead is ignored, and the month shown is kept for the next
   * opening on the same activity.
   */
  close(): void {
    this.generation += 1;
    if (this.activityId !== null && this.shownMonth !== null)
      this.shownBefore.set(this.activityId, this.shownMonth);
    this.activityId = null;
    this.shownMonth = null;
    this.lookahead = 'idle';
  }

  /** The month the next opening on an activity shows (a booking restored after a reload, on its date). */
  keepMonth(activityId: number, month: MonthKey): void {
    this.shownBefore.set(activityId, month);
  }

  /** Forgets the months shown: the widget closed, or the visitor starts again. */
  forget(): void {
    this.shownBefore.clear();
  }
}
