import {
  BLIK_GROUP_ID,
  CARD_AMOUNT_MAX,
  CARD_AMOUNT_MIN,
  CARD_GROUP_ID,
  type CardProvider,
  type PaymentMethod,
  type PaymentMethodType,
} from '@booking/shared-contracts';
import type { AppDeps } from '../../deps';
import { configNotFound } from '../../errors';

const fallbackMethod = (
  id: string,
  name: string,
  type: PaymentMethodType,
  groupId: number | null,
): PaymentMethod => ({
  id,
  name,
  img: '',
  type,
  groupId,
  onlinePayment: true,
  instantRedirection: false,
  constraints: { amount: { min: CARD_AMOUNT_MIN, max: CARD_AMOUNT_MAX } },
});

/** §8: when Tpay's list cannot be loaded, BLIK and card. */
export const TPAY_FALLBACK_METHODS: readonly PaymentMethod[] = [
  fallbackMethod('blik', 'BLIK', 'blik', BLIK_GROUP_ID),
  fallbackMethod(String(CARD_GROUP_ID), 'Karta płatnicza', 'card', CARD_GROUP_ID),
];

/** §8: when Stripe's list cannot be loaded, card, Google Pay and Apple Pay. */
export const STRIPE_FALLBACK_METHODS: readonly PaymentMethod[] = [
  fallbackMethod('card', 'Card', 'card', null),
  fallbackMethod('google_pay', 'Google Pay', 'google_pay', null),
  fallbackMethod('apple_pay', 'Apple Pay', 'apple_pay', null),
];

/** A list and whether it is the fallback (the provider failed or offered nothing). */
export interface MethodList {
  methods: PaymentMethod[];
  fallback: boolean;
}

type Deps = Pick<AppDeps, 'widgetConfigs' | 'paymentGateways' | 'logger'>;

/** Tpay's groups from its channels (bank groups when channels fail), limited to the §5 allowed list. */
export async function tpayPaymentMethods(deps: Deps, configId: string): Promise<MethodList> {
  if (!deps.widgetConfigs(configId)) throw configNotFound(configId);
  try {
    const methods = await deps.paymentGateways.tpay(configId).paymentMethods();
    if (methods.length > 0) return { methods, fallback: false };
    deps.logger.warn({ configId }, 'Tpay offered no allowed payment method; using the fallback');
  } catch (error) {
    deps.logger.warn({ err: error, configId }, 'Tpay payment methods unavailable; using the fallback');
  }
  return { methods: [...TPAY_FALLBACK_METHODS], fallback: true };
}

/** Methods of the config's card provider (its default payment method configuration). */
export async function stripePaymentMethods(deps: Deps, configId: string): Promise<MethodList> {
  const config = deps.widgetConfigs(configId);
  if (!config) throw configNotFound(configId);
  const provider = config.globalConfig.paymentProvider;
  const mode: CardProvider = provider === 'stripe_production' ? 'stripe_production' : 'stripe_sandbox';
  try {
    const methods = await deps.paymentGateways.stripe(configId, mode).paymentMethods();
    if (methods.length > 0) return { methods, fallback: false };
  } catch (error) {
    deps.logger.warn({ err: error, configId }, 'Stripe payment methods unavailable; using the fallback');
  }
  return { methods: [...STRIPE_FALLBACK_METHODS], fallback: true };
}
