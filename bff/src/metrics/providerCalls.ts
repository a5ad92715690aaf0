import type { Counter, Histogram } from 'prom-client';

/** The providers a visitor's request may call. */
export type ProviderName = 'bokun' | 'tpay' | 'stripe';

export interface ProviderCallTallyOptions {
  calls: Counter<'provider'>;
  perSession: Histogram;
  now: () => number;
  /** A session quiet this long is done: its total is observed and forgotten. */
  idleMs?: number;
  /** Sessions followed at once; the least recently active is observed and forgotten beyond it. */
  maxSessions?: number;
}

const DEFAULT_IDLE_MS = 30 * 60_000;
const DEFAULT_MAX_SESSIONS = 10_000;

/**
 * Provider calls made for visitors: every call counts in `bff_provider_calls_total{provider}`, and the calls
 * of one widget session add up until the session has been quiet for `idleMs` (or is pushed out by newer
 * ones); then its total is observed once in `bff_provider_calls_per_session`. No metric is labelled by
 * session, so cardinality stays bounded; memory is bounded by `maxSessions`.
 */
export class ProviderCallTally {
  private readonly sessions = new Map<string, { calls: number; lastAt: number }>();
  private readonly idleMs: number;
  private readonly maxSessions: number;

  constructor(private readonly options: ProviderCallTallyOptions) {
    this.idleMs = options.idleMs ?? DEFAULT_IDLE_MS;
    this.maxSessions = options.maxSessions ?? DEFAULT_MAX_SESSIONS;
  }

  /** One call to `provider` (or `count` of them) made for `sessionId`, when the request named one. */
  record(provider: ProviderName, sessionId: string | undefined, count = 1): void {
    this.options.calls.inc({ provider }, count);
    const now = this.options.now();
    this.retireIdle(now);
    if (!sessionId) return;
    const entry = this.sessions.get(sessionId);
    // Re-inserted, so the Map's order is least recently active first.
    this.sessions.delete(sessionId);
    this.sessions.set(sessionId, { calls: (entry?.calls ?? 0) + count, lastAt: now });
    while (this.sessions.size > this.maxSessions) this.retireOldest();
  }

  /** Calls made so far for a session still followed (0 once it is retired or never seen). */
  callsOf(sessionId: string): number {
    return this.sessions.get(sessionId)?.calls ?? 0;
  }

  /** Observes every followed session's total now (at shutdown, so no total is lost). */
  flush(): void {
    while (this.sessions.size > 0) this.retireOldest();
  }

  private retireIdle(now: number): void {
    for (const [sessionId, entry] of this.sessions) {
      if (now - entry.lastAt < this.idleMs) return;
      this.sessions.delete(sessionId);
      this.options.perSession.observe(entry.calls);
    }
  }

  private retireOldest(): void {
    const first = this.sessions.entries().next();
    if (first.done) return;
    const [sessionId, entry] = first.value;
    this.sessions.delete(sessionId);
    this.options.perSession.observe(entry.calls);
  }
}
