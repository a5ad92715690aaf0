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
  CHECKOUT_LIFETIME_S,
  createStripeGateway,
  type StripeAccount,
  type StripeCreateAnswer,
  type StripeGateway,
  type VerifiedEvent,
} from './gateway';
export {
  CHECKOUT_EVENTS,
  CHECKOUT_SESSION_ID_PLACEHOLDER,
  STRIPE_DEFAULT_API_URL,
  STRIPE_SIGNATURE_HEADER,
  sessionCardStatus,
} from './vendor';
