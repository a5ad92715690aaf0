// Tpay shapes → the §3 Transaction and Payment method shapes, and the §4 status and method rules.
import {
  ALLOWED_BANK_GROUP_IDS,
  BLIK_GROUP_ID,
  CARD_AMOUNT_MAX,
  CARD_AMOUNT_MIN,
  CARD_GROUP_ID,
  GOOGLE_PAY_GROUP_ID,
  PAYMENT_CURRENCY_FALLBACK,
  type PaymentMethod,
  type PaymentFailureReason,
  type PaymentMethodType,
  type PaymentStatus,
  type Transaction,
} from '@booking/shared-contracts';
import type { TpayBankGroupWire, TpayChannelWire, TpayTransactionWire } from './types';
import {
  amountConstraint,
  BLIK_ATTEMPT_TIMEOUT,
  TPAY_CANCELLED_STATUSES,
  TPAY_DECLINED_PAYMENT_STATUSES,
  TPAY_FAILED_STATUSES,
  TPAY_PAID_STATUSES,
  TPAY_REFUNDED_STATUSES,
} from './vendor';

/** §3 Transaction from a Tpay transaction; the one `payments` object becomes the first attempt. */
export function toTransaction(tx: TpayTransactionWire): Transaction {
  const payments = tx.payments
    ? [
        {
          status: tx.payments.status ?? tx.status,
          method: tx.payments.method ?? null,
          amountPaid: tx.payments.amountPaid ?? 0,
          date: { realization: tx.payments.date?.realization ?? null },
          errors: (tx.payments.errors ?? []).map((e) => ({
            errorCode: e.errorCode,
            errorMessage: e.errorMessage ?? '',
            fieldName: e.fieldName ?? null,
          })),
        },
      ]
    : [];
  return {
    transactionId: tx.transactionId,
    title: tx.title,
    status: tx.status,
    amount: tx.amount,
    currency: /^[A-Z]{3}$/.test(tx.currency ?? '') ? (tx.currency as string) : PAYMENT_CURRENCY_FALLBACK,
    payer: {
      ...(tx.payer?.payerId ? { payerId: tx.payer.payerId } : {}),
      email: tx.payer?.email ?? '',
      name: tx.payer?.name ?? '',
    },
    transactionPaymentUrl: tx.transactionPaymentUrl ?? '',
    date: { creation: tx.date?.creation ?? '', realization: tx.date?.realization ?? null },
    payments,
  };
}

/** The errors Tpay attached to the payment attempt, e.g. a refused BLIK code inside a created transaction. */
export const paymentErrors = (tx: TpayTransactionWire) => tx.payments?.errors ?? [];

/** §4 payment status of a Tpay transaction status; anything unknown stays pending. */
export function paymentStatusOf(tpayStatus: string): PaymentStatus {
  const status = tpayStatus.toLowerCase();
  if ((TPAY_PAID_STATUSES as readonly string[]).includes(status)) return 'success';
  if ((TPAY_CANCELLED_STATUSES as readonly string[]).includes(status)) return 'cancelled';
  if ((TPAY_REFUNDED_STATUSES as readonly string[]).includes(status)) return 'refunded';
  if ((TPAY_FAILED_STATUSES as readonly string[]).includes(status)) return 'error';
  return 'pending';
}

/** The error code of the latest BLIK attempt, when it ended badly (a new code may have followed an old one). */
export function lastAttemptError(tx: TpayTransactionWire): string | null {
  const code = tx.payments?.attempts?.at(-1)?.paymentErrorCode;
  return code === undefined || code === null || code === '' ? null : String(code);
}

/**
 * §4 status of a Tpay transaction: paid, cancelled, refunded and failed from its status; a pending one whose
 * payment was declined (the hosted page's "Fail") or whose latest BLIK attempt ended with an error counts as
 * failed.
 */
export function transactionPaymentStatus(tx: TpayTransactionWire): PaymentStatus {
  const status = paymentStatusOf(tx.status);
  if (status !== 'pending') return status;
  const paymentStatus = (tx.payments?.status ?? '').toLowerCase();
  if ((TPAY_DECLINED_PAYMENT_STATUSES as readonly string[]).includes(paymentStatus)) return 'error';
  return lastAttemptError(tx) === null ? 'pending' : 'error';
}

/**
 * Why a failed BLIK payment failed, for the visitor: a timed-out attempt was never confirmed in the banking
 * app; any other attempt error (declined in the app, a bank-side error, no funds) is a refusal.
 */
export function blikFailureReason(tx: TpayTransactionWire): PaymentFailureReason | null {
  const code = lastAttemptError(tx);
  if (code === null) return null;
  return code === BLIK_ATTEMPT_TIMEOUT ? 'blik_unconfirmed' : 'blik_refused';
}

function methodType(groupId: number): PaymentMethodType {
  if (groupId === BLIK_GROUP_ID) return 'blik';
  if (groupId === CARD_GROUP_ID) return 'card';
  if (groupId === GOOGLE_PAY_GROUP_ID) return 'google_pay';
  return 'bank_transfer';
}

const allowed = (groupId: number) => (ALLOWED_BANK_GROUP_IDS as readonly number[]).includes(groupId);

function method(
  groupId: number,
  name: string,
  img: string,
  extra: Partial<PaymentMethod> = {},
): PaymentMethod {
  return {
    id: groupId === BLIK_GROUP_ID ? 'blik' : String(groupId),
    name,
    img,
    type: methodType(groupId),
    groupId,
    onlinePayment: true,
    instantRedirection: false,
    constraints: { amount: { min: CARD_AMOUNT_MIN, max: CARD_AMOUNT_MAX } },
    ...extra,
  };
}

/**
 * One method per payment group, from the channels list: blocked channels and groups outside the §5
 * allowed list are dropped; the first available channel of a group gives its flags and amount bounds.
 */
export function channelsToPaymentMethods(channels: readonly TpayChannelWire[]): PaymentMethod[] {
  const byGroup = new Map<number, PaymentMethod>();
  for (const channel of channels) {
    if (channel.available === false) continue;
    for (const group of channel.groups ?? []) {
      const groupId = Number(group.id);
      if (!Number.isInteger(groupId) || !allowed(groupId) || byGroup.has(groupId)) continue;
      const bounds = amountConstraint(channel.constraints);
      byGroup.set(
        groupId,
        method(groupId, group.name ?? channel.name, group.image?.url ?? channel.image?.url ?? '', {
          onlinePayment: channel.onlinePayment ?? true,
          instantRedirection: channel.instantRedirection ?? false,
          constraints: { amount: { min: bounds.min ?? CARD_AMOUNT_MIN, max: bounds.max ?? CARD_AMOUNT_MAX } },
        }),
      );
    }
  }
  return [...byGroup.values()];
}

/** The same list from the bank-groups answer, for accounts where only that call is enabled. */
export function bankGroupsToPaymentMethods(groups: readonly TpayBankGroupWire[]): PaymentMethod[] {
  return groups
    .map((group) => ({ groupId: Number(group.id), group }))
    .filter(({ groupId }) => Number.isInteger(groupId) && allowed(groupId))
    .map(({ groupId, group }) => method(groupId, group.name, group.img ?? ''));
}
