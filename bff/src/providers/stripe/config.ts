import { credentialVarNames, type CardProvider } from '@booking/shared-contracts';
import { readVar } from '../../config/credentials';
import { notConfigured, type ProviderError } from '../providerError';
import { keyMode, STRIPE_DEFAULT_API_URL } from './vendor';

/** Connection settings of one config id's Stripe account. */
export interface StripeConfig {
  configId: string;
  /** stripe_sandbox uses test keys, stripe_production live keys (§9). */
  mode: CardProvider;
  apiUrl: string;
  secretKey: string;
  webhookSecret: string;
}

export type StripeConfigResult = { ok: true; config: StripeConfig } | { ok: false; error: ProviderError };

/** Names of the variables holding a config id's Stripe settings. */
export const stripeEnvVars = (configId: string) => credentialVarNames(configId, 'stripe');

/**
 * Reads `{CONFIGID}_STRIPE_SECRET_KEY`, `_WEBHOOK_SECRET` and the optional `_API_URL` (default Stripe's own).
 * The key must fit the mode: stripe_sandbox takes a test key, stripe_production a live one, so a sandbox
 * config can never charge real cards. Values are never echoed.
 */
export function stripeConfigFor(
  configId: string,
  mode: CardProvider,
  env: Readonly<Record<string, string | undefined>>,
): StripeConfigResult {
  const names = stripeEnvVars(configId);
  const source = env as Record<string, string | undefined>;
  const apiUrl = readVar(source, names.apiUrl) ?? STRIPE_DEFAULT_API_URL;
  const secretKey = readVar(source, names.secretKey);
  const webhookSecret = readVar(source, names.webhookSecret);
  const missing = [
    ...(URL.canParse(apiUrl) && /^https?:$/.test(new URL(apiUrl).protocol) ? [] : [names.apiUrl]),
    ...(secretKey ? [] : [names.secretKey]),
    ...(webhookSecret ? [] : [names.webhookSecret]),
  ];
  if (missing.length > 0 || !secretKey || !webhookSecret) {
    return { ok: false, error: notConfigured('stripe', 'Stripe', configId, missing) };
  }
  const expected = mode === 'stripe_production' ? 'live' : 'test';
  if (keyMode(secretKey) !== expected) {
    const reason = `Stripe for "${configId}" runs as ${mode} but ${names.secretKey} is not a ${expected} key`;
    return { ok: false, error: notConfigured('stripe', 'Stripe', configId, [names.secretKey], reason) };
  }
  return {
    ok: true,
    config: { configId, mode, apiUrl: apiUrl.replace(/\/+$/, ''), secretKey, webhookSecret },
  };
}
