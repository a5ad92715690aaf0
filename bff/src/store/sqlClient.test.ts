import type { Store } from './openStore';
import { STORE_OPEN_TIMEOUT_MS, testEngines } from './testing/testStores';

describe.each(testEngines())('SqlClient on $name', (engine) => {
  let store: Store;

  beforeAll(async () => {
    store = await engine.open();
    await store.sql.exec(`
      CREATE TABLE sql_client_probe (id int PRIMARY KEY, label text NOT NULL);
      CREATE TABLE sql_client_types (n bigint, d date, t timestamptz, j jsonb, x numeric)`);
  }, STORE_OPEN_TIMEOUT_MS);
  afterAll(() => engine.cleanup());

  it('reports the engine it runs on', () => {
    expect(store.engine).toBe(engine.name);
  });

  it('parses values the same way on both engines', async () => {
    const at = new Date('2026-07-01T10:15:30.123Z');
    await store.sql.query('INSERT INTO sql_client_types VALUES ($1, $2, $3, $4::jsonb, $5)', [
      '9007199254740993',
      '2026-07-01',
      at,
      JSON.stringify({ a: [1, 'x'], b: null }),
      '12.50',
    ]);
    const { rows } = await store.sql.query('SELECT n, d, t, j, x FROM sql_client_types');
    expect(rows).toStrictEqual([
      { n: '9007199254740993', d: '2026-07-01', t: at, j: { a: [1, 'x'], b: null }, x: '12.50' },
    ]);
    expect(rows[0]?.t).toBeInstanceOf(Date);
  });

  it('counts rows changed by a statement without RETURNING', async () => {
    await store.sql.query(`INSERT INTO sql_client_probe VALUES (1, 'a'), (2, 'b'), (3, 'c')`);
    const updated = await store.sql.query(`UPDATE sql_client_probe SET label = 'z' WHERE id >= 2`);
    expect(updated.rowCount).toBe(2);
    await store.sql.query('DELETE FROM sql_client_probe');
  });

  it('commits a transaction whose function resolves', async () => {
    const result = await store.sql.transaction(async (tx) => {
      await tx.query(`INSERT INTO sql_client_probe VALUES (10, 'kept')`);
      return 'done';
    });
    expect(result).toBe('done');
    const { rows } = await store.sql.query('SELECT label FROM sql_client_probe WHERE id = 10');
    expect(rows).toEqual([{ label: 'kept' }]);
  });

  it('rolls back a transaction whose function throws, and rethrows', async () => {
    await expect(
      store.sql.transaction(async (tx) => {
        await tx.query(`INSERT INTO sql_client_probe VALUES (11, 'lost')`);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const { rowCount } = await store.sql.query('SELECT 1 FROM sql_client_probe WHERE id = 11');
    expect(rowCount).toBe(0);
  });

  it('turns a nested transaction into a savepoint that rolls back alone', async () => {
    await store.sql.transaction(async (tx) => {
      await tx.query(`INSERT INTO sql_client_probe VALUES (20, 'outer')`);
      await expect(
        tx.transaction(async (inner) => {
          await inner.query(`INSERT INTO sql_client_probe VALUES (21, 'inner')`);
          throw new Error('inner fails');
        }),
      ).rejects.toThrow('inner fails');
    });
    const { rows } = await store.sql.query<{ id: number }>(
      'SELECT id FROM sql_client_probe WHERE id IN (20, 21) ORDER BY id',
    );
    expect(rows.map((r) => r.id)).toEqual([20]);
  });

  it('refuses to close the store from inside a transaction', async () => {
    await expect(store.sql.transaction((tx) => tx.close())).rejects.toThrow('close the store');
  });
});
