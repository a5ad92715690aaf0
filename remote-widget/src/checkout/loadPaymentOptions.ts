import type { PaymentProvider } from '@booking/shared-contracts';
import type { ApiClient } from '../api/client';
import {
  cardProviderPaymentOptions,
  fallbackPaymentOptions,
  isCardProvider,
  tpayPaymentOptions,
  type PaymentOption,
} from '../domain/paymentOptions';
import type { Logger } from '../infra/Logger';

/**
 * The payment step's choices from the config's provider: its method list as options, or the §8 fallbacks
 * when the list cannot be loaded. Never throws.
 */
export async function loadPaymentOptions(
  api: ApiClient,
  logger: Logger,
  { provider, configId }: { provider: PaymentProvider; configId: string },
): Promise<PaymentOption[]> {
  try {
    if (isCardProvider(provider)) {
      const answer = await api.call('stripePaymentMethods', { query: { configId } });
      return answer.success ? cardProviderPaymentOptions(answer.methods) : fallbackPaymentOptions(provider);
    }
    const answer = await api.call('tpayPaymentMethods', { body: { configId } });
    return answer.success ? tpayPaymentOptions(answer.data) : fallbackPaymentOptions(provider);
  } catch (cause) {
    logger.warn('Payment methods not loaded; offering the fallback', cause);
    return fallbackPaymentOptions(provider);
  }
}
