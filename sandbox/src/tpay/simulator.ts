import { randomBytes, randomUUID } from 'node:crypto';
import { attemptErrorDelay, attemptErrorOf, blikOutcomeOf } from './blikCodes';
import { BLIK_GROUP, findChannel, findGroup, type TpayCredentials } from './catalog';
import { apiError } from './errors';
import type { TpayNotifier } from './notifier';
import { formatAmount, formatTpayDate, notificationMd5 } from './signature';
import { recordRefund } from './refunds';
import { TpayTokens } from './tokens';
import type {
  CreateTransactionInput,
  SimRefund,
  SimTransaction,
  TpayApiError,
  TpayPayRequest,
} from './types';

export interface TpaySimulatorOptions {
  clock: () => Date;
  credentials: TpayCredentials;
  notifier: TpayNotifier;
  /** Base URL of the simulator as the payer's browser reaches it, prefix included. */
  publicBase: () => string;
  schedule: (run: () => void, delayMs: number) => void;
  /** How long the payer takes to confirm (or reject) a BLIK code in the banking app. */
  blikConfirmDelayMs: number;
  /** How long an accepted BLIK code waits for the payer before Tpay records a timeout (tpay.md §5: 2 minutes). */
  blikWindowMs: number;
}

/** A fault served instead of the next API call: an HTTP status, a delay, or both. */
export interface TpayFault {
  status?: number;
  delayMs?: number;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const randomId = (length: number, alphabet = ALPHABET) =>
  Array.from(randomBytes(length), (byte) => alphabet[byte % alphabet.length]).join('');

/** BLIK sandbox convention (tpay.md §5, blikCodes.ts): `111xxx` and unknown prefixes are refused at once. */
export const blikCodeAccepted = (code: string) => blikOutcomeOf(code) !== 'refused';

/** The simulated Tpay account: tokens, transactions, payments and the notifications they cause. */
export class TpaySimulator {
  readonly transactions = new Map<string, SimTransaction>();
  readonly faults: TpayFault[] = [];
  readonly tokens: TpayTokens;

  constructor(readonly options: TpaySimulatorOptions) {
    this.tokens = new TpayTokens(options.credentials, options.clock);
  }

  get notifications() {
    return this.options.notifier.sent;
  }

  /** Resolves once every notification is delivered or given up. */
  notificationsSettled(): Promise<void> {
    return this.options.notifier.idle();
  }

  /** Client credentials grant; null when the key or secret is wrong. */
  issueToken(clientId: string, clientSecret: string) {
    return this.tokens.issue(clientId, clientSecret);
  }

  /** Successful token grants, so tests can see a client reuse its token. */
  get tokenGrants(): number {
    return this.tokens.grants;
  }

  /** Revokes every token, as after a key rotation. */
  revokeTokens(): void {
    this.tokens.revoke();
  }

  create(input: CreateTransactionInput): SimTransaction {
    const tx: SimTransaction = {
      transactionId: `ta_${randomId(16)}`,
      title: `TR-${randomId(3, 'ABCDEFGHJKLMNPQRSTUVWXYZ')}-${randomId(7, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789')}`,
      posId: 'ps_demo1010',
      status: 'pending',
      amount: input.amount,
      currency: input.currency,
      description: input.description,
      hiddenDescription: input.hiddenDescription,
      lang: input.lang,
      payer: { payerId: `py_${randomId(16)}`, ...input.payer },
      successUrl: input.successUrl,
      errorUrl: input.errorUrl,
      notificationUrl: input.notificationUrl,
      createdAt: this.options.clock(),
      realizedAt: null,
      refunds: [],
      payment: {
        status: 'pending',
        method: null,
        amountPaid: 0,
        groupId: null,
        channelId: null,
        errors: [],
        attempts: [],
      },
    };
    this.transactions.set(tx.transactionId, tx);
    if (input.pay) this.pay(tx, input.pay);
    return tx;
  }

  /** Looks a transaction up by its id or its title. */
  find(idOrTitle: string): SimTransaction | undefined {
    const tx =
      this.transactions.get(idOrTitle) ?? [...this.transactions.values()].find((t) => t.title === idOrTitle);
    if (tx) this.showAttemptErrors(tx);
    return tx;
  }

  /**
   * Records the attempt errors whose time has come. They are worked out when the transaction is read, not on
   * a timer: Tpay sends no notification for them (it notifies successful payments, tpay.md §7.1), so only a
   * reader can see them, and a test moves its clock instead of waiting.
   */
  private showAttemptErrors(tx: SimTransaction): void {
    const now = this.options.clock().getTime();
    for (const attempt of tx.payment.attempts) {
      if (attempt.paymentErrorCode !== null || attempt.failsAt === null) continue;
      if (tx.status !== 'pending' || attempt.failsAt.getTime() > now) continue;
      attempt.paymentErrorCode = attemptErrorOf(attempt.outcome);
      attempt.failedAt = attempt.failsAt;
    }
  }

