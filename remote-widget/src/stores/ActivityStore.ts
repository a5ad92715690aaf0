import { makeAutoObservable, observable, runInAction } from 'mobx';
import {
  FETCH_LANGUAGE,
  initialActivity,
  initialSchedule,
  type Activity,
  type InitialData,
  type Language,
} from '@booking/shared-contracts';
import type { ApiClient } from '../api/client';
import { mapActivity } from '../domain/activityMapper';
import {
  buildSchedule,
  daysOfMonth,
  lookaheadDecision,
  monthDateRange,
  monthStatusOf,
  nextMonthsToTry,
  withLoadedMonth,
  withMonthsOf,
  type ActivityPresentation,
  type MonthKey,
  type MonthRequestState,
  type MonthResult,
  type MonthStatus,
} from '../domain';
import type { Logger } from '../infra/Logger';

export type { MonthStatus } from '../domain';

export interface ActivityStoreDeps {
  api: ApiClient;
  /** The config id every BFF call names. */
  configId: () => string;
  logger: Logger;
  now: () => number;
  /**
   * The page's data block: activities (config id and language matching) and month schedules (config id,
   * activity and window matching) it carries skip the API call, each once.
   */
  initialData?: InitialData | null;
}

const monthKey = (activityId: number, month: MonthKey) => `${activityId}:${month}`;
const messageOf = (cause: unknown) => (cause instanceof Error ? cause.message : String(cause));

/** §3 activity store: activities keyed by id, their schedules loaded month by month. */
export class ActivityStore {
  activities = observable.map<number, Activity>();
  selectedActivityId: number | null = null;
  /** Number of general-information calls in flight. */
  pending = 0;
  /** The last failure; §8 "Failing activity fetches are tolerated per activity". */
  error: string | null = null;
  /** Failure message per activity id that could not be loaded. */
  failures = observable.map<number, string>();
  /** Activity ids in the order the page asked for them. */
  urlOrderedActivityIds: number[] = [];
  /** Months in flight or failed, by `activityId:YYYY-MM`. */
  monthStates = observable.map<string, MonthRequestState>();
  private readonly monthRequests = new Map<string, Promise<MonthResult>>();
  private readonly inlineSchedulesTaken = new Set<string>();
  /** The language each activity was last loaded in: its generated rate labels are written in it (§5). */
  private readonly languages = new Map<number, Language>();

  constructor(private readonly deps: ActivityStoreDeps) {
    makeAutoObservable<ActivityStore, 'deps' | 'monthRequests' | 'inlineSchedulesTaken' | 'languages'>(this, {
      deps: false,
      monthRequests: false,
      inlineSchedulesTaken: false,
      languages: false,
    });
  }

  get loading(): boolean {
    return this.pending > 0;
  }

  get selectedActivity(): Activity | null {
    return this.selectedActivityId === null ? null : (this.activities.get(this.selectedActivityId) ?? null);
  }

  activity(activityId: number): Activity | null {
    return this.activities.get(activityId) ?? null;
  }

  isLoaded(activityId: number): boolean {
    return this.activities.has(activityId);
  }

  selectActivity(activityId: number | null): void {
    this.selectedActivityId = activityId;
  }

  /**
   * Loads one activity's details (from the page's data block when it carries them); a failure is recorded for
   * that activity and answered with null.
   */
  async loadActivity(
    activityId: number,
    lang: Language = FETCH_LANGUAGE,
    presentation: ActivityPresentation = {},
  ): Promise<Activity | null> {
    this.pending += 1;
    try {
      const configId = this.deps.configId();
      const fetchAnswer = () =>
        this.deps.api.call('bokunGeneralInformation', { params: { activityId, lang }, body: { configId } });
      const inline = initialActivity(this.deps.initialData ?? null, configId, activityId, lang);
      const answer = inline
        ? await this.deps.api.accept('bokunGeneralInformation', inline).catch(fetchAnswer)
        : await fetchAnswer();
      if (!answer.success) throw new Error(answer.error ?? `Activity ${activityId} could not be loaded`);
      const mapped = mapActivity(answer.data, { ...presentation, loadedAt: this.deps.now() });
      const previous = this.activities.get(activityId);
      runInAction(() => {
        // A language switch reloads the details but keeps the months already fetched.
        this.languages.set(activityId, lang);
        this.activities.set(activityId, withMonthsOf(mapped, previous, lang));
        this.failures.delete(activityId);
      });
      return mapped;
    } catch (cause) {
      const message = messageOf(cause);
      this.deps.logger.warn(`Activity ${activityId} failed to load`, { message });
      runInAction(() => {
        this.failures.set(activityId, message);
        this.error = message;
      });
      return null;
    } finally {
      runInAction(() => {
        this.pending -= 1;
      });
    }
  }

