import type { HoldAfterFailureAnswer, Transaction } from '@booking/shared-contracts';
import type { ApiClient } from '../api/client';
import { ApiError } from '../api/ApiError';
import { failureMessageCode } from '../domain/errorClassification';
import { isCardProvider, type PaymentOption } from '../domain/paymentOptions';
import {
  buildPaymentInitiateBody,
  buildStripeCreateBody,
  buildTpayCreateBody,
  type HeldReservation,
  type PaymentRequestInput,
} from '../domain/paymentRequests';
import type { PaymentContext, PaymentErrorCode } from './paymentContext';
import type { Logger } from '../infra/Logger';

/** A payment step that failed with a known message. */
export class PaymentFailure extends Error {
  override readonly name = 'PaymentFailure';

  constructor(readonly code: PaymentErrorCode) {
    super(code);
  }
}

/** The message a failure shows: its own code, the catalogue message of an API error, else the §8 defaults. */
export function failureCodeOf(cause: unknown): PaymentErrorCode {
  if (cause instanceof PaymentFailure) return cause.code;
  if (cause instanceof ApiError) {
    if (cause.code === 'timeout') return 'transaction_timeout';
    return failureMessageCode(cause) ?? 'payment_unknown_error';
  }
  return 'payment_initiation_unexpected';
}

/** A created transaction and whether the provider refused it on the spot. */
export interface CreatedTransaction {
  transaction: Transaction;
  refused: boolean;
  /** For a refused one: what the BFF left of the hold; unknown when it did not say. */
  hold?: HoldAfterFailureAnswer;
}

export interface CreateInput {
  context: PaymentContext;
  reservation: HeldReservation;
  option: PaymentOption;
  blikCode: string;
  timeoutMs: number;
  initiateTimeoutMs: number;
  logger: Logger;
}

/**
 * Creates the transaction with the config's provider, then stores the §7 payment-initiate record. §8: "A
 * failed payment-initiate storage is logged as critical but does not stop the flow."
 */
export async function createTransaction(api: ApiClient, input: CreateInput): Promise<CreatedTransaction> {
  const { context } = input;
  const request: PaymentRequestInput = {
    reservation: input.reservation,
    option: input.option,
    blikCode: input.blikCode,
    payer: context.payer,
    amount: context.amount,
    currency: context.currency,
    configId: context.configId,
    sessionId: context.sessionId,
    description: context.description,
    payerUrls: context.payerUrls,
  };
  let created: CreatedTransaction;
  if (isCardProvider(context.provider)) {
    const provider = context.provider === 'stripe_production' ? 'stripe_production' : 'stripe_sandbox';
    const answer = await api.call('stripeCreateTransaction', {
      body: buildStripeCreateBody(request, provider),
      timeoutMs: input.timeoutMs,
    });
    if (!answer.success) throw new PaymentFailure('transaction_creation_failed');
    created = {
      refused: false,
      transaction: {
        transactionId: answer.transactionId,
        title: answer.title,
        status: answer.status,
        amount: answer.amount,
        currency: answer.currency,
        payer: answer.payer,
        transactionPaymentUrl: answer.transactionPaymentUrl,
        date: { creation: answer.date.creation, realization: null },
        payments: [],
      },
    };
  } else {
    const answer = await api.call('tpayCreateTransaction', {
      body: buildTpayCreateBody(request),
      timeoutMs: input.timeoutMs,
    });
    const { result, error: _error, hold, ...transaction } = answer;
    created = { refused: result !== 'success', transaction, ...(hold ? { hold } : {}) };
  }
  try {
    const stored = await api.call('paymentInitiate', {
      body: buildPaymentInitiateBody(
        request,
        { transactionId: created.transaction.transactionId, provider: context.provider },
        context.booking,
        context.funnel,
      ),
      timeoutMs: input.initiateTimeoutMs,
    });
    if (!stored.success) throw new Error(stored.error ?? 'payment-initiate answered no success');
  } catch (cause) {
    input.logger.error('CRITICAL: the payment record was not stored (payment-initiate)', cause);
  }
  return created;
}
