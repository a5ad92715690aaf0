import { credentialsNotAvailable } from '@booking/shared-contracts';
import { HttpError } from '../errors';
import { BokunError, BokunNotConfiguredError, BokunRateLimitError } from '../providers/bokun';

/** Messages a caller may put in place of the generic ones, per failure family. */
export interface UpstreamMessages {
  /** Bokun refused the request's content (validation) or answered something unusable. */
  rejected?: string;
  /** Bokun could not be reached, failed, throttled or timed out. */
  unavailable?: string;
}

const DEFAULT_REJECTED = 'The booking system rejected the request';
const DEFAULT_UNAVAILABLE = 'The booking system is temporarily unavailable';

/**
 * Maps a Bokun failure that the caller did not handle itself to an HTTP error with a stable code.
 * Bokun's own message never reaches the client (it may name internals); it goes to the log instead.
 * Anything that is not a Bokun error is returned unchanged so the error middleware treats it as a 500.
 */
export function httpErrorFromBokun(error: unknown, messages: UpstreamMessages = {}): unknown {
  if (!(error instanceof BokunError)) return error;
  const unavailable = messages.unavailable ?? DEFAULT_UNAVAILABLE;
  switch (error.kind) {
    case 'not_configured': {
      const missing = error instanceof BokunNotConfiguredError ? error.missingVars.join(', ') : 'settings';
      const configId = error instanceof BokunNotConfiguredError ? error.configId : '';
      return new HttpError(
        503,
        'credentials_missing',
        credentialsNotAvailable(configId, `missing ${missing}`),
      );
    }
    case 'auth':
      // A wrong key or signature is our configuration's fault, not the visitor's: a gateway error.
      return new HttpError(502, 'upstream_auth_failed', 'The booking system refused our credentials');
    case 'rate_limit': {
      const retryAfterMs = error instanceof BokunRateLimitError ? error.retryAfterMs : undefined;
      const headers: Record<string, string> =
        retryAfterMs === undefined
          ? {}
          : { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) };
      return new HttpError(503, 'upstream_unavailable', unavailable, undefined, headers);
    }
    case 'unavailable':
    case 'network':
      return new HttpError(503, 'upstream_unavailable', unavailable);
    case 'timeout':
      return new HttpError(504, 'upstream_timeout', unavailable);
    case 'not_found':
    case 'validation':
    case 'reservation_state':
    case 'unexpected':
      return new HttpError(502, 'upstream_error', messages.rejected ?? DEFAULT_REJECTED);
  }
}

/** Runs an upstream step, rethrowing its Bokun failure as an HTTP error (see httpErrorFromBokun). */
export async function withUpstreamErrors<T>(step: () => Promise<T>, messages?: UpstreamMessages): Promise<T> {
  try {
    return await step();
  } catch (error) {
    throw httpErrorFromBokun(error, messages);
  }
}
