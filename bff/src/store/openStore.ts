import pg from 'pg';
import { runMigrations } from './migrate';
import { openPglite } from './pgliteClient';
import { postgresSqlClient } from './postgresClient';
import { storeRepositories, type StoreRepositories } from './repositories';
import type { SqlClient, StoreEngine, StoreLogger } from './sqlClient';
import { pgTypeOverrides } from './typeParsers';

/** Where PGlite keeps its files (relative to the working directory) when neither DATABASE_URL nor a data folder is given. */
export const DEFAULT_PGLITE_DIR = './.data/pglite';

export interface OpenStoreOptions {
  /** PostgreSQL connection string; when set the store uses PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  /** PGlite data folder (created if missing), or `IN_MEMORY`. Ignored with `databaseUrl`. */
  dataDir?: string;
  /** PostgreSQL schema to use (created if missing), e.g. one per test run. Default: the server's search_path. */
  schema?: string;
  /** PostgreSQL pool size. */
  maxConnections?: number;
  logger?: StoreLogger;
}

/**
 * An open, migrated database with its repositories (reservations, payments, outbox, idempotency…): the
 * one object services and jobs read and write through. `sql` stays for health probes and transactions.
 */
export interface Store extends StoreRepositories {
  sql: SqlClient;
  engine: StoreEngine;
  close(): Promise<void>;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

async function openPostgres(options: OpenStoreOptions & { databaseUrl: string }): Promise<SqlClient> {
  const { schema } = options;
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
    throw new Error(`invalid schema name "${schema}": lower-case letters, digits and _ only`);
  }
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.maxConnections ?? 10,
    types: pgTypeOverrides,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle pooled connection that drops emits 'error'; unhandled, it would end the process.
  pool.on('error', (error) => options.logger?.warn({ err: error }, 'idle PostgreSQL connection failed'));
  const sql = postgresSqlClient(pool);
  if (schema) {
    try {
      await sql.transaction(async (tx) => {
        // Concurrent CREATE SCHEMA IF NOT EXISTS can still collide on the catalog's unique index.
        await tx.query(`SELECT pg_advisory_xact_lock(hashtext('booking-schema:' || $1))`, [schema]);
        await tx.exec(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
      });
    } catch (error) {
      await pool.end();
      throw error;
    }
  }
  return sql;
}

/**
 * Opens the store: PostgreSQL when `databaseUrl` is given, otherwise PGlite in `dataDir`
 * (default `DEFAULT_PGLITE_DIR`); then applies pending migrations.
 */
export async function openStore(options: OpenStoreOptions = {}): Promise<Store> {
  const { databaseUrl } = options;
  const engine: StoreEngine = databaseUrl ? 'postgres' : 'pglite';
  const sql = databaseUrl
    ? await openPostgres({ ...options, databaseUrl })
    : await openPglite(options.dataDir ?? DEFAULT_PGLITE_DIR);
  try {
    await runMigrations(sql, { logger: options.logger });
  } catch (error) {
    await sql.close();
    throw error;
  }
  options.logger?.info({ engine }, 'store open');
  return {
    sql,
    engine,
    ...storeRepositories(sql),
    close: () => sql.close(),
  };
}
