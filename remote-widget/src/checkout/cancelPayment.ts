import type { PaymentProvider, Transaction } from '@booking/shared-contracts';
import type { ApiClient } from '../api/client';
import { isCardProvider } from '../domain/paymentOptions';
import { partialCancelOf, type CancelOutcome, type PartialCancel } from '../domain/partialCancel';
import type { Logger } from '../infra/Logger';
import type { ReservationStore } from './ReservationStore';

export interface CancelInput {
  api: ApiClient;
  logger: Logger;
  reservations: ReservationStore;
  provider: PaymentProvider;
  configId: string;
  /** The transaction under way, if one was created. */
  transaction: Transaction | null;
}

/**
 * §4 "the transaction is cancelled with the provider … The reservation is removed unless paid": cancels the
 * Polish provider's transaction (which cleans the hold up in the booking system too), else – or when that
 * cleanup failed – releases the hold itself. Answers the §8 partial cancel when only one side went through.
 */
export async function cancelPayment(input: CancelInput): Promise<PartialCancel | null> {
  const { api, logger, reservations, provider, transaction } = input;
  const held = reservations.reservation;
  let outcome: CancelOutcome | null = null;
  if (transaction && !isCardProvider(provider)) {
    outcome = { providerCancelled: false, releasedByWidget: false };
    try {
      const answer = await api.call('tpayCancelTransaction', {
        params: { transactionId: transaction.transactionId },
        body: {
          configId: input.configId,
          transactionTitle: transaction.title,
          ...(held?.holdToken ? { holdToken: held.holdToken } : {}),
        },
      });
      outcome = { ...outcome, providerCancelled: answer.success, cleanup: answer.bokunCleanup };
    } catch (cause) {
      logger.warn('Cancelling the transaction failed', cause);
    }
  }
  let releasedByWidget = false;
  if (outcome?.cleanup?.success === true) reservations.forget();
  else releasedByWidget = await reservations.release('payment_cancelled');
  const partial = outcome ? partialCancelOf(provider, { ...outcome, releasedByWidget }) : null;
  if (partial) logger.error(`Partial cancel: ${JSON.stringify(partial)}`);
  return partial;
}
