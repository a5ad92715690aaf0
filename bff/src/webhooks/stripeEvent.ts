import type { CardProvider } from '@booking/shared-contracts';
import type { AppDeps } from '../deps';
import { invalidNotification, unknownTransaction } from '../errors';
import { requireStore } from '../services/configAccess';
import { applyPaymentOutcome } from '../services/payments/applyOutcome';
import { isProviderError } from '../providers/providerError';
import { STRIPE_SIGNATURE_HEADER } from '../providers/stripe';

type Deps = Pick<AppDeps, 'store' | 'clock' | 'logger' | 'paymentGateways' | 'widgetConfigs'>;

export interface StripeEventInput {
  rawBody: string;
  /** A request header by name: the handler reads Stripe's signature header itself. */
  header: (name: string) => string | undefined;
  /** The session id and metadata of the parsed body, to pick the config whose secret verifies it. */
  sessionId: string;
  metadataConfigId: string | undefined;
  /** Our payment id, set on the session at creation: finds an intent whose answer was never recorded. */
  metadataPaymentId: string | undefined;
}

function modeOf(deps: Deps, configId: string): CardProvider {
  const provider = deps.widgetConfigs(configId)?.globalConfig.paymentProvider;
  return provider === 'stripe_production' ? 'stripe_production' : 'stripe_sandbox';
}

/**
 * Applies a Stripe `checkout.session.*` event (stripe.md §3): verified with `constructEvent` on the raw body
 * using the secret of the payment's config, then applied once per event id. A verified event for a session
 * this BFF did not create is acknowledged and ignored; an unverifiable one is refused with 400.
 */
export async function handleStripeEvent(deps: Deps, input: StripeEventInput): Promise<{ received: true }> {
  const { payments } = requireStore(deps);
  const known = await payments.findByProviderRef(input.sessionId);
  const intent =
    known === undefined && input.metadataPaymentId && /^\d+$/.test(input.metadataPaymentId)
      ? await payments.findById(input.metadataPaymentId)
      : undefined;
  const payment = known ?? (intent?.providerTransactionId === null ? intent : undefined);
  const configId = payment?.configId ?? input.metadataConfigId;
  if (!configId || !deps.widgetConfigs(configId)) throw unknownTransaction();
  const mode = payment && payment.provider !== 'tpay' ? payment.provider : modeOf(deps, configId);
  const gateway = deps.paymentGateways.stripe(configId, mode);
  gateway.assertConfigured();
  let event;
  try {
    event = gateway.verifyEvent(input.rawBody, input.header(STRIPE_SIGNATURE_HEADER));
  } catch (error) {
    if (!isProviderError(error, 'stripe')) throw error;
    deps.logger.warn({ err: error, configId }, 'Stripe event refused');
    throw invalidNotification();
  }
  if (!payment || event.status === null) return { received: true };
  if (!known) {
    // Verified with this config's secret: the session Stripe created for the unanswered intent.
    await payments.markCreated(
      payment.id,
      { providerTransactionId: input.sessionId, providerTitle: input.sessionId, response: null },
      deps.clock.now(),
    );
  }
  await applyPaymentOutcome(deps, payment.id, {
    status: event.status,
    source: 'webhook',
    providerEventId: event.eventId,
    details: { type: event.type, cardStatus: event.cardStatus },
  });
  return { received: true };
}
