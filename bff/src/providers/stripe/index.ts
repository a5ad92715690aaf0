export {
  createStripeClient,
  stripeAmount,
  type CheckoutSessionInput,
  type StripeClient,
  type StripeClientOptions,
} from './client';
export { stripeConfigFor, stripeEnvVars, type StripeConfig, type StripeConfigResult } from './config';
export * from './errors';
export * from './mapper';
export {
  CHECKOUT_EVENTS,
  CHECKOUT_SESSION_ID_PLACEHOLDER,
  STRIPE_DEFAULT_API_URL,
  sessionCardStatus,
} from './vendor';
