import type Router from '@koa/router';
import { stripeWebhook, tpayWebhook } from '@booking/shared-contracts';
import type { AppDeps } from '../deps';
import type { AppState } from '../state';
import { handleStripeEvent } from '../webhooks/stripeEvent';
import { handleTpayNotification } from '../webhooks/tpayNotification';
import { rawBodyOf } from '../webhooks/rawBody';
import { register } from './register';

/**
 * The providers' notification endpoints. The contract schema checks the shape; the handlers verify the
 * signature over the raw body the parser kept. Tpay gets exactly `TRUE` (text) once a notification is
 * applied; anything refused gets a 4xx JSON error, so the provider tries again or gives up.
 */
export function registerWebhookRoutes(router: Router<AppState>, deps: AppDeps): void {
  register(router, tpayWebhook, async ({ body }, ctx) => {
    const answer = await handleTpayNotification(deps, {
      rawBody: rawBodyOf(ctx.request),
      header: (name) => ctx.get(name) || undefined,
      trId: body.tr_id,
      trCrc: body.tr_crc,
    });
    return answer as 'TRUE';
  });

  register(router, stripeWebhook, async ({ body }, ctx) => {
    const metadata = body.data.object.metadata;
    return handleStripeEvent(deps, {
      rawBody: rawBodyOf(ctx.request),
      header: (name) => ctx.get(name) || undefined,
      sessionId: body.data.object.id,
      metadataPaymentId: typeof metadata?.paymentId === 'string' ? metadata.paymentId : undefined,
      metadataConfigId: typeof metadata?.configId === 'string' ? metadata.configId : undefined,
    });
  });
}