  /**
   * Applies a `pay` choice. A BLIK code is judged at once; an accepted one then ends as its code says
   * (blikCodes.ts): confirmed "in the app" after `blikConfirmDelayMs`, never confirmed, or with an attempt
   * error. Any other method waits for the payer on the hosted page. Returns the refusal, if any.
   */
  pay(tx: SimTransaction, pay: TpayPayRequest): TpayApiError | null {
    if (tx.status !== 'pending') return apiError('transaction_not_pending', `Transaction is ${tx.status}`);
    const channelId = pay.channelId === undefined ? null : String(pay.channelId);
    const groupId = pay.groupId ?? (channelId ? (findChannel(channelId)?.groupId ?? null) : null);
    tx.payment.groupId = groupId;
    tx.payment.channelId = channelId ?? (groupId === null ? null : (findGroup(groupId)?.mainChannel ?? null));
    tx.payment.method = pay.method ?? 'pay_by_link';
    const token = pay.blikPaymentData?.blikToken;
    if (groupId !== BLIK_GROUP || token === undefined) return null;
    const outcome = blikOutcomeOf(token);
    if (outcome === 'refused') {
      const error = apiError('payment_failed', 'An error occurred while making the Blik payment. Try again.');
      tx.payment.errors.push(error);
      return error;
    }
    tx.payment.errors = [];
    const now = this.options.clock();
    const fails = attemptErrorOf(outcome) !== null;
    tx.payment.attempts.push({
      outcome,
      acceptedAt: now,
      failsAt: fails ? new Date(now.getTime() + attemptErrorDelay(outcome, this.options)) : null,
      paymentErrorCode: null,
      failedAt: null,
    });
    if (outcome === 'confirmed') {
      this.options.schedule(() => this.settle(tx, 'paid'), this.options.blikConfirmDelayMs);
    }
    return null;
  }

  /**
   * The payer's outcome: paid moves the transaction to `correct` and notifies; failed (the hosted page's
   * "Fail") records a decline as `payments.status: 'declined'`, a value Tpay's iOS SDK decodes and its
   * Android SDK stops polling on. Tpay sends no notification for it.
   */
  settle(tx: SimTransaction, outcome: 'paid' | 'failed'): void {
    if (tx.status !== 'pending') return;
    if (outcome === 'failed') {
      tx.payment.status = 'declined';
      tx.payment.errors.push(apiError('payment_declined', "The payer's bank declined the payment"));
      return;
    }
    tx.status = 'correct';
    tx.realizedAt = this.options.clock();
    tx.payment = { ...tx.payment, status: 'correct', amountPaid: tx.amount, errors: [] };
    this.notify(tx, 'TRUE');
  }

  cancel(tx: SimTransaction): TpayApiError | null {
    if (tx.status !== 'pending') return apiError('transaction_not_pending', `Transaction is ${tx.status}`);
    tx.status = 'canceled';
    return null;
  }

  /**
   * A refund (tpay.md §4): without an amount the rest of the payment, and the status becomes `refund` with a
   * CHARGEBACK notification; a partial one leaves the status as it is, even when the parts add up to the whole.
   */
  refund(tx: SimTransaction, amount: number | undefined): SimRefund | TpayApiError {
    if (tx.status !== 'correct') return apiError('transaction_not_paid', `Transaction is ${tx.status}`);
    const refund = recordRefund(tx, amount, this.options.clock());
    if ('errorCode' in refund) return refund;
    if (amount === undefined) {
      tx.status = 'refund';
      this.notify(tx, 'CHARGEBACK');
    }
    return refund;
  }

  paymentUrl(tx: SimTransaction): string {
    return `${this.options.publicBase()}/secure?title=${encodeURIComponent(tx.title)}`;
  }

  /** The §3.2 `TransactionCreated` shape, also served by GET. */
  present(tx: SimTransaction) {
    this.showAttemptErrors(tx);
    const realization = tx.realizedAt ? formatTpayDate(tx.realizedAt) : null;
    return {
      result: 'success',
      requestId: randomUUID(),
      transactionId: tx.transactionId,
      title: tx.title,
      posId: tx.posId,
      status: tx.status,
      date: { creation: formatTpayDate(tx.createdAt), realization },
      amount: tx.amount,
      currency: tx.currency,
      description: tx.description,
      hiddenDescription: tx.hiddenDescription,
      payer: tx.payer,
      payments: {
        status: tx.payment.status,
        method: tx.payment.method,
        amountPaid: tx.payment.amountPaid,
        date: { realization },
        ...(tx.payment.errors.length > 0 ? { errors: tx.payment.errors } : {}),
        ...this.presentAttempts(tx),
      },
      transactionPaymentUrl: this.paymentUrl(tx),
    };
  }

  /**
   * `payments.attempts[]` as Tpay's Android SDK reads it (`{date, paymentErrorCode}`), for attempts that
   * ended with an error. Whether Tpay lists the others too is unknown (assumed: it need not).
   */
  private presentAttempts(tx: SimTransaction) {
    const failed = tx.payment.attempts.filter((a) => a.paymentErrorCode !== null);
    if (failed.length === 0) return {};
    return {
      attempts: failed.map((a) => ({
        date: formatTpayDate(a.failedAt ?? a.acceptedAt),
        paymentErrorCode: a.paymentErrorCode,
      })),
    };
  }

  reset(): void {
    this.transactions.clear();
    this.tokens.clear();
    this.faults.length = 0;
  }

  private notify(tx: SimTransaction, trStatus: 'TRUE' | 'CHARGEBACK'): void {
    if (!tx.notificationUrl) return;
    const { merchantId, securityCode } = this.options.credentials;
    const signed = {
      id: merchantId,
      tr_id: tx.title,
      tr_amount: formatAmount(tx.amount),
      tr_crc: tx.hiddenDescription,
    };
    this.options.notifier.send(tx.notificationUrl, {
      ...signed,
      tr_date: formatTpayDate(tx.createdAt),
      tr_paid: formatAmount(tx.payment.amountPaid),
      tr_desc: tx.description,
      tr_status: trStatus,
      tr_error: 'none',
      tr_email: tx.payer.email,
      tr_currency: tx.currency,
      tr_channel: tx.payment.channelId ?? '',
      test_mode: '1',
      md5sum: notificationMd5(signed, securityCode),
    });
  }
}
