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
  /** Idempotency key of the message's effect (sheet rows); null for messages without one. */
  eventId: string | null;
}

/** Messages per status, for the support API's backlog view. */
export interface OutboxCounts {
  topic: string;
  status: OutboxStatus;
  count: number;
  oldestDueAt: Date | null;
}

export interface OutboxRepository {
  /**
   * Adds a message; build the repository over a transaction client to commit it with the state change.
   * With an `eventId` already queued nothing is added and the existing message is answered (`created` false).
   */
  enqueue(message: { topic: string; payload: unknown; eventId?: string }, now: Date): Promise<OutboxMessage>;
  enqueueOnce(
    message: { topic: string; payload: unknown; eventId: string },
    now: Date,
  ): Promise<{ message: OutboxMessage; created: boolean }>;
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
  /** Marks several delivered messages at once (a batch appended in one call). */
  markSentMany(ids: readonly string[]): Promise<void>;
  /** `markFailed` for several messages that failed together. */
  markFailedMany(ids: readonly string[], failure: { error: string; retryAt: Date | null }): Promise<void>;
  /**
   * Puts claimed messages back until `retryAt` without counting the claim as an attempt: their destination
   * is not configured, so nothing was tried.
   */
  defer(ids: readonly string[], failure: { error: string; retryAt: Date }): Promise<void>;
  /** One message by id. */
  get(id: string): Promise<OutboxMessage | undefined>;
  /** A dead message back to pending, due now, with its attempts reset; false when it is not dead. */
  retryDead(id: string, now: Date): Promise<boolean>;
  /** Messages per topic and status. */
  counts(): Promise<OutboxCounts[]>;
  /** Messages of any topic in a status, newest first. */
  listByStatus(status: OutboxStatus, options?: { limit?: number; topic?: string }): Promise<OutboxMessage[]>;
  /** Messages whose payload names this session id (funnel rows of a widget session), oldest first. */
  listBySession(sessionId: string): Promise<OutboxMessage[]>;
  /** Messages whose payload names this reservation code (confirmations and releases), oldest first. */
  listByReservation(configId: string, confirmationCode: string): Promise<OutboxMessage[]>;
  /** Whether a newsletter row with this e-mail (any status) is queued or sent for the config. */
  hasNewsletterEmail(configId: string, email: string): Promise<boolean>;
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
  event_id: string | null;
}

const COLUMNS = 'id, topic, payload, status, attempts, next_attempt_at, last_error, created_at, event_id';

const toMessage = (row: OutboxRow): OutboxMessage => ({
  id: row.id,
  topic: row.topic,
  payload: row.payload,
  status: row.status,
  attempts: row.attempts,
  nextAttemptAt: new Date(row.next_attempt_at.getTime()),
  lastError: row.last_error,
  createdAt: new Date(row.created_at.getTime()),
  eventId: row.event_id,
});

