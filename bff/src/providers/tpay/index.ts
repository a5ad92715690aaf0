export { createTokenSource, type TokenSource, type TokenSourceOptions } from './auth';
export { createTpayClient, type TpayClient, type TpayClientOptions } from './client';
export { tpayConfigFor, tpayEnvVars, type TpayConfig, type TpayConfigResult } from './config';
export * from './errors';
export { DEFAULT_TIMEOUT_MS } from './http';
export { createJwsVerifier, type JwsVerifyOptions } from './jws';
export * from './mapper';
export {
  createTpayGateway,
  type GatewayLogger,
  type TpayAccount,
  type TpayCancelOutcome,
  type TpayCreateAnswer,
  type TpayGateway,
  type VerifiedNotification,
} from './gateway';
export * from './notification';
export type * from './types';
export { JWS_HEADER, JWS_X5U_PREFIXES, TPAY_PRODUCTION_API_URL } from './vendor';
