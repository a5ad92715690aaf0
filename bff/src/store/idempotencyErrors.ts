// The store's idempotency outcomes; `idempotencyFailure` (errors.ts) words them for what was being created.

/** The key was used before for a different request (spec §7: a key names one request). */
export class IdempotencyConflictError extends Error {
  constructor(
    readonly scope: string,
    readonly key: string,
  ) {
    super(`idempotency key "${key}" was already used for a different request`);
    this.name = 'IdempotencyConflictError';
  }
}

/** A duplicate waited its full allowance while the first call with the key was still running. */
export class IdempotencyInProgressError extends Error {
  constructor(
    readonly scope: string,
    readonly key: string,
    readonly waitedMs: number,
  ) {
    super(`a request with idempotency key "${key}" is still in progress`);
    this.name = 'IdempotencyInProgressError';
  }
}

/**
 * A duplicate waited for the first call with its key, and that call failed. The duplicate does not
 * repeat the effect itself; a later retry with the same key runs again.
 */
export class IdempotencyOriginalFailedError extends Error {
  constructor(
    readonly scope: string,
    readonly key: string,
    /** What the first call left for its duplicates (see `describeFailure`), if anything. */
    readonly failure?: unknown,
  ) {
    super(`the request with idempotency key "${key}" failed; retry it`);
    this.name = 'IdempotencyOriginalFailedError';
  }
}
