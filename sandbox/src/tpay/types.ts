// Tpay Open API JSON shapes as the simulator serves them (tpay.md §3, §4, §6).
import type { BlikOutcome } from './blikCodes';

export type TpayTransactionStatus = 'pending' | 'correct' | 'canceled' | 'refund';

export interface TpayApiError {
  errorCode: string;
  errorMessage: string;
  fieldName: string | null;
  devMessage?: string;
  docUrl?: string;
}

export interface TpayPayer {
  payerId: string;
  email: string;
  name: string;
  phone: string;
  address: string;
  city: string;
  country: string;
  postalCode: string;
}

/** The `pay` object of create and `/pay` (tpay.md §3.3). */
export interface TpayPayRequest {
  groupId?: number;
  channelId?: number;
  method?: string;
  blikPaymentData?: { blikToken: string; type?: number };
}

/** One refund of a transaction. */
export interface SimRefund {
  refundId: string;
  amount: number;
  date: Date;
}

/** One transaction as the simulator keeps it. */
export interface SimTransaction {
  transactionId: string;
  title: string;
  posId: string;
  status: TpayTransactionStatus;
  amount: number;
  currency: string;
  description: string;
  hiddenDescription: string;
  lang: string;
  payer: TpayPayer;
  successUrl: string;
  errorUrl: string;
  notificationUrl: string;
  createdAt: Date;
  realizedAt: Date | null;
  refunds: SimRefund[];
  payment: {
    /** `payments.status`: the values Tpay's iOS SDK decodes (tpay-com/tpay-ios@da58180). */
    status: 'pending' | 'correct' | 'declined';
    method: string | null;
    amountPaid: number;
    groupId: number | null;
    channelId: string | null;
    errors: TpayApiError[];
    /** The BLIK codes tried on this transaction, oldest first. */
    attempts: SimBlikAttempt[];
  };
}

/** One BLIK code tried: how it ends, and, once shown, its attempt error (`payments.attempts[]`). */
export interface SimBlikAttempt {
  outcome: BlikOutcome;
  acceptedAt: Date;
  /** When the attempt error shows; null for an attempt that ends without one. */
  failsAt: Date | null;
  paymentErrorCode: string | null;
  failedAt: Date | null;
}

/** Body of `POST /transactions` after validation. */
export interface CreateTransactionInput {
  amount: number;
  currency: string;
  description: string;
  hiddenDescription: string;
  lang: string;
  payer: {
    email: string;
    name: string;
    phone: string;
    address: string;
    city: string;
    country: string;
    postalCode: string;
  };
  successUrl: string;
  errorUrl: string;
  notificationUrl: string;
  pay: TpayPayRequest | undefined;
}
