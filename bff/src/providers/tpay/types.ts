// Tpay Open API shapes the client sends and reads (tpay.md §3–§6). Vendor shapes stop at the mapper.

export type TpayPayMethod = 'pay_by_link' | 'transfer' | 'sale';

/** The `pay` object: the method chosen up front (tpay.md §3.3). */
export interface TpayPayRequest {
  groupId?: number;
  channelId?: number;
  method?: TpayPayMethod;
  blikPaymentData?: { blikToken: string; type?: 0 | 1 | 2 };
}

/** What the caller chooses to pay with: a BLIK code, a payment group, or one channel. */
export type TpayPayChoice = { blikCode: string } | { groupId: number } | { channelId: number };

export interface TpayCreateTransactionRequest {
  /** Main units (PLN), e.g. 200.5; at least 0.01. */
  amount: number;
  description: string;
  /** Our own reference (the reservation code); notifications echo it as `tr_crc`. */
  hiddenDescription?: string;
  currency?: string;
  lang?: 'pl' | 'en' | 'de' | 'fr' | 'ru' | 'it' | 'es';
  payer: { email: string; name: string; phone?: string };
  callbacks: {
    payerUrls?: { success?: string; error?: string };
    notification?: { url?: string; email?: string };
  };
  pay?: TpayPayChoice;
}

export interface TpayWireError {
  errorCode: string;
  errorMessage?: string;
  fieldName?: string | null;
}

/** `TransactionCreated` and the body of GET /transactions/{id} (tpay.md §3.2). */
export interface TpayTransactionWire {
  result?: string;
  transactionId: string;
  title: string;
  status: string;
  amount: number;
  currency?: string;
  description?: string;
  hiddenDescription?: string;
  date?: { creation?: string; realization?: string | null };
  payer?: { payerId?: string; email?: string; name?: string };
  payments?: {
    status?: string;
    method?: string | null;
    amountPaid?: number;
    date?: { realization?: string | null };
    errors?: TpayWireError[];
    /** BLIK attempts that ended badly (Tpay's mobile SDKs read these; tpay.md §5). */
    attempts?: { date?: string; paymentErrorCode?: string | null }[];
  } | null;
  transactionPaymentUrl?: string;
}

/**
 * Answer of POST /transactions/{id}/pay. Only `result` is documented (tpay.md §5); the rest is read when
 * present (UNCONFIRMED), e.g. a payment URL to send the payer to when the code needs another try.
 */
export interface TpayPayResultWire {
  result: 'success';
  status?: string;
  transactionPaymentUrl?: string;
  payments?: TpayTransactionWire['payments'];
}

/** One entry of GET /transactions/channels (tpay.md §6). */
export interface TpayChannelWire {
  id: string | number;
  name: string;
  fullName?: string;
  image?: { url?: string };
  available?: boolean;
  onlinePayment?: boolean;
  instantRedirection?: boolean;
  groups?: { id: string | number; name?: string; image?: { url?: string } }[];
  constraints?: unknown;
}

/** One entry of GET /transactions/bank-groups (field names UNCONFIRMED, tpay.md §6). */
export interface TpayBankGroupWire {
  id: string | number;
  name: string;
  img?: string;
  mainChannel?: string | number;
  availablePaymentChannels?: (string | number)[];
}
