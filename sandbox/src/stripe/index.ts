export {
  createStripeRouter,
  DEMO_STRIPE_SECRET_KEY,
  DEMO_STRIPE_WEBHOOK_SECRET,
  type StripeRouter,
  type StripeRouterOptions,
} from './router';
export { StripeSimulator, SIMULATED_API_VERSION, type SimEvent, type SimSession } from './simulator';
export {
  DEFAULT_WEBHOOK_RETRY_DELAYS_MS,
  stripeSignatureHeader,
  type Schedule,
  type WebhookDelivery,
} from './webhooks';
export { parseStripeForm } from './formBody';
export { startStripeSandbox, startWebhookReceiver } from './testing';
