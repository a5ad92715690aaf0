import { createMetrics } from './metrics/metrics';
import { startServer } from './server';
import { testEnv } from './testing/testDeps';
import { createLogger } from './logging/createLogger';

const quiet = () => ({
  logger: createLogger('silent'),
  metrics: createMetrics({ defaults: false }),
  credentialSource: {},
});

describe('startServer', () => {
  it('listens on the given port and answers over HTTP', async () => {
    const running = await startServer({ env: testEnv(), deps: quiet() });
    try {
      expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const res = await fetch(`${running.url}/healthz`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok', checks: {} });
    } finally {
      await running.close();
    }
  });

  it('finishes an in-flight request, refuses new connections, then closes the deps', async () => {
    const events: string[] = [];
    let release: () => void = () => undefined;
    const slowCheck = () =>
      new Promise<void>((resolve) => {
        events.push('request started');
        release = resolve;
      });
    const running = await startServer({
      env: testEnv(),
      deps: {
        ...quiet(),
        healthChecks: { slow: slowCheck },
        closers: [() => Promise.resolve(void events.push('deps closed'))],
      },
    });
    const inFlight = fetch(`${running.url}/healthz`).then((res) => {
      events.push(`answered ${res.status}`);
    });
    while (!events.includes('request started')) await new Promise((resolve) => setTimeout(resolve, 5));
    const closed = running.close().then(() => events.push('server closed'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await expect(fetch(`${running.url}/healthz`)).rejects.toThrow();
    release();
    await Promise.all([inFlight, closed]);
    expect(events).toEqual(['request started', 'answered 200', 'deps closed', 'server closed']);
  });

  it('cuts requests that outlive the grace period', async () => {
    let unstick: () => void = () => undefined;
    const running = await startServer({
      env: testEnv(),
      shutdownGraceMs: 50,
      deps: {
        ...quiet(),
        healthChecks: { stuck: () => new Promise<void>((resolve) => (unstick = resolve)) },
      },
    });
    const stuck = fetch(`${running.url}/healthz`).then(
      (res) => res.status,
      () => 'cut',
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    await running.close();
    expect(await stuck).toBe('cut');
    unstick();
  });
});
