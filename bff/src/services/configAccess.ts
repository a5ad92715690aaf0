import type { AppDeps } from '../deps';
import { configNotFound, serviceUnavailable } from '../errors';
import type { BokunClient } from '../providers/bokun';
import type { Store } from '../store';
import { httpErrorFromBokun } from './upstreamErrors';

/**
 * The Bokun client of a known config id: 404 `config_not_found` for an id no configuration has,
 * 503 `credentials_missing` when its Bokun variables are not set.
 */
export function bokunClientFor(
  deps: Pick<AppDeps, 'widgetConfigs' | 'bokunClient'>,
  configId: string,
): BokunClient {
  if (!deps.widgetConfigs(configId)) throw configNotFound(configId);
  try {
    return deps.bokunClient(configId);
  } catch (error) {
    throw httpErrorFromBokun(error);
  }
}

/** The open store, or 503 when this process runs without one (it never opened a database). */
export function requireStore(deps: Pick<AppDeps, 'store'>): Store {
  if (!deps.store) throw serviceUnavailable('The reservation store is not available');
  return deps.store;
}
