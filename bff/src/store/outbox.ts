import type { SqlClient } from './sqlClient';

/** Delivery state of an outbox message. */
export type OutboxStatus = 'pending' | 'sent' | 'dead';

/** A message waiting for (or past) delivery by a worker. */
export interface OutboxMessage {
  /** int8 id as an exact decimal string. */
  id: string;
  topic: string;
  payload: unknown;
  status: OutboxStatus;
  /** Deliveries started, including the one in progress. */
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  createdAt: Date;
}

export interface OutboxRepository {
  /** Adds a message; build the repository over a transaction client to commit it with the state change. */
  enqueue(message: { topic: string; payload: unknown }, now: Date): Promise<OutboxMessage>;
  /**
   * Leases up to `limit` due pending messages to the caller: their next attempt moves to
   * `now + leaseMs`, so a worker that dies mid-delivery releases them when the lease runs out.
   * SKIP LOCKED keeps concurrent workers from ever claiming the same message.
   */
  claimDue(options: {
    now: Date;
    limit: number;
    leaseMs: number;
    topics?: readonly string[];
  }): Promise<OutboxMessage[]>;
  markSent(id: string): Promise<void>;
  /** Records a failed delivery; retries at `retryAt`, or gives up (status dead) when it is null. */
  markFailed(id: string, failure: { error: string; retryAt: Date | null }): Promise<void>;
  /** Messages of a topic, oldest first: the rows stay queryable when their destination is not configured. */
  listByTopic(topic: string, options?: { status?: OutboxStatus; limit?: number }): Promise<OutboxMessage[]>;
}

interface OutboxRow {
  id: string;
  topic: string;
  payload: unknown;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: Date;
  last_error: string | null;
  created_at: Date;
}

const COLUMNS = 'id, topic, payload, status, attempts, next_attempt_at, last_error, created_at';

const toMessage = (row: OutboxRow): OutboxMessage => ({
  id: row.id,
  topic: row.topic,
  payload: row.payload,
  status: row.status,
  attempts: row.attempts,
  nextAttemptAt: new Date(row.next_attempt_at.getTime()),
  lastError: row.last_error,
  createdAt: new Date(row.created_at.getTime()),
});

/** Outbox table access over any SqlClient. */
export function createOutboxRepository(sql: SqlClient): OutboxRepository {
  return {
    async enqueue(message, now) {
      const { rows } = await sql.query<OutboxRow>(
        `INSERT INTO outbox (topic, payload, next_attempt_at, created_at) VALUES ($1, $2::jsonb, $3, $3)
         RETURNING ${COLUMNS}`,
        [message.topic, JSON.stringify(message.payload), now.toISOString()],
      );
      const [row] = rows;
      if (!row) throw new Error('outbox insert returned no row');
      return toMessage(row);
    },

    async claimDue({ now, limit, leaseMs, topics }) {
      const { rows } = await sql.query<OutboxRow>(
        `UPDATE outbox SET attempts = attempts + 1, next_attempt_at = $2
         WHERE id IN (
           SELECT id FROM outbox
           WHERE status = 'pending' AND next_attempt_at <= $1 AND ($4::text[] IS NULL OR topic = ANY($4))
           ORDER BY next_attempt_at, id
           LIMIT $3
           FOR UPDATE SKIP LOCKED)
         RETURNING ${COLUMNS}`,
        [
          now.toISOString(),
          new Date(now.getTime() + leaseMs).toISOString(),
          limit,
          topics ? [...topics] : null,
        ],
      );
      // RETURNING has no order; oldest first is what a worker expects.
      return rows.map(toMessage).sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
    },

    async markSent(id) {
      await sql.query(`UPDATE outbox SET status = 'sent', last_error = NULL WHERE id = $1`, [id]);
    },

    async markFailed(id, failure) {
      await sql.query(
        `UPDATE outbox SET last_error = $2,
           status = CASE WHEN $3::timestamptz IS NULL THEN 'dead' ELSE status END,
           next_attempt_at = COALESCE($3::timestamptz, next_attempt_at)
         WHERE id = $1`,
        [id, failure.error, failure.retryAt?.toISOString() ?? null],
      );
    },

    async listByTopic(topic, options = {}) {
      const { rows } = await sql.query<OutboxRow>(
        `SELECT ${COLUMNS} FROM outbox WHERE topic = $1 AND ($2::text IS NULL OR status = $2)
         ORDER BY id LIMIT $3`,
        [topic, options.status ?? null, options.limit ?? 1000],
      );
      return rows.map(toMessage);
    },
  };
}
