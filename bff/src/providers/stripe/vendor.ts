// Every Stripe wire detail the client relies on, in one place (stripe.md). When the live API or a newer
// stripe-node proves one of these wrong, this file is the one to change.

/** Stripe's own API; used when a config sets no `{CONFIGID}_STRIPE_API_URL` (stripe.md §4). */
/** The header Stripe signs a webhook event in. */
export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

export const STRIPE_DEFAULT_API_URL = 'https://api.stripe.com';

/** Default tolerance of `constructEvent`, in seconds (stripe.md §3.2). */
export const WEBHOOK_TOLERANCE_S = 300;

/** Checkout Session lifetime bounds: 30 minutes to 24 hours after creation (stripe.md §1). */
export const SESSION_MIN_EXPIRY_S = 30 * 60;
export const SESSION_MAX_EXPIRY_S = 24 * 60 * 60;

/** Literal Stripe replaces with the session id on the success redirect; never substituted by us (stripe.md §1). */
export const CHECKOUT_SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

/** Checkout events the BFF acts on (stripe.md §3.1). */
export const CHECKOUT_EVENTS = {
  completed: 'checkout.session.completed',
  asyncSucceeded: 'checkout.session.async_payment_succeeded',
  asyncFailed: 'checkout.session.async_payment_failed',
  expired: 'checkout.session.expired',
} as const;

/** Test keys start `sk_test_`/`rk_test_`, live ones `sk_live_`/`rk_live_`. */
export function keyMode(secretKey: string): 'test' | 'live' | 'unknown' {
  if (/^(sk|rk)_test_/.test(secretKey)) return 'test';
  if (/^(sk|rk)_live_/.test(secretKey)) return 'live';
  return 'unknown';
}

/** stripe-node's `host`, `port` and `protocol`, plus a path prefix it cannot express (a simulator under `/stripe`). */
export interface StripeConnection {
  host: string;
  port: number;
  protocol: 'http' | 'https';
  basePath: string;
}

export function connectionOf(apiUrl: string): StripeConnection {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
    basePath: url.pathname.replace(/\/+$/, ''),
  };
}

/**
 * The card status of a session for the §4 card mapping. `complete` + `paid` (or no payment required) is
 * paid; `complete` + `unpaid` is a delayed method still processing; `expired` is cancelled; `open` pending.
 */
export function sessionCardStatus(session: { status: string | null; payment_status: string }): string {
  if (session.status === 'expired') return 'cancelled';
  if (session.status === 'complete') {
    return session.payment_status === 'unpaid' ? 'processing' : 'paid';
  }
  return 'pending';
}

/** Methods a payment method configuration can switch on, by the configuration's key (stripe.md §6). */
export const CONFIGURABLE_METHODS = [
  { key: 'card', name: 'Card', type: 'card' },
  { key: 'google_pay', name: 'Google Pay', type: 'google_pay' },
  { key: 'apple_pay', name: 'Apple Pay', type: 'apple_pay' },
  { key: 'blik', name: 'BLIK', type: 'blik' },
  { key: 'p24', name: 'Przelewy24', type: 'bank_transfer' },
] as const;

/** A method is offered when `available` and `display_preference.value === "on"` (stripe.md §6). */
export function methodOn(entry: unknown): boolean {
  const e = entry as { available?: unknown; display_preference?: { value?: unknown } } | null | undefined;
  return e?.available === true && e.display_preference?.value === 'on';
}
