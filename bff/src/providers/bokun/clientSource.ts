import { bokunConfigFor, createBokunClient, type BokunClient, type BokunClientOptions } from '.';
import type { Clock } from '../../clock';

/**
 * The Bokun client of a config id. Throws a Bokun `not_configured` ProviderError when the config's variables are
 * missing; services turn that into a 503 `credentials_missing`.
 */
export type BokunClientSource = (configId: string) => BokunClient;

export interface BokunClientSourceOptions {
  /** Where `{CONFIGID}_BOKUN_*` variables are read from. */
  credentialSource: Readonly<Record<string, string | undefined>>;
  /** Signs requests (X-Bokun-Date) with this time, so a test clock and the sandbox's agree. */
  clock: Clock;
  /** Transport settings shared by every client (timeouts, retries, a custom fetch). */
  transport?: Pick<BokunClientOptions, 'timeoutMs' | 'maxRetries' | 'fetch' | 'sleep'>;
}

/**
 * One client per config id and key set, built on first use. Credentials are read on every call, so a
 * rotated key (new values in the source) gets a new client instead of signing with the old one.
 */
export function createBokunClientSource(options: BokunClientSourceOptions): BokunClientSource {
  const clients = new Map<string, BokunClient>();
  return (configId) => {
    const result = bokunConfigFor(configId, options.credentialSource);
    if (!result.ok) throw result.error;
    const { baseUrl, accessKey, secretKey } = result.config;
    const cacheKey = JSON.stringify([configId, baseUrl, accessKey, secretKey]);
    let client = clients.get(cacheKey);
    if (!client) {
      client = createBokunClient({
        baseUrl,
        accessKey,
        secretKey,
        clock: options.clock,
        ...options.transport,
      });
      clients.set(cacheKey, client);
    }
    return client;
  };
}
