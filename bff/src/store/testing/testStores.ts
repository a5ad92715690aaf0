import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openStore, type OpenStoreOptions, type Store } from '../openStore';
import { IN_MEMORY } from '../pgliteClient';

/** One engine a test suite can run against. */
export interface TestEngine {
  name: 'pglite' | 'postgres';
  /**
   * Opens a migrated store. Stores of one engine share a database, as BFF instances do: on PostgreSQL
   * one schema (each store has its own pool), on PGlite one in-memory database.
   */
  open(options?: Pick<OpenStoreOptions, 'maxConnections'>): Promise<Store>;
  /** Closes every store it opened and drops what the run created. */
  cleanup(): Promise<void>;
}

/** Starting PGlite costs seconds of WASM start-up and initdb: open it lazily, once, and hand out views. */
function pgliteEngine(): TestEngine {
  let shared: Promise<Store> | undefined;
  return {
    name: 'pglite',
    async open() {
      shared ??= openStore({ dataDir: IN_MEMORY });
      const store = await shared;
      return { ...store, close: () => Promise.resolve() };
    },
    async cleanup() {
      const store = shared;
      shared = undefined;
      if (store) await (await store).close();
    },
  };
}

/** A schema unique to this run, so parallel runs against one database never see each other's rows. */
function postgresEngine(databaseUrl: string): TestEngine {
  const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const opened: Store[] = [];
  return {
    name: 'postgres',
    async open(options) {
      const store = await openStore({ databaseUrl, schema, ...options });
      opened.push(store);
      return store;
    },
    async cleanup() {
      await Promise.all(opened.splice(0).map((s) => s.close()));
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      } finally {
        await client.end();
      }
    },
  };
}

/** For `beforeAll(..., STORE_OPEN_TIMEOUT_MS)`: PGlite's first start takes seconds on a busy machine. */
export const STORE_OPEN_TIMEOUT_MS = 60_000;

/**
 * The engines to test on: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set. Use with
 * `describe.each(testEngines())` and call `cleanup()` in afterAll.
 */
export function testEngines(env: NodeJS.ProcessEnv = process.env): TestEngine[] {
  const databaseUrl = env.TEST_DATABASE_URL;
  return databaseUrl ? [pgliteEngine(), postgresEngine(databaseUrl)] : [pgliteEngine()];
}