/** Outbox table access over any SqlClient. */
export function createOutboxRepository(sql: SqlClient): OutboxRepository {
  const enqueueOnce: OutboxRepository['enqueueOnce'] = async (message, now) => {
    const { rows } = await sql.query<OutboxRow>(
      `INSERT INTO outbox (topic, payload, next_attempt_at, created_at, event_id)
       VALUES ($1, $2::jsonb, $3, $3, $4)
       ON CONFLICT (event_id) WHERE event_id IS NOT NULL DO NOTHING
       RETURNING ${COLUMNS}`,
      [message.topic, JSON.stringify(message.payload), now.toISOString(), message.eventId],
    );
    const [row] = rows;
    if (row) return { message: toMessage(row), created: true };
    const existing = await sql.query<OutboxRow>(`SELECT ${COLUMNS} FROM outbox WHERE event_id = $1`, [
      message.eventId,
    ]);
    const [found] = existing.rows;
    if (!found) throw new Error('outbox event id conflict without a row');
    return { message: toMessage(found), created: false };
  };

  const list = async (where: string, params: readonly unknown[], order = 'id', limit = 1000) => {
    const { rows } = await sql.query<OutboxRow>(
      `SELECT ${COLUMNS} FROM outbox WHERE ${where} ORDER BY ${order} LIMIT ${String(limit)}`,
      params,
    );
    return rows.map(toMessage);
  };

  return {
    async enqueue(message, now) {
      if (message.eventId !== undefined) {
        return (await enqueueOnce({ ...message, eventId: message.eventId }, now)).message;
      }
      const { rows } = await sql.query<OutboxRow>(
        `INSERT INTO outbox (topic, payload, next_attempt_at, created_at) VALUES ($1, $2::jsonb, $3, $3)
         RETURNING ${COLUMNS}`,
        [message.topic, JSON.stringify(message.payload), now.toISOString()],
      );
      const [row] = rows;
      if (!row) throw new Error('outbox insert returned no row');
      return toMessage(row);
    },

    enqueueOnce,

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

    async markSentMany(ids) {
      if (ids.length === 0) return;
      await sql.query(`UPDATE outbox SET status = 'sent', last_error = NULL WHERE id = ANY($1::bigint[])`, [
        [...ids],
      ]);
    },

    async markFailedMany(ids, failure) {
      if (ids.length === 0) return;
      await sql.query(
        `UPDATE outbox SET last_error = $2,
           status = CASE WHEN $3::timestamptz IS NULL THEN 'dead' ELSE status END,
           next_attempt_at = COALESCE($3::timestamptz, next_attempt_at)
         WHERE id = ANY($1::bigint[])`,
        [[...ids], failure.error, failure.retryAt?.toISOString() ?? null],
      );
    },

    async defer(ids, failure) {
      if (ids.length === 0) return;
      await sql.query(
        `UPDATE outbox SET last_error = $2, next_attempt_at = $3, attempts = GREATEST(attempts - 1, 0)
         WHERE id = ANY($1::bigint[]) AND status = 'pending'`,
        [[...ids], failure.error, failure.retryAt.toISOString()],
      );
    },

    async get(id) {
      if (!/^\d{1,18}$/.test(id)) return undefined;
      return (await list('id = $1', [id]))[0];
    },

    async retryDead(id, now) {
      if (!/^\d{1,18}$/.test(id)) return false;
      const { rowCount } = await sql.query(
        `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = $2
         WHERE id = $1 AND status = 'dead'`,
        [id, now.toISOString()],
      );
      return rowCount > 0;
    },

    async counts() {
      const { rows } = await sql.query<{
        topic: string;
        status: OutboxStatus;
        count: string;
        oldest: Date | null;
      }>(
        `SELECT topic, status, count(*)::text AS count, min(next_attempt_at) AS oldest
         FROM outbox GROUP BY topic, status ORDER BY topic, status`,
      );
      return rows.map((row) => ({
        topic: row.topic,
        status: row.status,
        count: Number(row.count),
        oldestDueAt: row.status === 'pending' && row.oldest ? new Date(row.oldest.getTime()) : null,
      }));
    },

    listByStatus(status, options = {}) {
      return list(
        'status = $1 AND ($2::text IS NULL OR topic = $2)',
        [status, options.topic ?? null],
        'id DESC',
        Math.min(options.limit ?? 100, 1000),
      );
    },

    listBySession(sessionId) {
      return list(`payload ? 'sessionId' AND payload->>'sessionId' = $1`, [sessionId]);
    },

    listByReservation(configId, confirmationCode) {
      return list(`payload->>'configId' = $1 AND payload->>'reservationCode' = $2`, [
        configId,
        confirmationCode,
      ]);
    },

    async hasNewsletterEmail(configId, email) {
      const { rows } = await sql.query(
        `SELECT 1 FROM outbox WHERE topic = 'sheets.append' AND payload->>'sheet' = 'Newsletter'
           AND payload->>'configId' = $1 AND lower(payload->>'email') = $2 LIMIT 1`,
        [configId, email.trim().toLowerCase()],
      );
      return rows.length > 0;
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
