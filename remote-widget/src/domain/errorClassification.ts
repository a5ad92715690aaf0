import {
  isApiErrorCode,
  messageCodeOf,
  PROVIDER_FAILURE_CODES,
  type ErrorCategory,
  type ErrorMessageCode,
  type ErrorSeverity,
} from '@booking/shared-contracts';

/** What the widget knows of a failure: an API error's code and status, or any thrown value's message. */
export interface FailureFacts {
  code?: string | null;
  /** HTTP status; 0 when no answer arrived. */
  status?: number | null;
  message?: string | null;
  /** The thrown value's class name (`TypeError`, `ValidationError`, `ChunkLoadError`). */
  name?: string | null;
  /** An API error's `details`, e.g. `{provider: 'TPAY_API_ERROR'}` of a failed payment provider. */
  details?: unknown;
}

/** A failure as the §8 general error handler sees it. */
export interface ClassifiedError {
  category: ErrorCategory;
  severity: ErrorSeverity;
  /** The §8 catalogue message that fits, shown in the visitor's language; null when none fits. */
  messageCode: ErrorMessageCode | null;
}

const NETWORK_CODES = new Set(['network_error', 'timeout', 'request_timeout', 'upstream_timeout']);
const VALIDATION_CODES = new Set(['invalid_request', 'invalid_json', 'bad_request', 'unprocessable_entity']);

/**
 * What browsers throw when a request or a script chunk got no answer: Chromium's "Failed to fetch", Firefox's
 * "NetworkError when attempting to fetch resource.", Safari's "Load failed", webpack's ChunkLoadError.
 */
const NETWORK_TEXT = /^(failed to fetch|networkerror when attempting to fetch resource\.?|load failed)$/i;

/** §8 NETWORK: a thrown failure that says no answer arrived, whether or not the API client wrapped it. */
function isNetworkFailure(facts: FailureFacts): boolean {
  if (facts.name === 'ChunkLoadError') return true;
  return facts.name === 'TypeError' && NETWORK_TEXT.test((facts.message ?? '').trim());
}

const providerFailureCodes: ReadonlySet<unknown> = new Set(PROVIDER_FAILURE_CODES);

/**
 * The catalogue code of an API error: its code's message code (`messageCodeOf`), and §8 "Transaction creation
 * failed" for an `upstream_error` that names the failed payment provider's code in its details.
 */
export function failureMessageCode(facts: FailureFacts): ErrorMessageCode | null {
  if (!isApiErrorCode(facts.code)) return null;
  const provider = (facts.details as { provider?: unknown } | null | undefined)?.provider;
  if (facts.code === 'upstream_error' && providerFailureCodes.has(provider))
    return 'transaction_creation_failed';
  return messageCodeOf(facts.code);
}

/**
 * §8 categories and severities of a failure: no answer or a timeout is NETWORK (an ApiError's, or a bare
 * fetch's TypeError); refused input is VALIDATION (the BFF's 400, or a yup ValidationError); any other answer
 * of the BFF is BUSINESS. A 5xx or no answer weighs HIGH, a 4xx MEDIUM.
 */
export function classifyError(facts: FailureFacts): ClassifiedError {
  const code = facts.code ?? '';
  const status = facts.status ?? null;
  const messageCode = failureMessageCode(facts);
  let category: ErrorCategory = 'BUSINESS';
  if (
    messageCode === 'transaction_timeout' ||
    NETWORK_CODES.has(code) ||
    status === 0 ||
    isNetworkFailure(facts)
  )
    category = 'NETWORK';
  else if (VALIDATION_CODES.has(code) || facts.name === 'ValidationError') category = 'VALIDATION';
  else if (status === null && !messageCode) category = 'UNKNOWN';
  const severity: ErrorSeverity =
    status === null ? 'MEDIUM' : status === 0 || status >= 500 ? 'HIGH' : status >= 400 ? 'MEDIUM' : 'LOW';
  return { category, severity, messageCode };
}
