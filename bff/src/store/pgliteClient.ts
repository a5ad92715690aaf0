import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { loadPglite } from './loadPglite';
import { type QueryResult, type SqlClient, withSavepoint } from './sqlClient';
import { typeParsers } from './typeParsers';

/** The PGlite data-folder value that keeps the database in memory (tests, throwaway runs). */
export const IN_MEMORY = 'memory://';

type Runner = Pick<PGlite | Transaction, 'query' | 'exec'>;

/**
 * PGlite lives in the host realm (see loadPglite): Dates we pass are not `instanceof Date` there,
 * so they travel as ISO text, and rows are copied into plain objects of our realm so that
 * callers' equality checks and `instanceof` behave as for the pg engine.
 */
function toHostParam(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

async function runQuery<T extends object>(
  runner: Runner,
  text: string,
  params: readonly unknown[] | undefined,
): Promise<QueryResult<T>> {
  const result = await runner.query<T>(text, params?.map(toHostParam), { parsers: typeParsers });
  const rows = result.rows.map((row) => ({ ...row }));
  return { rows, rowCount: rows.length > 0 ? rows.length : (result.affectedRows ?? 0) };
}

function transactionClient(tx: Transaction): SqlClient {
  const client: SqlClient = {
    query: (text, params) => runQuery(tx, text, params),
    exec: async (script) => {
      await tx.exec(script);
    },
    transaction: (fn) => withSavepoint(client, fn),
    close: () => Promise.reject(new Error('close the store, not a transaction')),
  };
  return client;
}

/** Wraps an open PGlite database as a SqlClient. */
export function pgliteSqlClient(db: PGlite): SqlClient {
  return {
    query: (text, params) => runQuery(db, text, params),
    exec: async (script) => {
      await db.exec(script);
    },
    transaction: (fn) => db.transaction((tx) => fn(transactionClient(tx))),
    close: () => db.close(),
  };
}

/** Opens (creating if missing) a PGlite database in `dataDir`, or in memory for `IN_MEMORY`. */
export async function openPglite(dataDir: string): Promise<SqlClient> {
  const folder = dataDir === IN_MEMORY ? undefined : resolve(dataDir);
  if (folder) await mkdir(folder, { recursive: true });
  const { PGlite } = loadPglite();
  const db = await PGlite.create(folder, { parsers: typeParsers });
  return pgliteSqlClient(db);
}
