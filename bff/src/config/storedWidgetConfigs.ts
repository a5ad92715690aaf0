import type { Clock } from '../clock';
import type { Logger } from '../logging/createLogger';
import type { Store } from '../store';
import type { WidgetConfig, WidgetConfigSource } from './widgetConfigs';

/** Widget configs read from the store, cached in the process. */
export interface WidgetConfigRegistry {
  /** Synchronous lookup from the cache (refreshed in the background once stale): what services use. */
  source: WidgetConfigSource;
  /** A fresh-enough config: from the cache when younger than the cache period, else from the store. */
  load(configId: string): Promise<WidgetConfig | undefined>;
  /** Reads every config from the store into the cache. */
  refresh(): Promise<void>;
  list(): Promise<WidgetConfig[]>;
  /** Stores an import or an edit (already validated) and updates the cache. */
  save(config: WidgetConfig): Promise<WidgetConfig>;
  /** Removes a config from the store and the cache; false when there was none. */
  delete(configId: string): Promise<boolean>;
}

const plain = (c: {
  configId: string;
  globalConfig: WidgetConfig['globalConfig'];
  products: WidgetConfig['products'];
}) => ({
  configId: c.configId,
  globalConfig: c.globalConfig,
  products: c.products,
});

/**
 * The store-backed registry. Another BFF instance's edit reaches this one within `cacheMs` (default 30 s);
 * an id not in the cache is looked up in the store at once, so a freshly imported site answers immediately.
 */
export function createWidgetConfigRegistry(
  deps: { store: Store; clock: Clock; logger: Logger },
  options: { cacheMs?: number } = {},
): WidgetConfigRegistry {
  const cacheMs = options.cacheMs ?? 30_000;
  const cache = new Map<string, WidgetConfig>();
  let loadedAt = 0;
  let refreshing: Promise<void> | undefined;
  const { widgetConfigs } = deps.store;

  const refresh = () =>
    (refreshing ??= (async () => {
      try {
        const rows = await widgetConfigs.list();
        cache.clear();
        for (const row of rows) cache.set(row.configId, plain(row));
        loadedAt = deps.clock.now().getTime();
      } finally {
        refreshing = undefined;
      }
    })());
  const stale = () => deps.clock.now().getTime() - loadedAt > cacheMs;

  return {
    source(configId) {
      if (stale()) {
        refresh().catch((error: unknown) =>
          deps.logger.warn({ err: error }, 'widget configs refresh failed'),
        );
      }
      return cache.get(configId);
    },
    async load(configId) {
      if (stale()) await refresh();
      const cached = cache.get(configId);
      if (cached) return cached;
      const row = await widgetConfigs.get(configId);
      if (row) cache.set(configId, plain(row));
      return row ? plain(row) : undefined;
    },
    refresh,
    async list() {
      await refresh();
      return [...cache.values()];
    },
    async save(config) {
      const row = await widgetConfigs.save(config, deps.clock.now());
      cache.set(row.configId, plain(row));
      return plain(row);
    },
    async delete(configId) {
      const deleted = await widgetConfigs.delete(configId);
      cache.delete(configId);
      return deleted;
    },
  };
}

/**
 * Seeds the given configs (the `demo` config built from the environment) and moves deps onto the store:
 * `widgetConfigs` reads the registry's cache from now on, and `widgetConfigRegistry` serves the routes that
 * load or edit configs.
 */
export async function useStoredWidgetConfigs(
  deps: {
    store?: Store;
    clock: Clock;
    logger: Logger;
    widgetConfigs: WidgetConfigSource;
    widgetConfigRegistry?: WidgetConfigRegistry;
  },
  seeds: WidgetConfig[],
  options: { cacheMs?: number } = {},
): Promise<WidgetConfigRegistry> {
  if (!deps.store) throw new Error('widget configs need an open store');
  for (const seed of seeds) await deps.store.widgetConfigs.seed(seed, deps.clock.now());
  const registry = createWidgetConfigRegistry(
    { store: deps.store, clock: deps.clock, logger: deps.logger },
    options,
  );
  await registry.refresh();
  deps.widgetConfigs = registry.source;
  deps.widgetConfigRegistry = registry;
  return registry;
}
