/** The outside systems the BFF calls. */
export type ProviderName = 'bokun' | 'tpay' | 'stripe' | 'sheets';

/** Why a provider call failed, the same words for every provider; retries and the API mapping key on these. */
export const PROVIDER_ERROR_KINDS = [
  /** 401/403: credentials refused (bad key, bad signature, token no longer accepted). */
  'auth',
  /** 404: the resource (activity, booking, transaction, spreadsheet) is unknown. */
  'not_found',
  /** 400/409/422 or a failed result: the provider refused the request's content. */
  'validation',
  /** The booking is not in the state the call needs (Bokun: confirming one already CONFIRMED or TIMEOUT). */
  'reservation_state',
  /** The payment itself was refused, e.g. a wrong or expired BLIK code. */
  'payment_refused',
  /** An idempotency key was reused with different parameters. */
  'idempotency',
  /** 429: slow down; `retryAfterMs` when the provider said how long. */
  'rate_limit',
  /** 5xx: the provider is down or failing. */
  'unavailable',
  /** No answer within the timeout. */
  'timeout',
  /** The connection failed (refused, reset, DNS). */
  'network',
  /** A status or body the client cannot use. */
  'unexpected',
  /** The config id has no credentials for the provider in the environment. */
  'not_configured',
  /** A notification or webhook failed parsing or its signature; it must not be acted on. */
  'invalid_notification',
] as const;

export type ProviderErrorKind = (typeof PROVIDER_ERROR_KINDS)[number];

/** The kinds a later attempt of the same call may get past: quotas, outages, timeouts, lost connections. */
const TRANSIENT_KINDS: ReadonlySet<ProviderErrorKind> = new Set([
  'rate_limit',
  'unavailable',
  'timeout',
  'network',
]);

/** True for a failure kind a later attempt of the same call may get past. */
export const isTransientKind = (kind: ProviderErrorKind): boolean => TRANSIENT_KINDS.has(kind);

/** One item of Tpay's own error list. */
export interface TpayApiErrorItem {
  errorCode: string;
  errorMessage: string;
  fieldName: string | null;
}

/** What a provider said beyond the kind; each field is set only by the providers that know it. */
export interface ProviderErrorFacts {
  /** The provider's HTTP status, if it answered. */
  status?: number;
  cause?: unknown;
  /** From a Retry-After header, when the provider sent one. */
  retryAfterMs?: number;
  /** Bokun's field errors. */
  fields?: Record<string, string>;
  /** Bokun's booking state of a `reservation_state` failure. */
  state?: string;
  /** Tpay's own error list. */
  errors?: TpayApiErrorItem[];
  /** Stripe's own error code (`resource_missing`, `parameter_invalid`…). */
  stripeCode?: string;
  /** The request field Stripe refused. */
  param?: string;
  /** A `not_configured` failure's config id and the variables it lacks. */
  configId?: string;
  missingVars?: string[];
}

/** A failed call of an outside system: which provider, which kind, and the facts it gave. */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';
  readonly status: number | undefined;
  readonly retryAfterMs: number | undefined;
  readonly fields: Record<string, string> | undefined;
  readonly state: string | undefined;
  readonly errors: TpayApiErrorItem[] | undefined;
  readonly stripeCode: string | undefined;
  readonly param: string | undefined;
  readonly configId: string | undefined;
  readonly missingVars: string[] | undefined;

  constructor(
    readonly provider: ProviderName,
    readonly kind: ProviderErrorKind,
    message: string,
    facts: ProviderErrorFacts = {},
  ) {
    super(message, facts.cause === undefined ? undefined : { cause: facts.cause });
    this.status = facts.status;
    this.retryAfterMs = facts.retryAfterMs;
    this.fields = facts.fields;
    this.state = facts.state;
    this.errors = facts.errors;
    this.stripeCode = facts.stripeCode;
    this.param = facts.param;
    this.configId = facts.configId;
    this.missingVars = facts.missingVars;
  }

  /** A later attempt of the same call may succeed. */
  get transient(): boolean {
    return isTransientKind(this.kind);
  }
}

/** True for a ProviderError (of `provider`, when given). */
export function isProviderError(error: unknown, provider?: ProviderName): error is ProviderError {
  return error instanceof ProviderError && (provider === undefined || error.provider === provider);
}

/** The failure of a config without the provider's credentials. */
export function notConfigured(
  provider: ProviderName,
  label: string,
  configId: string,
  missingVars: string[],
  reason?: string,
): ProviderError {
  const message = reason ?? `${label} is not configured for "${configId}": missing ${missingVars.join(', ')}`;
  return new ProviderError(provider, 'not_configured', message, { configId, missingVars });
}
