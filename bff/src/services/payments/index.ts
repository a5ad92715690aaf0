export { createTpayTransaction, type TpayCreateInput, type TpayCreateResult } from './createTpayTransaction';
export {
  createStripeTransaction,
  type StripeCreateInput,
  type StripeCreateResult,
} from './createStripeTransaction';
export { cancelTpayTransaction, type TpayCancelInput, type TpayCancelResult } from './cancelTpayTransaction';
export { getBookingStatus, publicStatus, type BookingStatusResult } from './bookingStatus';
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
  RELEASE_TOPIC,
  type ApplyResult,
  type PaymentOutcome,
  type PaymentTaskPayload,
} from './applyOutcome';
export { reconcilePayment, INITIATED_GRACE_MS } from './reconcilePayment';
export { confirmPaidReservation, releaseUnpaidReservation, PermanentTaskError } from './paymentTasks';
export {
  createPaymentProviders,
  paymentProvidersOf,
  TPAY_JWS_SWITCH,
  type PaymentProviders,
} from './providers';
export { paymentIdempotencyKey, paymentCurrency, methodTypeOf } from './rules';
export { tpayMethodOf } from './tpayChoice';
export { tpayNotificationUrl, TPAY_WEBHOOK_PATH } from './urls';
