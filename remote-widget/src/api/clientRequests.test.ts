import type { FetchLike, FetchResponse } from './client';
import { createApiClient } from './client';
import { InFlightRequests } from './inFlight';
import { buildWidgetConfig } from '../testing/fakeBff';

/** A fetch whose answers the test releases by hand; it records each request and honours abort signals. */
function gatedFetch() {
  const calls: { url: string; init?: RequestInit; release: () => void }[] = [];
  const fetch: FetchLike = (url, init) =>
    new Promise<FetchResponse>((resolve, reject) => {
      const release = () =>
        resolve({
          ok: true,
          status: 200,
          statusText: 'OK',
          json: () => Promise.resolve(buildWidgetConfig()),
        });
      calls.push({ url, init, release });
      init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    });
  return { fetch, calls };
}

const configCall = { params: { configId: 'demo' } } as const;

/** Lets calls made so far reach fetch: the client loads the contract's route table on its first call. */
const requestsSent = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('in-flight de-duplication', () => {
  it('sends identical calls made while one is in flight as one request', async () => {
    const bff = gatedFetch();
    const api = createApiClient({ fetch: bff.fetch });
    const first = api.call('widgetConfig', configCall);
    const second = api.call('widgetConfig', configCall);
    await requestsSent();
    expect(bff.calls).toHaveLength(1);
    await requestsSent();
    bff.calls[0]?.release();
    expect(await second).toEqual(await first);
  });

  it('sends again once the first call has settled', async () => {
    const bff = gatedFetch();
    const api = createApiClient({ fetch: bff.fetch });
    const first = api.call('widgetConfig', configCall);
    await requestsSent();
    bff.calls[0]?.release();
    await first;
    void api.call('widgetConfig', configCall);
    await requestsSent();
    expect(bff.calls).toHaveLength(2);
  });

  it('keeps calls with different URLs or bodies apart', async () => {
    const bff = gatedFetch();
    const api = createApiClient({ fetch: bff.fetch });
    void api.call('widgetConfig', configCall);
    void api.call('widgetConfig', { params: { configId: 'other' } });
    void api.call('bokunSchedule', {
      params: { activityId: 1, startDate: '2026-06-01', endDate: '2026-06-30' },
      body: { configId: 'demo' },
    });
    void api.call('bokunSchedule', {
      params: { activityId: 1, startDate: '2026-06-01', endDate: '2026-06-30' },
      body: { configId: 'krakow' },
    });
    await requestsSent();
    expect(bff.calls).toHaveLength(4);
  });

  it('keys a request by method, URL and body', () => {
    expect(InFlightRequests.key('POST', '/a', { b: 1 })).not.toBe(
      InFlightRequests.key('POST', '/a', { b: 2 }),
    );
    expect(InFlightRequests.key('GET', '/a', undefined)).not.toBe(
      InFlightRequests.key('POST', '/a', undefined),
    );
  });
});

describe('timeouts', () => {
  it('aborts a call that takes longer than the timeout as a retryable `timeout` error', async () => {
    const bff = gatedFetch();
    const api = createApiClient({ fetch: bff.fetch, timeoutMs: 20 });
    await expect(api.call('widgetConfig', configCall)).rejects.toMatchObject({
      code: 'timeout',
      status: 0,
      retryable: true,
    });
    expect(bff.calls[0]?.init?.signal?.aborted).toBe(true);
  });

  it('lets one call set its own timeout', async () => {
    const bff = gatedFetch();
    const api = createApiClient({ fetch: bff.fetch, timeoutMs: 60_000 });
    await expect(api.call('widgetConfig', { ...configCall, timeoutMs: 10 })).rejects.toMatchObject({
      code: 'timeout',
    });
  });

  it("aborts when the caller's signal fires, without sharing that call", async () => {
    const bff = gatedFetch();
    const api = createApiClient({ fetch: bff.fetch });
    const controller = new AbortController();
    const own = api.call('widgetConfig', { ...configCall, signal: controller.signal });
    void api.call('widgetConfig', configCall);
    await requestsSent();
    expect(bff.calls).toHaveLength(2);
    controller.abort();
    await expect(own).rejects.toMatchObject({ code: 'aborted' });
  });
});

describe('keepalive', () => {
  it('asks fetch to finish a keepalive call when the page is left, and only that call', async () => {
    const bff = gatedFetch();
    const api = createApiClient({ fetch: bff.fetch });
    void api.call('widgetConfig', { ...configCall, keepalive: true });
    void api.call('widgetConfig', { params: { configId: 'other' } });
    await requestsSent();
    expect(bff.calls.map((call) => call.init?.keepalive)).toEqual([true, undefined]);
  });
});

describe('base URL', () => {
  it("defaults to the page's own origin", async () => {
    const bff = gatedFetch();
    void createApiClient({ fetch: bff.fetch }).call('widgetConfig', configCall);
    await requestsSent();
    expect(bff.calls[0]?.url).toBe('/api/widget-config/demo');
  });
});

describe('request timings', () => {
  it('reports method, URL, status and duration of each request', async () => {
    let time = 1_000;
    const timings: unknown[] = [];
    const bff = gatedFetch();
    const api = createApiClient({ fetch: bff.fetch, now: () => time, onResponse: (t) => timings.push(t) });
    const call = api.call('widgetConfig', configCall);
    await requestsSent();
    time += 3_500;
    bff.calls[0]?.release();
    await call;
    expect(timings).toEqual([
      { method: 'GET', url: '/api/widget-config/demo', status: 200, durationMs: 3_500 },
    ]);
  });

  it('reports a request without an answer with status 0', async () => {
    const timings: { status: number }[] = [];
    const api = createApiClient({
      fetch: () => Promise.reject(new TypeError('offline')),
      onResponse: (t) => timings.push(t),
    });
    await expect(api.call('widgetConfig', configCall)).rejects.toMatchObject({ code: 'network_error' });
    expect(timings.map((t) => t.status)).toEqual([0]);
  });
});
