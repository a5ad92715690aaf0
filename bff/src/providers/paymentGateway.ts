import type {
  CardProvider,
  MinorUnits,
  PaymentMethod,
  PaymentProvider,
  PaymentStatus,
} from '@booking/shared-contracts';

/** What the payer chose up front: a BLIK code, a payment group, or one channel (Tpay); none for a card page. */
export type PaymentChoice = { blikCode: string } | { groupId: number } | { channelId: number };

/** Everything a provider needs to open one payment; the amount is the reservation's, decided by the BFF. */
export interface TransactionRequest {
  /** Our payment record, stored before the provider is called. */
  paymentId: string;
  configId: string;
  reservationCode: string;
  sessionId: string;
  /** The §7 key; a provider that takes one (Stripe) gets it as its own idempotency key. */
  idempotencyKey: string;
  amount: MinorUnits;
  currency: string;
  description: string;
  /** No e-mail when the activity did not ask for one; each provider decides what it sends instead. */
  payer: { email?: string | undefined; name: string; phone?: string | undefined };
  payerUrls: { success: string; error: string };
  /** This environment's payment webhook (Tpay notifications; Stripe's are set on the account). */
  notificationUrl: string;
  choice?: PaymentChoice | undefined;
}

/** A transaction the provider created, with the contract answer the BFF gives (and replays) for it. */
export interface CreatedTransaction<Answer> {
  providerTransactionId: string;
  providerTitle: string;
  answer: Answer;
  /** The provider's codes for a payment it refused inside the created transaction (a wrong BLIK code). */
  refusals: string[];
}

/** Where a created transaction stands, with what the provider said for the event history. */
export interface ProviderReport {
  status: PaymentStatus;
  details: Record<string, unknown>;
}

/**
 * One payment provider for one config, in the BFF's own terms. The Tpay and Stripe adapters implement it;
 * credentials are read when an operation runs, so a gateway can be handed out before they are checked.
 */
export interface PaymentGateway<Answer = unknown> {
  readonly provider: PaymentProvider;
  /** The provider family, naming the idempotency scope of its create calls. */
  readonly family: 'tpay' | 'stripe';
  /** Throws the provider's NotConfigured error when the config lacks credentials. */
  assertConfigured(): void;
  /** What, besides amount and currency, makes two create requests under one key the same request. */
  fingerprint(method: string): Record<string, unknown>;
  createTransaction(request: TransactionRequest): Promise<CreatedTransaction<Answer>>;
  transactionStatus(providerTransactionId: string): Promise<ProviderReport>;
  /** Ends a transaction so it can no longer be paid (Tpay cancels it, Stripe expires the session). */
  endTransaction(providerTransactionId: string): Promise<void>;
  /** The methods the account offers, already limited to the ones the widget may show. */
  paymentMethods(): Promise<PaymentMethod[]>;
}

/** The gateway a stored payment was made through. */
export function gatewayOf(
  gateways: {
    tpay(configId: string): PaymentGateway;
    stripe(configId: string, mode: CardProvider): PaymentGateway;
  },
  payment: { configId: string; provider: PaymentProvider },
): PaymentGateway {
  return payment.provider === 'tpay'
    ? gateways.tpay(payment.configId)
    : gateways.stripe(payment.configId, payment.provider);
}
