import type { MinorUnits } from '@booking/shared-contracts';
import type { AppDeps } from '../../deps';
import {
  idempotencyFailure,
  invalidReturnUrl,
  paymentTriesExhausted,
  paymentWithoutReservation,
} from '../../errors';
import type { PaymentChoice, PaymentGateway, TransactionRequest } from '../../providers/paymentGateway';
import { hashRequest, type Store } from '../../store';
import { isAllowedReturnUrl } from '../../security/returnUrls';
import { requireStore } from '../configAccess';
import { requireHold } from '../holds';
import { applyPaymentOutcome, holdAfterFailure, holdAnswer } from './applyOutcome';
import {
  assertEmailOptional,
  checkTransactionPreconditions,
  PAYMENT_IDEMPOTENCY_TTL_MS,
  recordCreated,
} from './createCommon';
import { saveIntentOnce, settleLivePayment } from './livePayment';
import { reservationToCharge } from './reservationAmount';
import { paymentCurrency, paymentIdempotencyKey, type methodTypeOf } from './rules';
import { resolvePayerUrls, tpayNotificationUrl } from './urls';

/** How the payer pays: the §4 method name, the §7 key's method type, and the choice sent to the provider. */
export interface ChosenMethod {
  method: string;
  methodType: ReturnType<typeof methodTypeOf>;
  choice?: PaymentChoice | undefined;
}

/** A create-transaction request in the BFF's terms, whichever provider it goes to. */
export interface TransactionInput {
  configId: string;
  reservationCode: string;
  /** What the client asks to charge, in major units: only checked against the reservation's own total. */
  amount: number;
  /** The client's currency, when it sends one; it must be the reservation's. */
  currency?: string | undefined;
  description: string;
  /** Without an e-mail only for an activity that does not ask for one. */
  payer: { email?: string | undefined; name: string; phone?: string | undefined };
  payerUrls?: { success?: string | undefined; error?: string | undefined } | undefined;
  sessionId: string;
  /** The capability reserve answered for the hold; only its holder may pay for it. */
  holdToken: string | undefined;
  /** Reads the method once the §5 preconditions hold (Tpay checks BLIK codes and bank groups here). */
  chooseMethod(): ChosenMethod;
}

type Deps = Pick<
  AppDeps,
  'env' | 'store' | 'clock' | 'logger' | 'widgetConfigs' | 'paymentGateways' | 'bokunClient' | 'cache'
> &
  Partial<Pick<AppDeps, 'metrics'>>;

/** Return URLs a request asks for must be on the config's domain or the BFF's own pages (no open redirect). */
function assertReturnUrls(sites: string[], requested: TransactionInput['payerUrls']): void {
  for (const url of [requested?.success, requested?.error]) {
    if (url !== undefined && url !== '' && !isAllowedReturnUrl(url, sites)) throw invalidReturnUrl();
  }
}

/**
 * Opens a payment for a held reservation with any gateway (spec §4–§5, §7): the §5 preconditions hold, the
 * amount is the reservation's own (a different one is refused before the provider is called), the intent
 * is stored before the call, and the §7 key makes a retry or a double click answer the stored result. A
 * provider failure ends the payment as failed and is thrown on; a refused payment inside a created
 * transaction (a wrong BLIK code) is answered and ends the payment the same way. A failed payment releases
 * the hold, except a BLIK one, whose hold stays for another try (`holdAfterFailure`). Only the
 * holder of the hold's token may pay for it, return URLs stay on the site, and a reservation has one live
 * transaction: a second create answers it, another method or provider ends it first.
 */
