import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runMigrations } from './migrate';
import { migrations } from './migrations';
import { openStore, type Store } from './openStore';
import { STORE_OPEN_TIMEOUT_MS, testEngines } from './testing/testStores';

describe.each(testEngines())('runMigrations on $name', (engine) => {
  let store: Store;
  beforeAll(async () => {
    store = await engine.open();
  }, STORE_OPEN_TIMEOUT_MS);
  afterAll(() => engine.cleanup());

  it('records every migration once in schema_migrations', async () => {
    const { rows } = await store.sql.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id');
    expect(rows.map((r) => r.id)).toEqual(migrations.map((m) => m.id));
    await expect(runMigrations(store.sql)).resolves.toEqual([]);
  });

  it(
    'migrates an empty database once when two instances start together',
    async () => {
      const fresh = testEngines().find((e) => e.name === engine.name);
      if (!fresh) throw new Error(`no fresh ${engine.name} engine`);
      try {
        const [a, b] = await Promise.all([fresh.open(), fresh.open()]);
        const { rows } = await a.sql.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id');
        expect(rows.map((r) => r.id)).toEqual(migrations.map((m) => m.id));
        await expect(b.sql.query('SELECT count(*)::int AS n FROM reservations')).resolves.toEqual({
          rows: [{ n: 0 }],
          rowCount: 1,
        });
      } finally {
        await fresh.cleanup();
      }
    },
    STORE_OPEN_TIMEOUT_MS,
  );

  it('creates the idempotency, reservations and outbox tables', async () => {
    const { rows } = await store.sql.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables
       WHERE table_schema = current_schema() AND table_name = ANY($1) ORDER BY table_name`,
      [['idempotency_records', 'outbox', 'reservations']],
    );
    expect(rows.map((r) => r.table_name)).toEqual(['idempotency_records', 'outbox', 'reservations']);
  });

  it('applies a new migration exactly once when several processes migrate together', async () => {
    const extra = [...migrations, { id: '900_probe', sql: 'CREATE TABLE migration_probe (id int)' }];
    const results = await Promise.all([
      runMigrations(store.sql, { migrations: extra }),
      runMigrations(store.sql, { migrations: extra }),
      runMigrations(store.sql, { migrations: extra }),
    ]);
    expect(results.flat()).toEqual(['900_probe']);
  });

  it('rolls back a failing migration and leaves it unrecorded', async () => {
    const broken = [
      ...migrations,
      {
        id: '950_broken',
        sql: 'CREATE TABLE broken_probe (id int); SELECT no_such_column FROM broken_probe',
      },
    ];
    await expect(runMigrations(store.sql, { migrations: broken })).rejects.toThrow();
    const ledger = await store.sql.query(`SELECT 1 FROM schema_migrations WHERE id = '950_broken'`);
    const table = await store.sql.query(`SELECT to_regclass('broken_probe') AS t`);
    expect(ledger.rowCount).toBe(0);
    expect(table.rows).toEqual([{ t: null }]);
  });

  it('refuses migrations listed out of order', async () => {
    const shuffled = [migrations[1], migrations[0]].filter((m) => m !== undefined);
    await expect(runMigrations(store.sql, { migrations: shuffled })).rejects.toThrow('ascending');
  });
});

describe('openStore on a PGlite data folder', () => {
  it(
    'creates the folder if missing and keeps data across reopening',
    async () => {
      const root = await mkdtemp(join(tmpdir(), 'bff-store-'));
      const dataDir = join(root, 'nested', 'pglite');
      try {
        const first = await openStore({ dataDir });
        expect(first.engine).toBe('pglite');
        await first.sql.query(`INSERT INTO outbox (topic, payload, next_attempt_at, created_at)
        VALUES ('probe', '{"n":1}', now(), now())`);
        await first.close();
        expect((await stat(dataDir)).isDirectory()).toBe(true);

        const reopened = await openStore({ dataDir });
        const { rows } = await reopened.sql.query('SELECT topic, payload, status, attempts FROM outbox');
        expect(rows).toEqual([{ topic: 'probe', payload: { n: 1 }, status: 'pending', attempts: 0 }]);
        await reopened.close();
      } finally {
        await rm(root, { recursive: true, force: true });
      }
    },
    2 * STORE_OPEN_TIMEOUT_MS,
  );
});
