import { openStore } from './openStore';
import { IN_MEMORY } from './pgliteClient';
import { STORE_OPEN_TIMEOUT_MS } from './testing/testStores';

describe('openStore', () => {
  it(
    'opens PGlite when no DATABASE_URL is given and logs the migrations it applied',
    async () => {
      const logged: { obj: object; msg?: string }[] = [];
      const logger = {
        info: (obj: object, msg?: string) => logged.push({ obj, msg }),
        warn: () => undefined,
      };
      const store = await openStore({ dataDir: IN_MEMORY, logger });
      try {
        expect(store.engine).toBe('pglite');
        expect(logged).toContainEqual({ obj: { migration: '001_idempotency' }, msg: 'migration applied' });
        expect(logged).toContainEqual({ obj: { engine: 'pglite' }, msg: 'store open' });
      } finally {
        await store.close();
      }
    },
    STORE_OPEN_TIMEOUT_MS,
  );

  it('refuses a schema name that could inject SQL', async () => {
    await expect(
      openStore({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/test', schema: 'x; DROP TABLE y' }),
    ).rejects.toThrow('invalid schema name');
  });

  it('rejects, without leaving connections open, when PostgreSQL cannot be reached', async () => {
    await expect(
      openStore({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none', schema: 'unreachable' }),
    ).rejects.toThrow();
  });
});
