import type { Pool, PoolClient } from 'pg';
import { type QueryResult, type SqlClient, withSavepoint } from './sqlClient';

type Queryable = Pick<Pool | PoolClient, 'query'>;

async function runQuery<T extends object>(
  runner: Queryable,
  text: string,
  params: readonly unknown[] | undefined,
): Promise<QueryResult<T>> {
  const result = await runner.query<T>(text, params ? [...params] : undefined);
  return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length };
}

function transactionClient(connection: PoolClient): SqlClient {
  const client: SqlClient = {
    query: (text, params) => runQuery(connection, text, params),
    exec: async (script) => {
      await connection.query(script);
    },
    transaction: (fn) => withSavepoint(client, fn),
    close: () => Promise.reject(new Error('close the store, not a transaction')),
  };
  return client;
}

/** Wraps a pg pool as a SqlClient; a transaction holds one pooled connection until it ends. */
export function postgresSqlClient(pool: Pool): SqlClient {
  return {
    query: (text, params) => runQuery(pool, text, params),
    exec: async (script) => {
      await pool.query(script);
    },
    transaction: async (fn) => {
      const connection = await pool.connect();
      try {
        await connection.query('BEGIN');
        const result = await fn(transactionClient(connection));
        await connection.query('COMMIT');
        connection.release();
        return result;
      } catch (error) {
        try {
          await connection.query('ROLLBACK');
          connection.release();
        } catch (rollbackError) {
          // A connection that cannot roll back is broken: destroy it instead of returning it to the pool.
          connection.release(rollbackError instanceof Error ? rollbackError : true);
        }
        throw error;
      }
    },
    close: () => pool.end(),
  };
}