  /** Loads several activities in parallel; answers the ids that loaded, in the order asked. */
  async loadActivities(
    requests: readonly { activityId: number; presentation?: ActivityPresentation }[],
    lang: Language = FETCH_LANGUAGE,
  ): Promise<number[]> {
    this.urlOrderedActivityIds = requests.map((request) => request.activityId);
    const results = await Promise.all(
      requests.map((request) => this.loadActivity(request.activityId, lang, request.presentation)),
    );
    return requests.filter((_, index) => results[index] !== null).map((request) => request.activityId);
  }

  monthStatus(activityId: number, month: MonthKey): MonthStatus {
    return monthStatusOf(
      this.activities.get(activityId),
      month,
      this.monthStates.get(monthKey(activityId, month)),
    );
  }

  /** Loads one month of the schedule once (§7 one call per month); concurrent asks share the call. */
  loadMonth(activityId: number, month: MonthKey): Promise<MonthResult> {
    const key = monthKey(activityId, month);
    const activity = this.activities.get(activityId);
    if (activity?.loadedMonths.includes(month)) {
      return Promise.resolve({ month, days: daysOfMonth(activity.schedule, month) });
    }
    const inFlight = this.monthRequests.get(key);
    if (inFlight) return inFlight;
    const request = this.fetchMonth(activityId, month).finally(() => this.monthRequests.delete(key));
    this.monthRequests.set(key, request);
    return request;
  }

  /**
   * §4 "Schedule loading tries up to 12 months from the current month until a month with valid data is
   * found." Answers the first month with bookable slots, or null when none of the 12 has any.
   */
  async loadScheduleFrom(activityId: number, fromMonth: MonthKey): Promise<MonthKey | null> {
    const plan = nextMonthsToTry(fromMonth);
    const results: MonthResult[] = [];
    for (;;) {
      const decision = lookaheadDecision(plan, results);
      if (decision.action === 'stop') return decision.month;
      if (decision.action === 'exhausted') return null;
      results.push(await this.loadMonth(activityId, decision.month));
    }
  }

  /** The page's inline answer for a schedule window, handed out once: a later load of that month asks the BFF. */
  private takeInlineSchedule(
    configId: string,
    window: { activityId: number; startDate: string; endDate: string },
  ): ReturnType<typeof initialSchedule> {
    const key = `${configId}:${window.activityId}:${window.startDate}:${window.endDate}`;
    if (this.inlineSchedulesTaken.has(key)) return null;
    const inline = initialSchedule(this.deps.initialData ?? null, configId, window);
    if (inline) this.inlineSchedulesTaken.add(key);
    return inline;
  }

  private async fetchMonth(activityId: number, month: MonthKey): Promise<MonthResult> {
    const key = monthKey(activityId, month);
    this.monthStates.set(key, 'loading');
    try {
      const configId = this.deps.configId();
      const window = { activityId, ...monthDateRange(month) };
      const fetchAnswer = () => this.deps.api.call('bokunSchedule', { params: window, body: { configId } });
      const inline = this.takeInlineSchedule(configId, window);
      const answer = inline
        ? await this.deps.api.accept('bokunSchedule', inline).catch(fetchAnswer)
        : await fetchAnswer();
      if (!answer.success) throw new Error(answer.error ?? `Schedule of ${month} could not be loaded`);
      const activity = this.activities.get(activityId);
      const days = buildSchedule(answer.data, {
        rateDefinitions: activity?.rateDefinitions ?? [],
        lang: this.languages.get(activityId) ?? null,
      });
      runInAction(() => {
        this.monthStates.delete(key);
        const current = this.activities.get(activityId);
        if (current) this.activities.set(activityId, withLoadedMonth(current, month, days, this.deps.now()));
      });
      return { month, days };
    } catch (cause) {
      const message = messageOf(cause);
      this.deps.logger.warn(`Schedule of activity ${activityId} for ${month} failed to load`, { message });
      runInAction(() => this.monthStates.set(key, 'failed'));
      return { month, error: message };
    }
  }
}
