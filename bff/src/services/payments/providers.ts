import type { CardProvider } from '@booking/shared-contracts';
import type { AppDeps } from '../../deps';
import {
  createStripeClient,
  stripeConfigFor,
  type StripeClient,
  type StripeConfig,
} from '../../providers/stripe';
import {
  createJwsVerifier,
  createTpayClient,
  tpayConfigFor,
  type TpayClient,
  type TpayConfig,
} from '../../providers/tpay';
import { envPrefix, readVar } from '../../config/credentials';

/** A config's Tpay account: its client, settings and (unless switched off) the notification JWS check. */
export interface TpayAccount {
  config: TpayConfig;
  client: TpayClient;
  verifyJws: ReturnType<typeof createJwsVerifier> | undefined;
}

export interface StripeAccount {
  config: StripeConfig;
  client: StripeClient;
}

/** Clients of the payment providers per config id; throws the provider's NotConfigured error. */
export interface PaymentProviders {
  tpay(configId: string): TpayAccount;
  stripe(configId: string, mode: CardProvider): StripeAccount;
}

/** `{CONFIGID}_TPAY_NOTIFICATION_JWS=off` leaves a config with the md5sum check alone (JWS is on by default). */
export const TPAY_JWS_SWITCH = 'TPAY_NOTIFICATION_JWS';

type Deps = Pick<AppDeps, 'credentialSource' | 'clock'>;

/**
 * Clients built on first use and kept per config and credential set, so a rotated key gets a new client
 * (and a new OAuth token) while an unchanged one keeps its cached token.
 */
export function createPaymentProviders(deps: Deps): PaymentProviders {
  const tpayAccounts = new Map<string, TpayAccount>();
  const stripeAccounts = new Map<string, StripeAccount>();
  const { clock } = deps;
  return {
    tpay(configId) {
      const result = tpayConfigFor(configId, deps.credentialSource);
      if (!result.ok) throw result.error;
      const { config } = result;
      const jwsOff = readVar(deps.credentialSource, `${envPrefix(configId)}${TPAY_JWS_SWITCH}`) === 'off';
      const key = JSON.stringify([config, jwsOff]);
      let account = tpayAccounts.get(key);
      if (!account) {
        account = {
          config,
          client: createTpayClient({ ...config, clock }),
          verifyJws: jwsOff ? undefined : createJwsVerifier({ x5uPrefix: config.jwsX5uPrefix, clock }),
        };
        tpayAccounts.set(key, account);
      }
      return account;
    },
    stripe(configId, mode) {
      const result = stripeConfigFor(configId, mode, deps.credentialSource);
      if (!result.ok) throw result.error;
      const { config } = result;
      const key = JSON.stringify(config);
      let account = stripeAccounts.get(key);
      if (!account) {
        account = {
          config,
          client: createStripeClient({
            secretKey: config.secretKey,
            webhookSecret: config.webhookSecret,
            apiUrl: config.apiUrl,
            clock,
          }),
        };
        stripeAccounts.set(key, account);
      }
      return account;
    },
  };
}

const byDeps = new WeakMap<object, PaymentProviders>();

/** The providers of a deps object, built once per deps (the app and its jobs share one token cache). */
export function paymentProvidersOf(deps: Deps): PaymentProviders {
  let providers = byDeps.get(deps);
  if (!providers) {
    providers = createPaymentProviders(deps);
    byDeps.set(deps, providers);
  }
  return providers;
}
