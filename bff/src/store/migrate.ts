import { type Migration, migrations as allMigrations } from './migrations';
import type { SqlClient, StoreLogger } from './sqlClient';

const CREATE_LEDGER = `
CREATE TABLE IF NOT EXISTS schema_migrations (
  id         text        PRIMARY KEY,
  applied_at timestamptz NOT NULL DEFAULT now()
)`;

/**
 * Serialises migrators of the same schema across processes: a transaction-scoped advisory lock is
 * released by COMMIT/ROLLBACK, so it cannot leak on a pooled connection. Keyed by schema so that
 * unrelated schemas (parallel test runs) do not wait for each other.
 */
async function lockMigrations(tx: SqlClient): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('booking-migrations:' || current_schema()))`);
  await tx.exec(CREATE_LEDGER);
}

async function appliedIds(sql: SqlClient): Promise<Set<string>> {
  return sql.transaction(async (tx) => {
    await lockMigrations(tx);
    const { rows } = await tx.query<{ id: string }>('SELECT id FROM schema_migrations');
    return new Set(rows.map((row) => row.id));
  });
}

/** Applies one migration unless another process did it while we waited for the lock. */
async function applyOne(sql: SqlClient, migration: Migration): Promise<boolean> {
  return sql.transaction(async (tx) => {
    await lockMigrations(tx);
    const done = await tx.query('SELECT 1 FROM schema_migrations WHERE id = $1', [migration.id]);
    if (done.rowCount > 0) return false;
    await tx.exec(migration.sql);
    await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
    return true;
  });
}

/**
 * Brings the schema up to date; safe when several processes start together. Returns the ids
 * this call applied.
 */
export async function runMigrations(
  sql: SqlClient,
  options: { migrations?: readonly Migration[]; logger?: StoreLogger } = {},
): Promise<string[]> {
  const migrations = options.migrations ?? allMigrations;
  const ids = migrations.map((m) => m.id);
  if (new Set(ids).size !== ids.length || ids.some((id, i) => i > 0 && id <= (ids[i - 1] ?? ''))) {
    throw new Error(`migrations must have unique, ascending ids: ${ids.join(', ')}`);
  }
  const applied = await appliedIds(sql);
  const done: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.id)) continue;
    if (await applyOne(sql, migration)) {
      done.push(migration.id);
      options.logger?.info({ migration: migration.id }, 'migration applied');
    }
  }
  return done;
}
