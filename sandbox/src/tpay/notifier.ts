import type { FaultSwitches } from '../faults';
import { jwsSignature, type JwsSigner } from './signature';

/** Runs `run` after `delayMs`; tests pass one that runs at once so retries need no waiting. */
export type Schedule = (run: () => void, delayMs: number) => void;

/** Tpay's retry schedule is undocumented (tpay.md §7.4); these delays bound it at six attempts. */
export const DEFAULT_RETRY_DELAYS_MS = [5_000, 30_000, 120_000, 600_000, 1_800_000];

/** The only answer that marks a notification delivered (tpay.md §7.4). */
export const ACCEPTED_ANSWER = 'TRUE';

export interface NotificationAttempt {
  at: Date;
  status: number | null;
  answer: string;
}

/** One notification and every attempt to deliver it. */
export interface NotificationRecord {
  url: string;
  fields: Record<string, string>;
  body: string;
  attempts: NotificationAttempt[];
  /** `dropped`: a fault switch kept it from ever being sent. */
  state: 'pending' | 'delivered' | 'failed' | 'dropped';
}

export interface NotifierOptions {
  fetch: typeof fetch;
  clock: () => Date;
  schedule: Schedule;
  retryDelaysMs: readonly number[];
  jws?: JwsSigner;
  timeoutMs?: number;
  /** Webhook faults (drop, repeat, reorder) matched against `tr_status`. */
  faults?: FaultSwitches;
}

export const defaultSchedule: Schedule = (run, delayMs) => {
  setTimeout(run, delayMs).unref();
};

/** POSTs form-encoded notifications and retries each until the receiver answers exactly `TRUE`. */
export class TpayNotifier {
  readonly sent: NotificationRecord[] = [];
  private pending = 0;
  private waiters: (() => void)[] = [];

  constructor(private readonly options: NotifierOptions) {}

  send(url: string, fields: Record<string, string>): NotificationRecord {
    const body = new URLSearchParams(fields).toString();
    const record: NotificationRecord = { url, fields, body, attempts: [], state: 'pending' };
    this.sent.push(record);
    const fault = this.options.faults?.takeForWebhook('tpay', fields.tr_status ?? '');
    if (fault?.kind === 'drop') {
      record.state = 'dropped';
      return record;
    }
    this.start(record, fault?.kind === 'reorder' ? (fault.delayMs ?? 1_000) : 0);
    if (fault?.kind === 'repeat') {
      const copy: NotificationRecord = { ...record, attempts: [], state: 'pending' };
      this.sent.push(copy);
      this.start(copy, 0);
    }
    return record;
  }

  private start(record: NotificationRecord, afterMs: number): void {
    this.pending += 1;
    if (afterMs === 0) void this.attempt(record, 0);
    else setTimeout(() => void this.attempt(record, 0), afterMs).unref();
  }

  /** Resolves once no delivery is running or waiting for a retry. */
  idle(): Promise<void> {
    if (this.pending === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  private async attempt(record: NotificationRecord, index: number): Promise<void> {
    const outcome = await this.post(record);
    record.attempts.push({ at: this.options.clock(), ...outcome });
    if (outcome.status !== null && outcome.status < 300 && outcome.answer.trim() === ACCEPTED_ANSWER) {
      record.state = 'delivered';
    } else if (index < this.options.retryDelaysMs.length) {
      this.options.schedule(
        () => void this.attempt(record, index + 1),
        this.options.retryDelaysMs[index] ?? 0,
      );
      return;
    } else {
      record.state = 'failed';
    }
    this.pending -= 1;
    if (this.pending === 0) this.waiters.splice(0).forEach((resolve) => resolve());
  }

  private async post(record: NotificationRecord): Promise<{ status: number | null; answer: string }> {
    const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded' };
    if (this.options.jws) headers['X-JWS-Signature'] = jwsSignature(record.body, this.options.jws);
    try {
      const response = await this.options.fetch(record.url, {
        method: 'POST',
        headers,
        body: record.body,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
      return { status: response.status, answer: await response.text() };
    } catch (error) {
      return { status: null, answer: (error as Error).message };
    }
  }
}
