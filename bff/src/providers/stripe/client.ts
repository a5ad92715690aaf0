import { systemClock, type Clock } from '../../clock';
import { toMinorUnits, type MinorUnits } from '@booking/shared-contracts';
import Stripe from 'stripe';
import { stripeErrorFrom } from './errors';
import { connectionOf, STRIPE_DEFAULT_API_URL, WEBHOOK_TOLERANCE_S } from './vendor';
import { signedInTheFuture } from './signatureTime';
import { ProviderError } from '../providerError';

export interface StripeClientOptions {
  secretKey: string;
  webhookSecret: string;
  /** e.g. the sandbox's `http://127.0.0.1:8090/stripe`; default Stripe's own API. */
  apiUrl?: string;
  fetch?: typeof fetch;
  /** Per request. Default 30 s (the §9 payment creation timeout). */
  timeoutMs?: number;
  /** stripe-node's own retries of failed requests; safe because every POST carries an idempotency key. */
  maxNetworkRetries?: number;
  clock?: Clock;
}

/** What a hosted Checkout payment needs; the amount is already in the currency's minor units. */
export interface CheckoutSessionInput {
  amount: MinorUnits;
  /** ISO code in any case; Stripe wants it lower-case. */
  currency: string;
  /** Shown on the Checkout page as the single line item. */
  description: string;
  customerEmail?: string;
  /** May contain `{CHECKOUT_SESSION_ID}`, which Stripe fills in on the redirect. */
  successUrl: string;
  cancelUrl: string;
  /** Our references, e.g. the reservation code and session id; echoed on the session and its events. */
  metadata: Record<string, string>;
  clientReferenceId?: string;
  /** Epoch seconds, 30 min – 24 h ahead; Stripe's default is 24 h. */
  expiresAt?: number;
}

export interface StripeClient {
  /** Creates the session; the same idempotency key returns the same session instead of a second one. */
  createCheckoutSession(
    input: CheckoutSessionInput,
    idempotencyKey: string,
  ): Promise<Stripe.Checkout.Session>;
  retrieveSession(sessionId: string): Promise<Stripe.Checkout.Session>;
  /** The PaymentIntent of a completed session: how a delayed payment stands (processing, succeeded, failed). */
  retrievePaymentIntent(paymentIntentId: string): Promise<Stripe.PaymentIntent>;
  /** Ends an open session so it can no longer be paid (stripe.md §2). */
  expireSession(sessionId: string): Promise<Stripe.Checkout.Session>;
  /** The default payment method configuration, when the account has one. */
  paymentMethodConfiguration(): Promise<Stripe.PaymentMethodConfiguration | undefined>;
  /** Verifies `Stripe-Signature` over the raw body and parses the event; throws a Stripe `invalid_notification` ProviderError. */
  constructWebhookEvent(rawBody: string | Buffer, signatureHeader: string | undefined): Stripe.Event;
}

/** Sends stripe-node's requests under the configured path, which its `host` option cannot carry. */
function prefixedFetch(doFetch: typeof fetch, origin: string, basePath: string): typeof fetch {
  if (basePath === '') return doFetch;
  return (input, init) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    return doFetch(`${origin}${basePath}${url.pathname}${url.search}`, init);
  };
}

/** stripe-node bound to one account and host; every failure comes out as a ProviderError. */
export function createStripeClient(options: StripeClientOptions): StripeClient {
  const apiUrl = options.apiUrl ?? STRIPE_DEFAULT_API_URL;
  const connection = connectionOf(apiUrl);
  const origin = new URL(apiUrl).origin;
  const stripe = new Stripe(options.secretKey, {
    host: connection.host,
    port: connection.port,
    protocol: connection.protocol,
    httpClient: Stripe.createFetchHttpClient(
      prefixedFetch(options.fetch ?? fetch, origin, connection.basePath),
    ),
    timeout: options.timeoutMs ?? 30_000,
    maxNetworkRetries: options.maxNetworkRetries ?? 1,
    telemetry: false,
  });
  const clock = options.clock ?? systemClock;
  const wrap = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      throw stripeErrorFrom(error);
    }
  };

  return {
    createCheckoutSession(input, idempotencyKey) {
      const currency = input.currency.toLowerCase();
      return wrap(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency,
                  unit_amount: input.amount,
                  product_data: { name: input.description },
                },
              },
            ],
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            metadata: input.metadata,
            ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
            ...(input.clientReferenceId ? { client_reference_id: input.clientReferenceId } : {}),
            ...(input.expiresAt ? { expires_at: input.expiresAt } : {}),
          },
          { idempotencyKey },
        ),
      );
    },
    retrieveSession: (sessionId) => wrap(() => stripe.checkout.sessions.retrieve(sessionId)),
    retrievePaymentIntent: (id) => wrap(() => stripe.paymentIntents.retrieve(id)),
    expireSession: (sessionId) => wrap(() => stripe.checkout.sessions.expire(sessionId)),
    paymentMethodConfiguration: () =>
      wrap(async () => {
        const list = await stripe.paymentMethodConfigurations.list({ limit: 20 });
        return list.data.find((c) => c.is_default && c.active) ?? list.data.find((c) => c.active);
      }),
    constructWebhookEvent(rawBody, signatureHeader) {
      if (!signatureHeader)
        throw new ProviderError('stripe', 'invalid_notification', 'The Stripe-Signature header is missing');
      // stripe-node 23 takes receivedAt in milliseconds (it divides by 1000 itself).
      const receivedAt = clock.now().getTime();
      if (signedInTheFuture(signatureHeader, receivedAt, WEBHOOK_TOLERANCE_S)) {
        throw new ProviderError('stripe', 'invalid_notification', 'The signature timestamp is in the future');
      }
      try {
        return stripe.webhooks.constructEvent(
          rawBody,
          signatureHeader,
          options.webhookSecret,
          WEBHOOK_TOLERANCE_S,
          undefined,
          receivedAt,
        );
      } catch (error) {
        throw stripeErrorFrom(error);
      }
    },
  };
}

/** Major units of a request (200.5 PLN) to the minor units Stripe takes (20050). */
export const stripeAmount = (major: number, currency: string): MinorUnits => toMinorUnits(major, currency);
