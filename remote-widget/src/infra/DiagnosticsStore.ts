import { makeAutoObservable } from 'mobx';
import { DIAGNOSTICS, PAYMENT_FAILURE_RATE_MIN_ATTEMPTS } from '@booking/shared-contracts';
import type { KeyValueStorage } from './deps';
import type { LogEntry } from './Logger';

/** §4 the four critical flows. */
export const CRITICAL_FLOWS = ['widgetInit', 'configData', 'payment', 'reservation'] as const;
export type CriticalFlow = (typeof CRITICAL_FLOWS)[number];

export type FlowStatus = 'idle' | 'started' | 'completed' | 'failed';

/** One critical flow's record: stages passed, markers, duration and errors. */
export interface FlowRecord {
  status: FlowStatus;
  stages: { name: string; at: number }[];
  startedAt: number | null;
  completedAt: number | null;
  failedAt: number | null;
  durationMs: number | null;
  errors: string[];
}

/** A stored critical error (the 10 newest are kept in storage). */
export interface CriticalError {
  flow: CriticalFlow | null;
  message: string;
  at: number;
}

/** Store health from repeated failures (§9 warn at 3, unhealthy at 5). */
export type StoreHealth = 'healthy' | 'warning' | 'unhealthy';

/** The store whose failure a failed flow is, for the §9 store health. */
const STORE_OF_FLOW: Record<CriticalFlow, string> = {
  widgetInit: 'UiStore',
  configData: 'ConfigStore',
  payment: 'PaymentStore',
  reservation: 'ReservationStore',
};

export const CRITICAL_ERRORS_KEY = 'booking-widget:critical-errors';

const emptyFlow = (): FlowRecord => ({
  status: 'idle',
  stages: [],
  startedAt: null,
  completedAt: null,
  failedAt: null,
  durationMs: null,
  errors: [],
});

/** Keeps the newest `size` items. */
function bounded<T>(items: readonly T[], item: T, size: number): T[] {
  const next = [...items, item];
  return next.length > size ? next.slice(next.length - size) : next;
}

/** §4 and §9 diagnostics: critical flows, bounded buffers, slow calls and failure counters. */
export class DiagnosticsStore {
  flows: Record<CriticalFlow, FlowRecord> = {
    widgetInit: emptyFlow(),
    configData: emptyFlow(),
    payment: emptyFlow(),
    reservation: emptyFlow(),
  };
  logBuffer: LogEntry[] = [];
  userActions: { action: string; at: number }[] = [];
  stateHistory: { label: string; at: number }[] = [];
  slowRequests: { url: string; durationMs: number }[] = [];
  slowLoads: { name: string; durationMs: number }[] = [];
  storeFailures: Record<string, number> = {};
  paymentAttempts = 0;
  paymentFailures = 0;
  /** When the visitor last did something (epoch ms). */
  lastActivityAt: number;
  /** When this widget instance started (epoch ms): its session's critical errors are the ones since. */
  readonly startedAt: number;

  constructor(
    private readonly now: () => number,
    private readonly storage: KeyValueStorage,
  ) {
    this.lastActivityAt = now();
    this.startedAt = this.lastActivityAt;
    makeAutoObservable<DiagnosticsStore, 'now' | 'storage'>(this, { now: false, storage: false });
  }

  /** §9 "idle notice after 300000 ms": true once the visitor has done nothing for that long. */
  isIdle(at: number = this.now()): boolean {
    return at - this.lastActivityAt >= DIAGNOSTICS.idleNoticeMs;
  }

  startFlow(flow: CriticalFlow): void {
    this.flows[flow] = { ...emptyFlow(), status: 'started', startedAt: this.now() };
  }

  markStage(flow: CriticalFlow, stage: string): void {
    const record = this.flows[flow];
    if (record.status === 'idle') this.startFlow(flow);
    this.flows[flow].stages.push({ name: stage, at: this.now() });
  }

  completeFlow(flow: CriticalFlow): void {
    const at = this.now();
    const record = this.flows[flow];
    this.flows[flow] = {
      ...record,
      status: 'completed',
      completedAt: at,
      durationMs: this.durationOf(record, at),
    };
    if (flow === 'payment') this.paymentAttempts += 1;
  }

