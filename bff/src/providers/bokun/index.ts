export {
  createBokunApi,
  type AbortOutcome,
  type BokunApi,
  type BokunApiOptions,
  type ConfirmOutcome,
  type ReserveRequest,
} from './api';
export { promoCodeOf, toBokunBooking } from './bookingRequest';
export {
  bokunClientOver,
  createBokunClient,
  type BokunClient,
  type BokunClientOptions,
  type ConfirmPayment,
} from './client';
export { bokunConfigFor, bokunEnvVars, envPrefix, type BokunConfig, type BokunConfigResult } from './config';
export * from './errors';
export * from './mapper';
export { evaluatePromoCode } from './promo';
export { readBackoff, retriesRead, DEFAULT_MAX_RETRIES } from './retry';
export { bokunAuthHeaders, signBokunRequest } from './signing';
export { DEFAULT_TIMEOUT_MS } from './transport';
export type { BokunBookingRequest, BokunConfirmRequest } from './types';
export { missingContactFieldsOf, RESERVATION_HOLD_MS } from './vendor';
