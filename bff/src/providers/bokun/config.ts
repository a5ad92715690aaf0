import { credentialVarNames } from '@booking/shared-contracts';
import { envPrefix, isHttpUrl } from '../../config/credentials';
import { notConfigured, type ProviderError } from '../providerError';

/** Connection settings of one config id's Bokun booking channel. */
export interface BokunConfig {
  configId: string;
  baseUrl: string;
  accessKey: string;
  secretKey: string;
}

export type BokunConfigResult = { ok: true; config: BokunConfig } | { ok: false; error: ProviderError };

export { envPrefix };

/** Names of the variables holding a config id's Bokun settings. */
export const bokunEnvVars = (configId: string) => credentialVarNames(configId, 'bokun');

/**
 * Reads `{CONFIGID}_BOKUN_API_URL`, `_ACCESS_KEY` and `_SECRET_KEY`. A missing, blank or non-http(s)
 * value makes the config "not configured", naming the variables (never their values).
 */
export function bokunConfigFor(
  configId: string,
  env: Readonly<Record<string, string | undefined>>,
): BokunConfigResult {
  const names = bokunEnvVars(configId);
  const read = (name: string) => env[name]?.trim() ?? '';
  const baseUrl = read(names.apiUrl);
  const accessKey = read(names.accessKey);
  const secretKey = read(names.secretKey);
  const missing = [
    ...(isHttpUrl(baseUrl) ? [] : [names.apiUrl]),
    ...(accessKey ? [] : [names.accessKey]),
    ...(secretKey ? [] : [names.secretKey]),
  ];
  if (missing.length > 0) return { ok: false, error: notConfigured('bokun', 'Bokun', configId, missing) };
  return { ok: true, config: { configId, baseUrl: baseUrl.replace(/\/+$/, ''), accessKey, secretKey } };
}
