// Stripe shapes → the §7 create-transaction answer, the §3 payment methods and the §4 card status mapping.
import {
  CARD_AMOUNT_MAX,
  CARD_AMOUNT_MIN,
  fromMinorUnits,
  type MinorUnits,
  type PaymentMethod,
  type PaymentStatus,
} from '@booking/shared-contracts';
import type Stripe from 'stripe';
import {
  CHECKOUT_EVENTS,
  CHECKOUT_SESSION_ID_PLACEHOLDER,
  CONFIGURABLE_METHODS,
  methodOn,
  sessionCardStatus,
} from './vendor';

/** §4 card provider status mapping: paid/confirmed → success, pending/processing → pending, failed/cancelled → error, unknown → pending. */
export function cardPaymentStatus(status: string): PaymentStatus {
  switch (status.toLowerCase()) {
    case 'paid':
    case 'confirmed':
      return 'success';
    case 'failed':
    case 'cancelled':
    case 'canceled':
      return 'error';
    default:
      return 'pending';
  }
}

/** The §4 payment status of a Checkout Session. */
export const sessionPaymentStatus = (session: Pick<Stripe.Checkout.Session, 'status' | 'payment_status'>) =>
  cardPaymentStatus(sessionCardStatus(session));

/**
 * The §4 status of a delayed payment's PaymentIntent: `succeeded` paid; `requires_payment_method` (the debit
 * failed and the session cannot retry it) or `canceled` failed; anything else still pending.
 */
export function intentPaymentStatus(status: Stripe.PaymentIntent.Status): PaymentStatus {
  if (status === 'succeeded') return 'success';
  if (status === 'requires_payment_method' || status === 'canceled') return 'error';
  return 'pending';
}

/** The card status an event reports (stripe.md §3.1); null for events the payment flow ignores. */
export function eventCardStatus(event: Pick<Stripe.Event, 'type' | 'data'>): string | null {
  const session = event.data.object as Stripe.Checkout.Session;
  switch (event.type) {
    case CHECKOUT_EVENTS.completed:
      return sessionCardStatus(session);
    case CHECKOUT_EVENTS.asyncSucceeded:
      return 'paid';
    case CHECKOUT_EVENTS.asyncFailed:
      return 'failed';
    case CHECKOUT_EVENTS.expired:
      return 'cancelled';
    default:
      return null;
  }
}

/** The fields of a successful POST /api/stripe/create-transaction answer (§7). */
export interface StripeCreateResponse {
  success: true;
  transactionId: string;
  title: string;
  status: string;
  amount: number;
  currency: string;
  transactionPaymentUrl: string;
  payer: { email: string; name: string };
  date: { creation: string };
}

/** The body of a successful POST /api/stripe/create-transaction (§7): the session id doubles as title. */
export function sessionToCreateResponse(
  session: Stripe.Checkout.Session,
  payer: { email?: string | undefined; name: string },
): StripeCreateResponse {
  const currency = (session.currency ?? '').toUpperCase();
  return {
    success: true,
    transactionId: session.id,
    title: session.id,
    status: session.status ?? 'open',
    amount: fromMinorUnits((session.amount_total ?? 0) as MinorUnits, currency),
    currency,
    transactionPaymentUrl: session.url ?? '',
    payer: { email: payer.email ?? '', name: payer.name },
    date: { creation: new Date(session.created * 1000).toISOString() },
  };
}

/** Methods the configuration switches on, in a stable order; card first. */
export function configurationToPaymentMethods(
  config: Stripe.PaymentMethodConfiguration | undefined,
): PaymentMethod[] {
  if (!config) return [];
  const entries = config as unknown as Record<string, unknown>;
  return CONFIGURABLE_METHODS.filter((m) => methodOn(entries[m.key])).map((m) => ({
    id: m.key,
    name: m.name,
    img: '',
    type: m.type,
    groupId: null,
    onlinePayment: true,
    instantRedirection: false,
    constraints: { amount: { min: CARD_AMOUNT_MIN, max: CARD_AMOUNT_MAX } },
  }));
}

/** The success URL with `session_id={CHECKOUT_SESSION_ID}`, which Stripe fills in on the redirect. */
export function withCheckoutSessionId(url: string): string {
  if (url.includes(CHECKOUT_SESSION_ID_PLACEHOLDER)) return url;
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}session_id=${CHECKOUT_SESSION_ID_PLACEHOLDER}`;
}
