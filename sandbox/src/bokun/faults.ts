// Fault injection for client tests: make the next matching calls fail or stall.

export interface CallMatcher {
  method?: string;
  /** Exact path (no query) or a pattern tested against it. */
  path: string | RegExp;
}

export interface Fault {
  status?: number;
  headers?: Record<string, string>;
  delayMs?: number;
  remaining: number;
  matcher: CallMatcher;
}

export interface RecordedCall {
  method: string;
  path: string;
  query: string;
}

function matches(matcher: CallMatcher, method: string, path: string): boolean {
  if (matcher.method && matcher.method.toUpperCase() !== method) return false;
  return typeof matcher.path === 'string' ? matcher.path === path : matcher.path.test(path);
}

/** Records every upstream call and serves injected faults in the order they were added. */
export class FaultBook {
  readonly calls: RecordedCall[] = [];
  private faults: Fault[] = [];

  /** The next `times` matching calls answer `status` with Bokun's error body. */
  failNext(matcher: CallMatcher, status: number, times = 1, headers: Record<string, string> = {}): void {
    this.faults.push({ matcher, status, headers, remaining: times });
  }

  /** The next `times` matching calls wait `delayMs` before being handled. */
  delayNext(matcher: CallMatcher, delayMs: number, times = 1): void {
    this.faults.push({ matcher, delayMs, remaining: times });
  }

  /** Number of recorded calls, optionally only those matching. */
  callCount(matcher?: CallMatcher): number {
    return matcher ? this.calls.filter((c) => matches(matcher, c.method, c.path)).length : this.calls.length;
  }

  record(call: RecordedCall): void {
    this.calls.push(call);
  }

  /** Consumes one use of the first fault matching the call, if any. */
  take(method: string, path: string): Fault | undefined {
    const fault = this.faults.find((f) => f.remaining > 0 && matches(f.matcher, method, path));
    if (!fault) return undefined;
    fault.remaining -= 1;
    this.faults = this.faults.filter((f) => f.remaining > 0);
    return fault;
  }

  reset(): void {
    this.calls.length = 0;
    this.faults = [];
  }
}
