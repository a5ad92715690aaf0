import {
  toMinorUnits,
  type RouteBody,
  type paymentInitiate as paymentInitiateRoute,
} from '@booking/shared-contracts';
import type { AppDeps } from '../../deps';
import {
  configNotFound,
  invalidTransactionAmount,
  paymentConfigMismatch,
  paymentNotFound,
} from '../../errors';
import type { PaymentRecord } from '../../store';
import { requireStore } from '../configAccess';
import { requireHold } from '../holds';

export type PaymentInitiateInput = RouteBody<typeof paymentInitiateRoute>;

type Deps = Pick<AppDeps, 'store' | 'clock' | 'widgetConfigs'>;

/** True when the record describes `payment`: its config, reservation, provider and transaction. */
function describes(
  payment: PaymentRecord | undefined,
  input: PaymentInitiateInput,
): payment is PaymentRecord {
  if (!payment) return false;
  const ids = [payment.providerTransactionId, payment.providerTitle];
  return (
    payment.configId === input.configId &&
    payment.reservationCode === input.bokunReservationId &&
    payment.provider === input.paymentData.provider &&
    ids.includes(input.transactionId)
  );
}

/**
 * Stores the §7 payment-initiate record: the transaction tied to its reservation and the booking data.
 * Only the holder of the hold's token may store it, and only for a transaction this BFF created for that
 * reservation, with its amount and currency; storing it again replaces the data (the widget may resend it).
 */
export async function recordPaymentInitiation(deps: Deps, input: PaymentInitiateInput): Promise<void> {
  if (!deps.widgetConfigs(input.configId)) throw configNotFound(input.configId);
  if (input.paymentData.configId !== input.configId) throw paymentConfigMismatch();
  await requireHold(deps, {
    configId: input.configId,
    confirmationCode: input.bokunReservationId,
    holdToken: input.holdToken,
  });
  const store = requireStore(deps);
  const payment = await store.payments.findByProviderRef(input.paymentData.providerTransactionId);
  if (!describes(payment, input)) throw paymentNotFound(input.paymentData.providerTransactionId);
  const { amount, currency } = input.paymentData;
  if (currency !== payment.currency || toMinorUnits(amount, currency) !== payment.amountMinor) {
    throw invalidTransactionAmount();
  }
  await store.paymentInitiations.save(
    {
      configId: input.configId,
      transactionId: input.transactionId,
      reservationCode: input.bokunReservationId,
      sessionId: input.sessionId,
      provider: input.paymentData.provider,
      paymentId: payment.id,
      paymentData: input.paymentData,
      bookingData: input.bookingData,
      widgetPrefix: input.widgetPrefix,
    },
    deps.clock.now(),
  );
}
