import type { ApiErrorCode } from '@booking/shared-contracts';

export interface DomainErrorOptions {
  /** Safe to show to the client, e.g. which provider failed. */
  details?: unknown;
  /** How long a caller should wait before trying again (answered as Retry-After). */
  retryAfterSeconds?: number;
  /**
   * The same request may succeed later (an outage, a lock still held, missing credentials). False for
   * refusals only a different request can get past: an unknown reservation, a wrong amount.
   */
  transient?: boolean;
  cause?: unknown;
}

/**
 * A failure a service reports in the API's vocabulary: a catalogue code and a message safe to show. It
 * knows nothing of HTTP; the edge (`httpErrorFrom`) answers it with the catalogue's status for its code,
 * and jobs read `permanent` to decide whether retrying can help.
 */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  readonly details: unknown;
  readonly retryAfterSeconds: number | undefined;
  /** Retrying the same step cannot succeed. */
  readonly permanent: boolean;

  constructor(
    readonly code: ApiErrorCode,
    message: string,
    options: DomainErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.details = options.details;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.permanent = options.transient !== true;
  }
}

/** True for a failure no retry of the same step can fix (a permanent DomainError). */
export function isPermanentFailure(error: unknown): error is DomainError {
  return error instanceof DomainError && error.permanent;
}

/** A refusal worth leaving for the duplicates of an idempotent call: a permanent one, as `{code, message}`. */
export function describeRefusal(error: unknown): { code: ApiErrorCode; message: string } | undefined {
  return isPermanentFailure(error) ? { code: error.code, message: error.message } : undefined;
}
