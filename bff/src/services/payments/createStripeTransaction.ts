import {
  toMinorUnits,
  type RouteBody,
  type RouteResponse,
  type stripeCreateTransaction,
} from '@booking/shared-contracts';
import type { AppDeps } from '../../deps';
import { idempotencyFailure } from '../../errors';
import { sessionToCreateResponse } from '../../providers/stripe';
import { hashRequest } from '../../store';
import { requireStore } from '../configAccess';
import { applyPaymentOutcome } from './applyOutcome';
import { checkTransactionPreconditions, PAYMENT_IDEMPOTENCY_TTL_MS, recordCreated } from './createCommon';
import { paymentProvidersOf } from './providers';
import { reservationToCharge } from './reservationAmount';
import { paymentIdempotencyKey, reservationCodeOf } from './rules';
import { resolvePayerUrls, withCheckoutSessionId } from './urls';

export type StripeCreateInput = RouteBody<typeof stripeCreateTransaction>;
export type StripeCreateResult = RouteResponse<typeof stripeCreateTransaction>;

type Deps = Pick<AppDeps, 'env' | 'store' | 'clock' | 'logger' | 'widgetConfigs' | 'credentialSource'>;

/** Stripe accepts 30 minutes to 24 hours; a minute over the minimum ends the session soon after the hold. */
export const CHECKOUT_LIFETIME_S = 31 * 60;

/**
 * Creates a hosted Checkout Session for a held reservation (spec §7). Same rules as Tpay: the amount and
 * currency must be the reservation's, the intent is stored first, and the §7 key (also sent to Stripe as
 * its Idempotency-Key) makes a retry answer the same session.
 */
export async function createStripeTransaction(
  deps: Deps,
  input: StripeCreateInput,
): Promise<StripeCreateResult> {
  const { configId } = input;
  const globalConfig = checkTransactionPreconditions(deps, configId, input.payer, input.amount);
  const reservationCode = reservationCodeOf(input);
  const reservation = await reservationToCharge(deps, {
    configId,
    reservationCode,
    amount: input.amount,
    currency: input.currency,
  });
  const key = paymentIdempotencyKey({
    reservationCode,
    email: input.payer.email,
    amount: input.amount,
    configId,
    methodType: 'card',
  });
  const account = paymentProvidersOf(deps).stripe(configId, input.provider);
  const store = requireStore(deps);
  const { payments } = store;
  const amountMinor = toMinorUnits(input.amount, input.currency);
  try {
    const { result } = await store.idempotency.run(
      {
        scope: `payments.stripe:${configId}`,
        key,
        requestHash: hashRequest({
          amount: reservation.amountMinor,
          currency: input.currency,
          provider: input.provider,
        }),
        ttlMs: PAYMENT_IDEMPOTENCY_TTL_MS,
        clock: deps.clock,
      },
      async (): Promise<StripeCreateResult> => {
        const payment = await payments.saveIntent(
          {
            configId,
            idempotencyKey: key,
            reservationCode,
            provider: input.provider,
            method: 'CARD',
            amountMinor,
            currency: input.currency,
            sessionId: input.sessionId,
          },
          deps.clock.now(),
        );
        const payerUrls = resolvePayerUrls(deps.env, input.callbacks?.payerUrls, {
          success: globalConfig.payment.successUrl,
          error: globalConfig.payment.errorUrl,
        });
        let session;
        try {
          session = await account.client.createCheckoutSession(
            {
              amount: amountMinor,
              currency: input.currency,
              description: input.description,
              customerEmail: input.payer.email,
              successUrl: withCheckoutSessionId(payerUrls.success),
              cancelUrl: payerUrls.error,
              metadata: { configId, reservationCode, paymentId: payment.id, sessionId: input.sessionId },
              clientReferenceId: reservationCode,
              expiresAt: Math.floor(deps.clock.now().getTime() / 1000) + CHECKOUT_LIFETIME_S,
            },
            key,
          );
        } catch (error) {
          deps.logger.warn(
            { err: error, configId, reservation: reservationCode },
            'Stripe session creation failed',
          );
          await applyPaymentOutcome(deps, payment.id, {
            status: 'error',
            source: 'create',
            details: { reason: 'create_failed' },
          });
          throw error;
        }
        const response = sessionToCreateResponse(session, input.payer) as StripeCreateResult;
        await recordCreated(deps, payments, payment.id, {
          providerTransactionId: session.id,
          providerTitle: session.id,
          response,
        });
        return response;
      },
    );
    return result;
  } catch (error) {
    throw idempotencyFailure(error, 'payment');
  }
}