export async function createTransaction<Answer>(
  deps: Deps,
  gateway: PaymentGateway<Answer>,
  input: TransactionInput,
): Promise<Answer> {
  const { configId, reservationCode } = input;
  const globalConfig = checkTransactionPreconditions(deps, configId, input.payer, input.amount);
  const method = input.chooseMethod();
  // The token before anything about the hold: a wrong one answers like a code never reserved, so neither
  // the codes that exist nor a hold's total (the amount check below) can be found by guessing.
  await requireHold(
    deps,
    { configId, confirmationCode: reservationCode, holdToken: input.holdToken },
    paymentWithoutReservation,
  );
  const reservation = await reservationToCharge(deps, {
    configId,
    reservationCode,
    amount: input.amount,
    ...(input.currency === undefined ? {} : { currency: input.currency }),
  });
  if (!input.payer.email) await assertEmailOptional(deps, configId, reservation.activityId);
  assertReturnUrls([globalConfig.domain, deps.env.PUBLIC_URL], input.payerUrls);
  const currency = paymentCurrency(reservation.currency);
  // The store keeps whole minor units (checked on save), Bokun's total at reserve time.
  const amount = reservation.amountMinor as MinorUnits;
  gateway.assertConfigured();
  const store = requireStore(deps);
  const attempt = await paymentAttempt(store, configId, reservationCode);
  // A try beyond the cap is refused before the provider is asked: refused BLIK codes cannot run up
  // transactions without end. A replay of an earlier try keeps its number and its stored answer.
  if (attempt > deps.env.PAYMENT_TRIES_PER_HOLD) {
    deps.metrics?.holdRefusals.inc({ code: 'payment_tries_exhausted' });
    deps.logger.warn(
      { configId, reservation: reservationCode, tries: attempt - 1 },
      'payment tries of a hold exhausted',
    );
    throw paymentTriesExhausted(deps.env.PAYMENT_TRIES_PER_HOLD);
  }
  const key = paymentIdempotencyKey({
    reservationCode,
    email: input.payer.email ?? '',
    amount: input.amount,
    configId,
    methodType: method.methodType,
    attempt,
  });
  const request: Omit<TransactionRequest, 'paymentId'> = {
    configId,
    reservationCode,
    sessionId: input.sessionId,
    idempotencyKey: key,
    amount,
    currency,
    description: input.description,
    payer: input.payer,
    payerUrls: resolvePayerUrls(deps.env, input.payerUrls, {
      success: globalConfig.payment.successUrl,
      error: globalConfig.payment.errorUrl,
    }),
    notificationUrl: tpayNotificationUrl(deps.env),
    choice: method.choice,
  };
  try {
    const { result } = await store.idempotency.run(
      {
        scope: `payments.${gateway.family}:${configId}`,
        key,
        requestHash: hashRequest({ amount, currency, ...gateway.fingerprint(method.method) }),
        ttlMs: PAYMENT_IDEMPOTENCY_TTL_MS,
        clock: deps.clock,
      },
      () => createOnce(deps, store, gateway, request, method.method),
    );
    return result;
  } catch (error) {
    throw idempotencyFailure(error, 'payment');
  }
}

/**
 * Which try on this hold a create is: one more than the reservation's payments that failed or were
 * cancelled. A double click or a retry of the same try gets the same key (and the stored answer); a try
 * after a refused BLIK code, a switch of method or a provider failure gets a key – and a payment row – of
 * its own, so the earlier row and its provider transaction stay on record.
 */
async function paymentAttempt(store: Store, configId: string, reservationCode: string): Promise<number> {
  const payments = await store.payments.findByReservation(configId, reservationCode);
  return 1 + payments.filter((p) => p.status === 'error' || p.status === 'cancelled').length;
}

async function createOnce<Answer>(
  deps: Deps,
  store: Store,
  gateway: PaymentGateway<Answer>,
  request: Omit<TransactionRequest, 'paymentId'>,
  method: string,
): Promise<Answer> {
  const slot = { configId: request.configId, reservationCode: request.reservationCode, method };
  const live = await settleLivePayment(deps, store, gateway, slot);
  if (live) return live.answer as Answer;
  const saved = await saveIntentOnce(store, gateway, slot, () =>
    store.payments.saveIntent(
      {
        configId: request.configId,
        idempotencyKey: request.idempotencyKey,
        reservationCode: request.reservationCode,
        provider: gateway.provider,
        method,
        amountMinor: request.amount,
        currency: request.currency,
        sessionId: request.sessionId,
      },
      deps.clock.now(),
    ),
  );
  if ('answer' in saved) return saved.answer as Answer;
  const { payment } = saved;
  let created;
  try {
    deps.metrics?.providerCalls.record(gateway.family, request.sessionId);
    created = await gateway.createTransaction({ ...request, paymentId: payment.id });
  } catch (error) {
    deps.logger.warn(
      {
        err: error,
        configId: request.configId,
        reservation: request.reservationCode,
        provider: gateway.provider,
      },
      'payment provider transaction creation failed',
    );
    await applyPaymentOutcome(deps, payment.id, {
      status: 'error',
      source: 'create',
      details: { reason: 'create_failed' },
    });
    throw error;
  }
  const refused = created.refusals.length > 0;
  // A refused payment's answer says what the failure leaves of the hold, as the outcome below decides it.
  const answer =
    refused && typeof created.answer === 'object' && created.answer !== null
      ? { ...created.answer, hold: holdAnswer(holdAfterFailure(payment, 'error')) }
      : created.answer;
  await recordCreated(deps, store.payments, payment.id, {
    providerTransactionId: created.providerTransactionId,
    providerTitle: created.providerTitle,
    response: answer,
  });
  if (refused) {
    await applyPaymentOutcome(deps, payment.id, {
      status: 'error',
      source: 'create',
      details: { errors: created.refusals },
    });
  }
  return answer;
}
