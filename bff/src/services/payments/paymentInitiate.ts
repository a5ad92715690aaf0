import type { RouteBody, paymentInitiate as paymentInitiateRoute } from '@booking/shared-contracts';
import type { AppDeps } from '../../deps';
import { configNotFound, paymentConfigMismatch } from '../../errors';
import { requireStore } from '../configAccess';

export type PaymentInitiateInput = RouteBody<typeof paymentInitiateRoute>;

type Deps = Pick<AppDeps, 'store' | 'clock' | 'widgetConfigs'>;

/**
 * Stores the §7 payment-initiate record: the transaction tied to its reservation and the booking data.
 * Linked to the payment this BFF created for the transaction, when there is one; storing it again
 * replaces the data (the widget may resend it).
 */
export async function recordPaymentInitiation(deps: Deps, input: PaymentInitiateInput): Promise<void> {
  if (!deps.widgetConfigs(input.configId)) throw configNotFound(input.configId);
  if (input.paymentData.configId !== input.configId) {
    throw paymentConfigMismatch();
  }
  const store = requireStore(deps);
  const payment = await store.payments.findByProviderRef(input.paymentData.providerTransactionId);
  await store.paymentInitiations.save(
    {
      configId: input.configId,
      transactionId: input.transactionId,
      reservationCode: input.bokunReservationId,
      sessionId: input.sessionId,
      provider: input.paymentData.provider,
      paymentId: payment && payment.configId === input.configId ? payment.id : null,
      paymentData: input.paymentData,
      bookingData: input.bookingData,
      widgetPrefix: input.widgetPrefix,
    },
    deps.clock.now(),
  );
}