  failFlow(flow: CriticalFlow, error: string): void {
    const at = this.now();
    const record = this.flows[flow];
    this.flows[flow] = {
      ...record,
      status: 'failed',
      failedAt: at,
      durationMs: this.durationOf(record, at),
      errors: [...record.errors, error],
    };
    if (flow === 'payment') {
      this.paymentAttempts += 1;
      this.paymentFailures += 1;
    }
    this.recordStoreFailure(STORE_OF_FLOW[flow]);
    this.recordCriticalError({ flow, message: error, at });
  }

  /** §9 log buffer of 1000 entries. */
  addLog(entry: LogEntry): void {
    this.logBuffer = bounded(this.logBuffer, entry, DIAGNOSTICS.logBufferSize);
  }

  /** §9 user action history of 50. */
  recordUserAction(action: string): void {
    this.lastActivityAt = this.now();
    this.userActions = bounded(
      this.userActions,
      { action, at: this.now() },
      DIAGNOSTICS.userActionHistorySize,
    );
  }

  /** §9 state history of 100. */
  recordState(label: string): void {
    this.stateHistory = bounded(this.stateHistory, { label, at: this.now() }, DIAGNOSTICS.stateHistorySize);
  }

  /** §9 "slow request above 3000 ms": answers whether the request counted as slow. */
  recordRequest(url: string, durationMs: number): boolean {
    if (durationMs <= DIAGNOSTICS.slowRequestMs) return false;
    this.slowRequests = bounded(this.slowRequests, { url, durationMs }, DIAGNOSTICS.logBufferSize);
    return true;
  }

  /** §9 "slow load above 3000 ms". */
  recordLoad(name: string, durationMs: number): boolean {
    if (durationMs <= DIAGNOSTICS.slowLoadMs) return false;
    this.slowLoads = bounded(this.slowLoads, { name, durationMs }, DIAGNOSTICS.logBufferSize);
    return true;
  }

  recordStoreFailure(store: string): StoreHealth {
    this.storeFailures[store] = (this.storeFailures[store] ?? 0) + 1;
    return this.storeHealth(store);
  }

  /** §9 "Repeated store failures warn at 3 and count unhealthy at 5." */
  storeHealth(store: string): StoreHealth {
    const failures = this.storeFailures[store] ?? 0;
    if (failures >= DIAGNOSTICS.storeFailureUnhealthyAt) return 'unhealthy';
    if (failures >= DIAGNOSTICS.storeFailureWarnAt) return 'warning';
    return 'healthy';
  }

  get paymentFailureRate(): number {
    return this.paymentAttempts === 0 ? 0 : this.paymentFailures / this.paymentAttempts;
  }

  /**
   * §9 "Payment failure rate above 0.1 is critical", once there are enough attempts for a rate to mean
   * something: a first refused code alone is a rate of 1.00.
   */
  get paymentFailureCritical(): boolean {
    return (
      this.paymentAttempts >= PAYMENT_FAILURE_RATE_MIN_ATTEMPTS &&
      this.paymentFailureRate > DIAGNOSTICS.paymentFailureRateCritical
    );
  }

  /** §9 "locally stored critical errors 10". */
  get storedCriticalErrors(): CriticalError[] {
    try {
      const parsed: unknown = JSON.parse(this.storage.getItem(CRITICAL_ERRORS_KEY) ?? '[]');
      return Array.isArray(parsed) ? (parsed as CriticalError[]) : [];
    } catch {
      return [];
    }
  }

  recordCriticalError(error: CriticalError): void {
    const next = bounded(this.storedCriticalErrors, error, DIAGNOSTICS.storedCriticalErrors);
    try {
      this.storage.setItem(CRITICAL_ERRORS_KEY, JSON.stringify(next));
    } catch {
      // A full or blocked storage must not break the widget; the flow record still holds the error.
    }
  }

  private durationOf(record: FlowRecord, at: number): number | null {
    return record.startedAt === null ? null : at - record.startedAt;
  }
}
