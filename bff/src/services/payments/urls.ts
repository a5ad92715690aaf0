import type { Env } from '../../env';

/** Path of the Tpay notification endpoint. */
export const TPAY_WEBHOOK_PATH = '/api/webhooks/tpay';

/**
 * §5: the notification URL is forced to this environment's payment webhook, whatever the request or the
 * config says, so notifications of one environment never land in another.
 */
export const tpayNotificationUrl = (env: Pick<Env, 'PUBLIC_URL'>) =>
  `${env.PUBLIC_URL.replace(/\/+$/, '')}${TPAY_WEBHOOK_PATH}`;

/** Where the payer returns after paying or failing. */
export interface PayerUrls {
  success: string;
  error: string;
}

/**
 * §5: success and error URLs come from the request, else from the config's payment block, else the BFF's own
 * success page (with `status=error` for the error URL), so a provider is never handed an empty return URL.
 */
export function resolvePayerUrls(
  env: Pick<Env, 'PUBLIC_URL'>,
  requested: Partial<PayerUrls> | undefined,
  configured: Partial<PayerUrls>,
): PayerUrls {
  const successPage = `${env.PUBLIC_URL.replace(/\/+$/, '')}/megabilet/success`;
  return {
    success: requested?.success || configured.success || successPage,
    error: requested?.error || configured.error || `${successPage}?status=error`,
  };
}
