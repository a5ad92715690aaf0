import type {
  CardProvider,
  PaymentStatus,
  RouteResponse,
  stripeCreateTransaction,
} from '@booking/shared-contracts';
import type { Clock } from '../../clock';
import type { PaymentGateway } from '../paymentGateway';
import type { StripeClient } from './client';
import type { StripeConfig } from './config';
import {
  cardPaymentStatus,
  configurationToPaymentMethods,
  eventCardStatus,
  intentPaymentStatus,
  sessionPaymentStatus,
  sessionToCreateResponse,
  withCheckoutSessionId,
} from './mapper';

/** The contract answer of POST /api/stripe/create-transaction. */
export type StripeCreateAnswer = RouteResponse<typeof stripeCreateTransaction>;

/** Stripe accepts 30 minutes to 24 hours; a minute over the minimum ends the session soon after the hold. */
export const CHECKOUT_LIFETIME_S = 31 * 60;

export interface StripeAccount {
  config: StripeConfig;
  client: StripeClient;
}

/** A verified `checkout.session.*` event in the BFF's terms; `status` null for events the flow ignores. */
export interface VerifiedEvent {
  eventId: string;
  type: string;
  cardStatus: string | null;
  status: PaymentStatus | null;
}

export interface StripeGateway extends PaymentGateway<StripeCreateAnswer> {
  /** Verifies `Stripe-Signature` over the raw body; throws a ProviderError otherwise. */
  verifyEvent(rawBody: string, signature: string | undefined): VerifiedEvent;
}

/** The Stripe adapter of one config in one mode; `account` reads its credentials (throwing a Stripe `not_configured` ProviderError). */
export function createStripeGateway(
  mode: CardProvider,
  account: () => StripeAccount,
  clock: Clock,
): StripeGateway {
  return {
    provider: mode,
    family: 'stripe',
    assertConfigured: () => void account(),
    fingerprint: () => ({ provider: mode }),

    async createTransaction(request) {
      const session = await account().client.createCheckoutSession(
        {
          amount: request.amount,
          currency: request.currency,
          description: request.description,
          // Stripe's customer_email is optional: without one the hosted page asks the payer for it.
          ...(request.payer.email ? { customerEmail: request.payer.email } : {}),
          successUrl: withCheckoutSessionId(request.payerUrls.success),
          cancelUrl: request.payerUrls.error,
          metadata: {
            configId: request.configId,
            reservationCode: request.reservationCode,
            paymentId: request.paymentId,
            sessionId: request.sessionId,
          },
          clientReferenceId: request.reservationCode,
          expiresAt: Math.floor(clock.now().getTime() / 1000) + CHECKOUT_LIFETIME_S,
        },
        request.idempotencyKey,
      );
      return {
        providerTransactionId: session.id,
        providerTitle: session.id,
        answer: sessionToCreateResponse(session, request.payer),
        refusals: [],
      };
    },

    async transactionStatus(sessionId) {
      const { client } = account();
      const session = await client.retrieveSession(sessionId);
      const details = { sessionStatus: session.status, paymentStatus: session.payment_status };
      const intentId =
        typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      // Complete but unpaid is a delayed payment; its PaymentIntent says whether the bank settled it, so a
      // lost async_payment_succeeded/failed event still ends the payment.
      if (session.status === 'complete' && session.payment_status === 'unpaid' && intentId) {
        const intent = await client.retrievePaymentIntent(intentId);
        return {
          status: intentPaymentStatus(intent.status),
          details: { ...details, intentStatus: intent.status },
        };
      }
      return { status: sessionPaymentStatus(session), details };
    },

    async endTransaction(sessionId) {
      await account().client.expireSession(sessionId);
    },

    async paymentMethods() {
      return configurationToPaymentMethods(await account().client.paymentMethodConfiguration());
    },

    verifyEvent(rawBody, signature) {
      const event = account().client.constructWebhookEvent(rawBody, signature);
      const cardStatus = eventCardStatus(event);
      return {
        eventId: event.id,
        type: event.type,
        cardStatus,
        status: cardStatus === null ? null : cardPaymentStatus(cardStatus),
      };
    },
  };
}
