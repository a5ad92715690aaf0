import {
  ERROR_MESSAGES,
  userMessageForApiError,
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

const codeOfText = new Map(
  Object.entries(ERROR_MESSAGES).map(([code, text]) => [text as string, code as ErrorMessageCode]),
);

/** The catalogue code of an API error code (through the contracts' mapping), or of an exact catalogue text. */
export function catalogueCodeOf(facts: FailureFacts): ErrorMessageCode | null {
  const mapped = facts.code ? userMessageForApiError(facts.code) : undefined;
  if (mapped) return codeOfText.get(mapped) ?? null;
  if (facts.code && Object.hasOwn(ERROR_MESSAGES, facts.code)) return facts.code as ErrorMessageCode;
  return codeOfText.get((facts.message ?? '').trim()) ?? null;
}

/**
 * §8 categories and severities of a failure: no answer or a timeout is NETWORK (an ApiError's, or a bare
 * fetch's TypeError); refused input is VALIDATION (the BFF's 400, or a yup ValidationError); any other answer
 * of the BFF is BUSINESS. A 5xx or no answer weighs HIGH, a 4xx MEDIUM.
 */
export function classifyError(facts: FailureFacts): ClassifiedError {
  const code = facts.code ?? '';
  const status = facts.status ?? null;
  const messageCode = catalogueCodeOf(facts);
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
