/** The rows of one statement, in the engine-neutral shape both engines return. */
export interface QueryResult<T> {
  rows: T[];
  /** Rows returned, or rows changed by INSERT/UPDATE/DELETE without RETURNING. */
  rowCount: number;
}

/**
 * The only way services and repositories talk to the database, whichever engine runs underneath
 * (embedded PGlite or PostgreSQL). Values come back as: timestamptz → Date, json/jsonb → parsed,
 * int8/numeric → string (exact), date → 'YYYY-MM-DD'. Pass JSON parameters as strings with a
 * `::jsonb` cast, so both engines serialise them the same way.
 */
export interface SqlClient {
  query<T extends object = Record<string, unknown>>(
    text: string,
    params?: readonly unknown[],
  ): Promise<QueryResult<T>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>;
  /**
   * Runs `fn` in a transaction: committed when it resolves, rolled back when it throws.
   * Inside, use only `tx` – on the embedded engine the outer client waits for the transaction
   * to end, so using it there would never finish. Nested calls become savepoints.
   */
  transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The two engines a store can run on. */
export type StoreEngine = 'pglite' | 'postgres';

/** Minimal structured logger; a pino logger fits. */
export interface StoreLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

let savepointCounter = 0;

/** Runs `fn` inside a savepoint of an open transaction; shared by both engines for nested transactions. */
export async function withSavepoint<T>(tx: SqlClient, fn: (tx: SqlClient) => Promise<T>): Promise<T> {
  savepointCounter += 1;
  const name = `sp_${savepointCounter}`;
  await tx.exec(`SAVEPOINT ${name}`);
  try {
    const result = await fn(tx);
    await tx.exec(`RELEASE SAVEPOINT ${name}`);
    return result;
  } catch (error) {
    await tx.exec(`ROLLBACK TO SAVEPOINT ${name}`);
    throw error;
  }
}
