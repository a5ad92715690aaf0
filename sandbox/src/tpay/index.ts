export { createTpayRouter, type TpayRouter, type TpayRouterOptions } from './router';
export { TpaySimulator, blikCodeAccepted, type TpayFault } from './simulator';
export {
  DEMO_TPAY_CREDENTIALS,
  TPAY_CHANNELS,
  TPAY_GROUPS,
  TOKEN_LIFETIME_SECONDS,
  type TpayCredentials,
} from './catalog';
export { ACCEPTED_ANSWER, DEFAULT_RETRY_DELAYS_MS, type NotificationRecord, type Schedule } from './notifier';
export { notificationMd5, type JwsSigner } from './signature';
export type { SimTransaction, TpayTransactionStatus } from './types';
export {
  JWS_CERT_PATH,
  JWS_ROOT_PATH,
  SANDBOX_JWS_CERT_PEM,
  SANDBOX_JWS_KEY_PEM,
  SANDBOX_JWS_ROOT_PEM,
} from './jwsKeys';
export { startTpaySandbox, startReceiver } from './testing';
