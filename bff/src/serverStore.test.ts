import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger } from './logging/createLogger';
import { createMetrics } from './metrics/metrics';
import { startServer } from './server';
import { testEnv } from './testing/testDeps';

describe('startServer with openStore', () => {
  it('opens and migrates PGlite under DATA_DIR, reports it in readiness and closes it on shutdown', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bff-store-'));
    try {
      const running = await startServer({
        env: testEnv({ DATA_DIR: dataDir }),
        deps: {
          logger: createLogger('silent'),
          metrics: createMetrics({ defaults: false }),
          credentialSource: {},
        },
        openStore: true,
      });
      expect(running.deps.store?.engine).toBe('pglite');
      const { rows } = await running.deps.store!.sql.query<{ n: string }>(
        'SELECT count(*)::text AS n FROM reservations',
      );
      expect(rows).toEqual([{ n: '0' }]);
      const health = await fetch(`${running.url}/healthz`);
      expect(await health.json()).toEqual({ status: 'ok', checks: { store: 'ok' } });
      await running.close();
      await expect(running.deps.store!.sql.query('SELECT 1')).rejects.toThrow();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
