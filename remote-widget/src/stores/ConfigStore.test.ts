import { createApiClient } from '../api/client';
import {
  buildCredentials,
  buildWidgetConfig,
  fakeBffFetch,
  healthyBff,
  type FakeAnswer,
} from '../testing/fakeBff';
import type { InitialData } from '@booking/shared-contracts';
import { ConfigStore, credentialsPrefix } from './ConfigStore';

/** A page's data block carrying the config (and credentials) of `configId`. */
const inlineData = (configId: string, withCredentials = true): InitialData => ({
  configId,
  widgetConfig: buildWidgetConfig({ configId }),
  credentials: withCredentials ? buildCredentials({ message: 'inline' }) : null,
  activities: [],
  schedules: [],
});

function storeWith(
  respond: (url: URL) => FakeAnswer | Promise<FakeAnswer>,
  initialData: InitialData | null = null,
) {
  const bff = fakeBffFetch(respond);
  return {
    store: new ConfigStore(createApiClient({ baseUrl: '', fetch: bff.fetch }), initialData),
    requests: bff.requests,
  };
}

describe('credentialsPrefix', () => {
  it('is the upper-cased config id followed by "_" (§7), a "-" written as "_" like the variable names', () => {
    expect(credentialsPrefix('demo')).toBe('DEMO_');
    expect(credentialsPrefix('Tour-1')).toBe('TOUR_1_');
  });
});

describe('ConfigStore', () => {
  it('loads the widget config and the credentials of the config id', async () => {
    const { store, requests } = storeWith(
      healthyBff(buildWidgetConfig({ configId: 'krakow' }), buildCredentials()),
    );
    await store.load('krakow');
    expect(requests.sort()).toEqual(['/api/credentials?prefix=KRAKOW_', '/api/widget-config/krakow']);
    expect(store.status).toBe('loaded');
    expect(store.widgetConfig?.configId).toBe('krakow');
    expect(store.credentials?.hasCredentials).toBe(true);
  });

  it("takes the config and credentials from the page's data block instead of calling the API", async () => {
    const { store, requests } = storeWith(healthyBff(), inlineData('krakow'));
    await store.load('krakow');
    expect(requests).toEqual([]);
    expect([store.status, store.widgetConfig?.configId, store.credentials?.message]).toEqual([
      'loaded',
      'krakow',
      'inline',
    ]);
  });

  it('calls the API for what the data block lacks, and for another config id', async () => {
    const { store, requests } = storeWith(
      healthyBff(buildWidgetConfig({ configId: 'other' })),
      inlineData('krakow', false),
    );
    await store.load('krakow');
    expect(requests).toEqual(['/api/credentials?prefix=KRAKOW_']);
    await store.load('other');
    expect(requests.slice(1).sort()).toEqual(['/api/credentials?prefix=OTHER_', '/api/widget-config/other']);
    expect(store.widgetConfig?.configId).toBe('other');
  });

  it('calls the API when the inline config breaks the contract', async () => {
    const broken = { ...inlineData('demo'), widgetConfig: { configId: 'demo' } } as unknown as InitialData;
    const { store, requests } = storeWith(healthyBff(), broken);
    await store.load('demo');
    expect(requests).toEqual(['/api/widget-config/demo']);
    expect(store.status).toBe('loaded');
  });

  it('is loading while the calls are in flight', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const healthy = healthyBff();
    const { store } = storeWith(async (url) => {
      await gate;
      return healthy(url);
    });
    const loading = store.load('demo');
    expect(store.isLoading).toBe(true);
    release();
    await loading;
    expect(store.isLoading).toBe(false);
  });

  it('ends in the error state with the API message instead of throwing', async () => {
    const { store } = storeWith(() => ({
      status: 503,
      body: { error: { code: 'upstream', message: 'Down' } },
    }));
    await expect(store.load('demo')).resolves.toBeUndefined();
    expect(store.status).toBe('error');
    expect(store.error?.message).toBe('Down');
  });

  it('answers "No configId provided." for an empty config id (§8) without calling the BFF', async () => {
    const { store, requests } = storeWith(healthyBff());
    await store.load('');
    expect(store.error?.message).toBe('No configId provided.');
    expect(requests).toEqual([]);
  });

  it('retry loads the same config id again and recovers', async () => {
    let failing = true;
    const healthy = healthyBff();
    const { store } = storeWith((url) =>
      failing ? { status: 500, body: { error: { code: 'internal', message: 'Boom' } } } : healthy(url),
    );
    await store.load('demo');
    expect(store.status).toBe('error');
    failing = false;
    await store.retry();
    expect(store.status).toBe('loaded');
    expect(store.error).toBeNull();
  });

  it('keeps the newest load when an older one answers later', async () => {
    let releaseSlow: () => void = () => undefined;
    const slowGate = new Promise<void>((resolve) => (releaseSlow = resolve));
    const healthy = healthyBff();
    const { store } = storeWith(async (url) => {
      if (url.pathname.endsWith('/slow')) {
        await slowGate;
        return { status: 500, body: { error: { code: 'late', message: 'Late failure' } } };
      }
      return healthy(url);
    });
    const slow = store.load('slow');
    await store.load('demo');
    releaseSlow();
    await slow;
    expect(store.status).toBe('loaded');
    expect(store.configId).toBe('demo');
  });

  it('answers "Failed to fetch credentials: {status} {message}" when the credentials call fails (§8)', async () => {
    const healthy = healthyBff();
    const { store } = storeWith((url) =>
      url.pathname === '/api/credentials'
        ? { status: 503, body: { error: { code: 'unavailable', message: 'Store down' } } }
        : healthy(url),
    );
    await store.load('demo');
    expect(store.status).toBe('error');
    expect(store.errorMessage).toBe('Failed to fetch credentials: 503 Store down');
  });

  it('holds "Credentials not available for {configId}: {message}" when the BFF reports them missing (§8)', async () => {
    const creds = buildCredentials({ hasCredentials: false, message: 'Missing DEMO_BOKUN_ACCESS_KEY' });
    const { store } = storeWith(healthyBff(buildWidgetConfig(), creds));
    await store.load('demo');
    expect(store.credentialsWarning).toBe(
      'Credentials not available for demo: Missing DEMO_BOKUN_ACCESS_KEY',
    );
  });

  it('clears the credentials in the error state (§3)', async () => {
    let failing = false;
    const healthy = healthyBff();
    const { store } = storeWith((url) =>
      failing ? { status: 500, body: { error: { code: 'internal', message: 'Boom' } } } : healthy(url),
    );
    await store.load('demo');
    expect(store.credentials).not.toBeNull();
    failing = true;
    await store.load('demo');
    expect(store.credentials).toBeNull();
  });

  it('prepends https:// to a domain without a scheme (§5)', async () => {
    const config = buildWidgetConfig();
    const { store } = storeWith(
      healthyBff({ ...config, globalConfig: { ...config.globalConfig, domain: 'tours.example.com' } }),
    );
    await store.load('demo');
    expect(store.domain).toBe('https://tours.example.com');
  });

  it('prefers the global configuration the host page hands over', async () => {
    const { store } = storeWith(healthyBff());
    await store.load('demo');
    const loaded = store.globalConfig;
    expect(loaded).not.toBeNull();
    if (!loaded) return;
    store.setHostGlobalConfig({ ...loaded, domain: 'http://host.example' });
    expect(store.domain).toBe('http://host.example');
  });
});
