import {
  ERROR_MESSAGES,
  toMinorUnits,
  type RouteBody,
  type RouteResponse,
  type tpayCreateTransaction,
} from '@booking/shared-contracts';
import type { AppDeps } from '../../deps';
import { idempotencyFailure } from '../../errors';
import { paymentErrors, toTransaction } from '../../providers/tpay';
import { hashRequest } from '../../store';
import { requireStore } from '../configAccess';
import { applyPaymentOutcome } from './applyOutcome';
import { checkTransactionPreconditions, PAYMENT_IDEMPOTENCY_TTL_MS, recordCreated } from './createCommon';
import { paymentProvidersOf } from './providers';
import { reservationToCharge } from './reservationAmount';
import { paymentCurrency, paymentIdempotencyKey, reservationCodeOf } from './rules';
import { tpayMethodOf } from './tpayChoice';
import { resolvePayerUrls, tpayNotificationUrl } from './urls';

export type TpayCreateInput = RouteBody<typeof tpayCreateTransaction>;
export type TpayCreateResult = RouteResponse<typeof tpayCreateTransaction>;

type Deps = Pick<AppDeps, 'env' | 'store' | 'clock' | 'logger' | 'widgetConfigs' | 'credentialSource'>;

/**
 * Creates a Tpay transaction for a held reservation (spec §4–§5, §7). The amount must be the reservation's
 * own; the intent is stored before Tpay is called; the notification URL is always this environment's
 * webhook. The same booking paid the same way (the §7 key) answers the first result again. A BLIK code the
 * bank refuses ends the payment as failed, which releases the reservation.
 */
export async function createTpayTransaction(deps: Deps, input: TpayCreateInput): Promise<TpayCreateResult> {
  const { configId } = input;
  const globalConfig = checkTransactionPreconditions(deps, configId, input.payer, input.amount);
  const method = tpayMethodOf(input);
  const reservationCode = reservationCodeOf(input);
  const reservation = await reservationToCharge(deps, { configId, reservationCode, amount: input.amount });
  const currency = paymentCurrency(reservation.currency);
  const key = paymentIdempotencyKey({
    reservationCode,
    email: input.payer.email,
    amount: input.amount,
    configId,
    methodType: method.methodType,
  });
  const account = paymentProvidersOf(deps).tpay(configId);
  const store = requireStore(deps);
  const { payments } = store;
  try {
    const { result } = await store.idempotency.run(
      {
        scope: `payments.tpay:${configId}`,
        key,
        requestHash: hashRequest({ amount: reservation.amountMinor, currency, method: method.method }),
        ttlMs: PAYMENT_IDEMPOTENCY_TTL_MS,
        clock: deps.clock,
      },
      async (): Promise<TpayCreateResult> => {
        const payment = await payments.saveIntent(
          {
            configId,
            idempotencyKey: key,
            reservationCode,
            provider: 'tpay',
            method: method.method,
            amountMinor: toMinorUnits(input.amount, currency),
            currency,
            sessionId: input.sessionId,
          },
          deps.clock.now(),
        );
        let created;
        try {
          created = await account.client.createTransaction({
            amount: input.amount,
            currency,
            description: input.description,
            hiddenDescription: reservationCode,
            payer: {
              email: input.payer.email,
              name: input.payer.name,
              ...(input.payer.phone ? { phone: input.payer.phone } : {}),
            },
            callbacks: {
              payerUrls: resolvePayerUrls(deps.env, input.callbacks?.payerUrls, {
                success: globalConfig.payment.successUrl,
                error: globalConfig.payment.errorUrl,
              }),
              notification: { url: tpayNotificationUrl(deps.env) },
            },
            ...(method.choice ? { pay: method.choice } : {}),
          });
        } catch (error) {
          deps.logger.warn(
            { err: error, configId, reservation: reservationCode },
            'Tpay transaction creation failed',
          );
          await applyPaymentOutcome(deps, payment.id, {
            status: 'error',
            source: 'create',
            details: { reason: 'create_failed' },
          });
          throw error;
        }
        const transaction = toTransaction(created);
        const refused = paymentErrors(created).length > 0;
        const response: TpayCreateResult = refused
          ? { result: 'failed', error: ERROR_MESSAGES.payment_unknown_error, ...transaction }
          : { result: 'success', ...transaction };
        await recordCreated(deps, payments, payment.id, {
          providerTransactionId: created.transactionId,
          providerTitle: created.title,
          response,
        });
        if (refused) {
          await applyPaymentOutcome(deps, payment.id, {
            status: 'error',
            source: 'create',
            details: { errors: paymentErrors(created).map((e) => e.errorCode) },
          });
        }
        return response;
      },
    );
    return result;
  } catch (error) {
    throw idempotencyFailure(error, 'payment');
  }
}
