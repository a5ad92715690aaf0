import { toMinorUnits } from '@booking/shared-contracts';
import type { AppDeps } from '../deps';
import { invalidNotification, unknownTransaction } from '../errors';
import { JWS_HEADER, TPAY_NOTIFICATION_ANSWER } from '../providers/tpay';
import { requireStore } from '../services/configAccess';
import { applyPaymentOutcome } from '../services/payments/applyOutcome';
import { isProviderError } from '../providers/providerError';

type Deps = Pick<AppDeps, 'store' | 'clock' | 'logger' | 'paymentGateways'>;

export interface TpayNotificationInput {
  rawBody: string;
  /** A request header by name: the handler reads Tpay's signature header itself. */
  header: (name: string) => string | undefined;
  /** `tr_id` of the already-parsed form, to find the payment (and so the config's security code). */
  trId: string;
  /** `tr_crc` (our reservation code): finds an intent whose creation answer was never recorded. */
  trCrc: string;
}

/**
 * Applies a Tpay payment notification (tpay.md §7): the payment is found by `tr_id` (transaction id or
 * title), the notification verified with that config's security code (md5sum) and JWS, its amount checked
 * against the payment, and its status applied once per (transaction, status). Answers `TRUE` only then;
 * anything forged or unknown is refused with a 4xx and changes nothing.
 */
export async function handleTpayNotification(deps: Deps, input: TpayNotificationInput): Promise<string> {
  const { payments } = requireStore(deps);
  const known = await payments.findByProviderRef(input.trId);
  const payment =
    known ?? (input.trCrc ? await payments.findUnansweredIntent(input.trCrc, 'tpay') : undefined);
  if (!payment || payment.provider !== 'tpay') throw unknownTransaction();
  const gateway = deps.paymentGateways.tpay(payment.configId);
  gateway.assertConfigured();
  let notification;
  try {
    notification = await gateway.verifyNotification(input.rawBody, input.header(JWS_HEADER));
  } catch (error) {
    if (!isProviderError(error, 'tpay')) throw error;
    deps.logger.warn({ err: error, paymentId: payment.id }, 'Tpay notification refused');
    throw invalidNotification();
  }
  if (toMinorUnits(notification.amount, payment.currency) !== payment.amountMinor) {
    deps.logger.warn(
      { paymentId: payment.id, trAmount: notification.amount },
      'Tpay notification amount differs',
    );
    throw invalidNotification('The notification amount does not match the payment');
  }
  if (!known) {
    // Verified by this config's security code: the transaction Tpay created for the unanswered intent.
    await payments.markCreated(
      payment.id,
      {
        providerTransactionId: notification.transactionId,
        providerTitle: notification.transactionId,
        response: null,
      },
      deps.clock.now(),
    );
  }
  await applyPaymentOutcome(deps, payment.id, {
    status: notification.status,
    source: 'notification',
    providerEventId: notification.eventId,
    details: notification.details,
  });
  return TPAY_NOTIFICATION_ANSWER;
}
