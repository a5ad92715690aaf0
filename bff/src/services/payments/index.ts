export { createTransaction, type ChosenMethod, type TransactionInput } from './createTransaction';
export {
  stripeTransactionInput,
  tpayTransactionInput,
  type StripeCreateInput,
  type TpayCreateInput,
} from './transactionInput';
export { cancelTpayTransaction, type TpayCancelInput, type TpayCancelResult } from './cancelTpayTransaction';
export { getBookingStatus, publicStatus, type BookingStatusResult } from './bookingStatus';
export { getBookingReceipt, type BookingReceiptResult } from './bookingReceipt';
export {
  stripePaymentMethods,
  tpayPaymentMethods,
  STRIPE_FALLBACK_METHODS,
  TPAY_FALLBACK_METHODS,
  type MethodList,
} from './paymentMethods';
export { recordPaymentInitiation, type PaymentInitiateInput } from './paymentInitiate';
export { cleanupBooking, type BookingCleanupInput } from './bookingCleanup';
export {
  applyPaymentOutcome,
  nextPaymentStatus,
  CONFIRM_TOPIC,
  FUNNEL_FAIL_TOPIC,
  FUNNEL_SUCCESS_TOPIC,
  RELEASE_TOPIC,
  type ApplyResult,
  type PaymentOutcome,
  type PaymentTaskPayload,
} from './applyOutcome';
export { reconcilePayment, INITIATED_GRACE_MS } from './reconcilePayment';
export { confirmPaidReservation, releaseUnpaidReservation, PermanentTaskError } from './paymentTasks';
export { paymentIdempotencyKey, paymentCurrency, methodTypeOf } from './rules';
export { tpayMethodOf } from './tpayChoice';
export { tpayNotificationUrl, TPAY_WEBHOOK_PATH } from './urls';
