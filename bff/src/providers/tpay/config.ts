import { credentialVarNames } from '@booking/shared-contracts';
import { isHttpUrl, readVar } from '../../config/credentials';
import { notConfigured, type ProviderError } from '../providerError';
import { jwsX5uPrefixFor, TPAY_PRODUCTION_API_URL } from './vendor';

/** Connection settings of one config id's Tpay account. */
export interface TpayConfig {
  configId: string;
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  /** Keys the md5sum of notifications. */
  securityCode: string;
  /** Trusted prefix of the notification JWS certificates (see `createJwsVerifier`). */
  jwsX5uPrefix: string;
}

export type TpayConfigResult = { ok: true; config: TpayConfig } | { ok: false; error: ProviderError };

/** Names of the variables holding a config id's Tpay settings. */
export const tpayEnvVars = (configId: string) => credentialVarNames(configId, 'tpay');

/**
 * Reads `{CONFIGID}_TPAY_CLIENT_ID`, `_CLIENT_SECRET`, `_SECURITY_CODE` and the optional `_API_URL`
 * (default Tpay's production API). Missing values, or an API URL that is not http(s), make the config
 * "not configured", naming the variables and never their values.
 */
export function tpayConfigFor(
  configId: string,
  env: Readonly<Record<string, string | undefined>>,
): TpayConfigResult {
  const names = tpayEnvVars(configId);
  const source = env as Record<string, string | undefined>;
  const apiUrl = readVar(source, names.apiUrl) ?? TPAY_PRODUCTION_API_URL;
  const clientId = readVar(source, names.clientId);
  const clientSecret = readVar(source, names.clientSecret);
  const securityCode = readVar(source, names.securityCode);
  const missing = [
    ...(isHttpUrl(apiUrl) ? [] : [names.apiUrl]),
    ...(clientId ? [] : [names.clientId]),
    ...(clientSecret ? [] : [names.clientSecret]),
    ...(securityCode ? [] : [names.securityCode]),
  ];
  if (missing.length > 0 || !clientId || !clientSecret || !securityCode) {
    return { ok: false, error: notConfigured('tpay', 'Tpay', configId, missing) };
  }
  const base = apiUrl.replace(/\/+$/, '');
  return {
    ok: true,
    config: {
      configId,
      apiUrl: base,
      clientId,
      clientSecret,
      securityCode,
      jwsX5uPrefix: jwsX5uPrefixFor(base),
    },
  };
}
