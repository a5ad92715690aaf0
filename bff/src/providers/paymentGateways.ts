import type { CardProvider } from '@booking/shared-contracts';
import type { Clock } from '../clock';
import { envPrefix, readVar } from '../config/credentials';
import {
  createStripeClient,
  createStripeGateway,
  stripeConfigFor,
  type StripeAccount,
  type StripeGateway,
} from './stripe';
import {
  createJwsVerifier,
  createTpayClient,
  createTpayGateway,
  tpayConfigFor,
  type GatewayLogger,
  type TpayAccount,
  type TpayGateway,
} from './tpay';

/** The payment gateways of every config: a Tpay one, and a Stripe one per mode. */
export interface PaymentGateways {
  tpay(configId: string): TpayGateway;
  stripe(configId: string, mode: CardProvider): StripeGateway;
}

/** `{CONFIGID}_TPAY_NOTIFICATION_JWS=off` leaves a config with the md5sum check alone (JWS is on by default). */
export const TPAY_JWS_SWITCH = 'TPAY_NOTIFICATION_JWS';

export interface PaymentGatewaysOptions {
  /** Where `{CONFIGID}_TPAY_*` and `{CONFIGID}_STRIPE_*` variables are read from. */
  credentialSource: Readonly<Record<string, string | undefined>>;
  clock: Clock;
  logger: GatewayLogger;
  /** Per-call timeout of the Tpay and Stripe clients; their defaults (15 s, 30 s) otherwise. */
  timeoutMs?: number;
}

/**
 * Gateways whose clients are built on first use and kept per config and credential set, so a rotated key
 * gets a new client (and a new OAuth token) while an unchanged one keeps its cached token. Credentials are
 * read on every operation: a missing one throws the provider's NotConfigured error there.
 */
export function createPaymentGateways(options: PaymentGatewaysOptions): PaymentGateways {
  const { credentialSource, clock } = options;
  const tpayAccounts = new Map<string, TpayAccount>();
  const stripeAccounts = new Map<string, StripeAccount>();

  function tpayAccount(configId: string): TpayAccount {
    const result = tpayConfigFor(configId, credentialSource);
    if (!result.ok) throw result.error;
    const { config } = result;
    const jwsOff = readVar(credentialSource, `${envPrefix(configId)}${TPAY_JWS_SWITCH}`) === 'off';
    const key = JSON.stringify([config, jwsOff]);
    let account = tpayAccounts.get(key);
    if (!account) {
      account = {
        config,
        client: createTpayClient({
          ...config,
          clock,
          ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
        }),
        verifyJws: jwsOff ? undefined : createJwsVerifier({ x5uPrefix: config.jwsX5uPrefix, clock }),
      };
      tpayAccounts.set(key, account);
    }
    return account;
  }

  function stripeAccount(configId: string, mode: CardProvider): StripeAccount {
    const result = stripeConfigFor(configId, mode, credentialSource);
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
          ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
        }),
      };
      stripeAccounts.set(key, account);
    }
    return account;
  }

  return {
    tpay: (configId) => createTpayGateway(configId, () => tpayAccount(configId), options.logger),
    stripe: (configId, mode) => createStripeGateway(mode, () => stripeAccount(configId, mode), clock),
  };
}
