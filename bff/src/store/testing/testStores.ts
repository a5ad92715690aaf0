import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openStore, type OpenStoreOptions, type Store } from '../openStore';
import { IN_MEMORY } from '../pgliteClient';

/** One engine a test suite can run against. */
export interface TestEngine {
  name: 'pglite' | 'postgres';
  /** Opens a migrated store; on PostgreSQL every store of this engine shares one schema. */
  open(options?: Pick<OpenStoreOptions, 'maxConnections'>): Promise<Store>;
  /** Closes every store it opened and drops what the run created. */
  cleanup(): Promise<void>;
}

function pgliteEngine(): TestEngine {
  const opened: Store[] = [];
  return {
    name: 'pglite',
    async open() {
      const store = await openStore({ dataDir: IN_MEMORY });
      opened.push(store);
      return store;
    },
    async cleanup() {
      await Promise.all(opened.splice(0).map((s) => s.close()));
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

/**
 * The engines to test on: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set. Use with
 * `describe.each(testEngines())` and call `cleanup()` in afterAll.
 */
export function testEngines(env: NodeJS.ProcessEnv = process.env): TestEngine[] {
  const databaseUrl = env.TEST_DATABASE_URL;
  return databaseUrl ? [pgliteEngine(), postgresEngine(databaseUrl)] : [pgliteEngine()];
}
