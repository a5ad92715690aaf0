import {
  ERROR_MESSAGES,
  fromMinorUnits,
  PLACEHOLDER_EMAIL,
  type RouteResponse,
  type tpayCreateTransaction,
} from '@booking/shared-contracts';
import type { PaymentGateway, ProviderReport } from '../paymentGateway';
import type { TpayClient } from './client';
import type { TpayConfig } from './config';
import type { createJwsVerifier } from './jws';
import {
  bankGroupsToPaymentMethods,
  blikFailureReason,
  channelsToPaymentMethods,
  lastAttemptError,
  paymentErrors,
  toTransaction,
  transactionPaymentStatus,
} from './mapper';
import { notificationPaymentStatus, verifyTpayNotification } from './notification';
import { isProviderError } from '../providerError';

/** The contract answer of POST /api/tpay/create-transaction. */
export type TpayCreateAnswer = RouteResponse<typeof tpayCreateTransaction>;

/** A config's Tpay account: its client, settings and (unless switched off) the notification JWS check. */
export interface TpayAccount {
  config: TpayConfig;
  client: TpayClient;
  verifyJws: ReturnType<typeof createJwsVerifier> | undefined;
}

/** Cancelling: done (or nothing left to cancel), or refused because Tpay already settled it as paid. */
export type TpayCancelOutcome = { alreadyPaid: false } | { alreadyPaid: true; transactionId: string };

/** A verified payment notification in the BFF's terms. */
export interface VerifiedNotification {
  transactionId: string;
  /** Names this report once per (transaction, status), for deduplication. */
  eventId: string;
  status: ReturnType<typeof notificationPaymentStatus>;
  /** The paid amount as Tpay reports it, in major units. */
  amount: number;
  details: Record<string, unknown>;
}

export interface TpayGateway extends PaymentGateway<TpayCreateAnswer> {
  cancelTransaction(transactionId: string): Promise<TpayCancelOutcome>;
  /** Checks the md5sum with the config's security code and the JWS signature; throws a ProviderError otherwise. */
  verifyNotification(rawBody: string, jwsHeader: string | undefined): Promise<VerifiedNotification>;
}

/** Minimal logger; a pino logger fits. */
export interface GatewayLogger {
  warn(obj: object, msg?: string): void;
}

/**
 * Tpay requires `payer.email` on every transaction (its SDK's Payer, tpay.md §3.1), so a payer who gave none
 * (the activity did not ask) is sent as the placeholder the booking itself carries: an address nothing
 * reaches, so Tpay's payer e-mails go nowhere rather than to a stranger. Notifications echo it as `tr_email`.
 */
export const payerEmailOf = (payer: { email?: string | undefined }): string =>
  payer.email?.trim() || PLACEHOLDER_EMAIL;

/** The Tpay adapter of one config; `account` reads its credentials (throwing a Tpay `not_configured` ProviderError). */
export function createTpayGateway(
  configId: string,
  account: () => TpayAccount,
  logger: GatewayLogger,
): TpayGateway {
  return {
    provider: 'tpay',
    family: 'tpay',
    assertConfigured: () => void account(),
    fingerprint: (method) => ({ method }),

    async createTransaction(request) {
      const created = await account().client.createTransaction({
        amount: fromMinorUnits(request.amount, request.currency),
        currency: request.currency,
        description: request.description,
        hiddenDescription: request.reservationCode,
        payer: {
          email: payerEmailOf(request.payer),
          name: request.payer.name,
          ...(request.payer.phone ? { phone: request.payer.phone } : {}),
        },
        callbacks: { payerUrls: request.payerUrls, notification: { url: request.notificationUrl } },
        ...(request.choice ? { pay: request.choice } : {}),
      });
      const transaction = toTransaction(created);
      const refusals = paymentErrors(created).map((e) => e.errorCode);
      const answer: TpayCreateAnswer =
        refusals.length > 0
          ? { result: 'failed', error: ERROR_MESSAGES.payment_unknown_error, ...transaction }
          : { result: 'success', ...transaction };
      return { providerTransactionId: created.transactionId, providerTitle: created.title, answer, refusals };
    },

    async transactionStatus(transactionId): Promise<ProviderReport> {
      const tx = await account().client.getTransaction(transactionId);
      const reason = blikFailureReason(tx);
      return {
        status: transactionPaymentStatus(tx),
        details: {
          tpayStatus: tx.status,
          paymentStatus: tx.payments?.status ?? null,
          ...(reason ? { reason, attemptError: lastAttemptError(tx) } : {}),
        },
      };
    },

    endTransaction: (transactionId) => account().client.cancelTransaction(transactionId),

    async cancelTransaction(transactionId) {
      const { client } = account();
      try {
        await client.cancelTransaction(transactionId);
      } catch (error) {
        const refused = isProviderError(error, 'tpay') && ['validation', 'not_found'].includes(error.kind);
        if (!refused) throw error;
        // Tpay refuses to cancel what is no longer pending: find out whether it was paid meanwhile.
        const tx = await client.getTransaction(transactionId).catch(() => undefined);
        if (tx && transactionPaymentStatus(tx) === 'success') {
          return { alreadyPaid: true, transactionId: tx.transactionId };
        }
      }
      return { alreadyPaid: false };
    },

    async paymentMethods() {
      const { client } = account();
      return client.channels().then(channelsToPaymentMethods, async (error: unknown) => {
        logger.warn({ err: error, configId }, 'Tpay channels failed; trying bank groups');
        return bankGroupsToPaymentMethods(await client.bankGroups({ onlyOnline: true }));
      });
    },

    async verifyNotification(rawBody, jwsHeader) {
      const { config, verifyJws } = account();
      const notification = await verifyTpayNotification({
        rawBody,
        jwsHeader,
        securityCode: config.securityCode,
        ...(verifyJws ? { verifyJws } : {}),
      });
      return {
        transactionId: notification.trId,
        eventId: `notification:${notification.trId}:${notification.trStatus.toUpperCase()}`,
        status: notificationPaymentStatus(notification.trStatus),
        amount: Number(notification.trAmount),
        details: {
          trStatus: notification.trStatus,
          trPaid: notification.trPaid,
          trError: notification.trError,
        },
      };
    },
  };
}
