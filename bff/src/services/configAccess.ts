import type { AppDeps } from '../deps';
import { configNotFound, serviceUnavailable } from '../errors';
import type { BokunClient } from '../providers/bokun';
import type { Store } from '../store';

/**
 * The Bokun client of a known config id: `config_not_found` for an id no configuration has; the client
 * source throws a Bokun `not_configured` ProviderError (answered `credentials_missing`) when its variables are not set.
 */
export function bokunClientFor(
  deps: Pick<AppDeps, 'widgetConfigs' | 'bokunClient'>,
  configId: string,
): BokunClient {
  if (!deps.widgetConfigs(configId)) throw configNotFound(configId);
  return deps.bokunClient(configId);
}

/** The open store, or `service_unavailable` when this process runs without one (it never opened a database). */
export function requireStore(deps: Pick<AppDeps, 'store'>): Store {
  if (!deps.store) throw serviceUnavailable('The reservation store is not available');
  return deps.store;
}
