// Fault switches every simulator consults: set per test over HTTP (POST /__sandbox/faults), they make
// the providers' API calls slow, fail or hang, and their webhooks vanish, repeat or arrive out of order.

/** The simulators a fault can target. */
export const FAULT_PROVIDERS = ['bokun', 'tpay', 'stripe'] as const;
export type FaultProvider = (typeof FAULT_PROVIDERS)[number];

/**
 * What happens to a matching call or webhook:
 * - `latency`: the API call waits `delayMs` first, then is served normally;
 * - `error`: the API call answers `status` (5xx, or 429 with `retryAfterSeconds`) in the provider's error shape;
 * - `timeout`: the API call is never answered (the connection stays open until the client gives up);
 * - `drop`: the webhook or notification is never sent;
 * - `repeat`: the webhook or notification is delivered twice;
 * - `reorder`: the webhook or notification is held back `delayMs` (default 1 s), so later ones overtake it.
 */
export const FAULT_KINDS = ['latency', 'error', 'timeout', 'drop', 'repeat', 'reorder'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];
const WEBHOOK_KINDS: readonly FaultKind[] = ['drop', 'repeat', 'reorder'];

/** A fault as a test sets it. */
export interface FaultSpec {
  provider: FaultProvider;
  kind: FaultKind;
  /**
   * Regular expression the call's path (under the provider's prefix, e.g. `/transactions` for Tpay,
   * `/checkout.json/confirm-reserved/` for Bokun) or the webhook's event (Stripe's event type, Tpay's
   * `tr_status`) must match. Default: every call or webhook of the provider.
   */
  route?: string;
  /** Only calls of this HTTP method (API faults). */
  method?: string;
  /** `error`: the status answered. Default 503. */
  status?: number;
  /** `error` with 429 or 503: the Retry-After header. */
  retryAfterSeconds?: number;
  /** `latency` and `reorder`: how long. */
  delayMs?: number;
  /** How many matching calls or webhooks it affects. Default 1 unless `durationMs` is given. */
  count?: number;
  /** Affects every match for this long (wall-clock) instead of a count. */
  durationMs?: number;
}

/** A fault as the sandbox keeps it. */
export interface ActiveFault extends FaultSpec {
  id: number;
  /** Matches served so far. */
  hits: number;
  /** Wall-clock end of a `durationMs` fault. */
  until?: number;
}

/** Why a fault spec was refused (answered as 400). */
export class FaultSpecError extends Error {}

function positiveInt(value: unknown, name: string, max: number): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > max) {
    throw new FaultSpecError(`${name} must be an integer from 1 to ${max}`);
  }
  return value;
}

/** Checks a spec sent over HTTP. */
export function parseFaultSpec(body: unknown): FaultSpec {
  if (typeof body !== 'object' || body === null) throw new FaultSpecError('a JSON object is expected');
  const input = body as Record<string, unknown>;
  const provider = input.provider as FaultProvider;
  const kind = input.kind as FaultKind;
  if (!FAULT_PROVIDERS.includes(provider))
    throw new FaultSpecError(`provider must be one of ${FAULT_PROVIDERS.join(', ')}`);
  if (!FAULT_KINDS.includes(kind)) throw new FaultSpecError(`kind must be one of ${FAULT_KINDS.join(', ')}`);
  if (kind === 'drop' || kind === 'repeat' || kind === 'reorder') {
    if (provider === 'bokun') throw new FaultSpecError('Bokun sends no webhooks');
  }
  const route = input.route;
  if (route !== undefined) {
    if (typeof route !== 'string' || route.length > 200) throw new FaultSpecError('route must be a string');
    try {
      new RegExp(route);
    } catch {
      throw new FaultSpecError('route must be a regular expression');
    }
  }
  if (input.method !== undefined && typeof input.method !== 'string')
    throw new FaultSpecError('method must be a string');
  const status = positiveInt(input.status, 'status', 599);
  if (status !== undefined && status < 400) throw new FaultSpecError('status must be 4xx or 5xx');
  const spec: FaultSpec = { provider, kind };
  if (route !== undefined) spec.route = route;
  if (typeof input.method === 'string') spec.method = input.method.toUpperCase();
  if (status !== undefined) spec.status = status;
  const retryAfter = positiveInt(input.retryAfterSeconds, 'retryAfterSeconds', 3600);
  if (retryAfter !== undefined) spec.retryAfterSeconds = retryAfter;
  const delayMs = positiveInt(input.delayMs, 'delayMs', 600_000);
  if (delayMs !== undefined) spec.delayMs = delayMs;
  const count = positiveInt(input.count, 'count', 10_000);
  if (count !== undefined) spec.count = count;
  const durationMs = positiveInt(input.durationMs, 'durationMs', 3_600_000);
  if (durationMs !== undefined) spec.durationMs = durationMs;
  return spec;
}

/** Every active fault switch, consulted by the simulators on each API call and webhook. */
export class FaultSwitches {
  private faults: ActiveFault[] = [];
  private nextId = 1;

  constructor(private readonly now: () => number = Date.now) {}

  add(spec: FaultSpec): ActiveFault {
    const fault: ActiveFault = {
      ...spec,
      id: this.nextId++,
      hits: 0,
      ...(spec.durationMs === undefined ? {} : { until: this.now() + spec.durationMs }),
    };
    this.faults.push(fault);
    return fault;
  }

  list(): ActiveFault[] {
    this.prune();
    return this.faults.map((f) => ({ ...f }));
  }

  clear(): void {
    this.faults = [];
  }

  /** The fault for an API call of `provider`, consuming one use; webhook kinds never match a call. */
  takeForCall(provider: FaultProvider, method: string, path: string): ActiveFault | undefined {
    return this.take(
      (f) =>
        f.provider === provider &&
        !WEBHOOK_KINDS.includes(f.kind) &&
        (f.method === undefined || f.method === method.toUpperCase()) &&
        matchesRoute(f, path),
    );
  }

  /** The fault for a webhook of `provider` about `event`, consuming one use. */
  takeForWebhook(provider: FaultProvider, event: string): ActiveFault | undefined {
    return this.take(
      (f) => f.provider === provider && WEBHOOK_KINDS.includes(f.kind) && matchesRoute(f, event),
    );
  }

  private take(match: (fault: ActiveFault) => boolean): ActiveFault | undefined {
    this.prune();
    const fault = this.faults.find(match);
    if (!fault) return undefined;
    fault.hits += 1;
    this.prune();
    return fault;
  }

  private prune(): void {
    const now = this.now();
    this.faults = this.faults.filter((f) =>
      f.until === undefined
        ? f.hits < (f.count ?? 1)
        : now < f.until && (f.count === undefined || f.hits < f.count),
    );
  }
}

function matchesRoute(fault: FaultSpec, subject: string): boolean {
  return fault.route === undefined || new RegExp(fault.route).test(subject);
}

/** Resolves after `ms`, or at once when `signal` fires (the client went away). */
export function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}
