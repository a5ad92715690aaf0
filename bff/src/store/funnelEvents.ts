import { REFUSAL_REASONS, stageOfEvent } from '@booking/shared-contracts';
import { rollUp, type RolledSession, type Rollup, type RollupEvent } from './funnelRollup';
import type { SqlClient } from './sqlClient';

/** One funnel event as the insights keep it: no contact data. */
export interface FunnelEventRecord {
  /** The event id of its sheet row: the same event stored twice is one row. */
  eventId: string;
  configId: string;
  sessionId: string;
  event: string;
  step: number | null;
  activityId: string | null;
  rateId: string | null;
  participants: number | null;
  amountMinor: number | null;
  currency: string | null;
  language: string | null;
  hostingMode: string | null;
  partnerOrigin: string | null;
  deviceClass: string | null;
  paymentMethod: string | null;
  failureReason: string | null;
  reportedBy: 'visitor' | 'server';
  occurredAt: Date;
}

export interface FunnelEventsRepository {
  /**
   * Stores the event (in the caller's transaction, the one that queues the sheet row); an event id stored
   * already changes nothing (`created` false), so a retried row never counts twice.
   */
  record(event: FunnelEventRecord): Promise<{ created: boolean }>;
  /**
   * Rolls up to `limit` events not yet counted into their sessions and the daily counters, oldest first, in
   * one transaction; one roller at a time (others wait for it). Answers how many it rolled.
   */
  rollUpPending(limit?: number): Promise<number>;
  /** Deletes events and sessions last seen before `before`; answers how many events went. */
  purgeBefore(before: Date): Promise<number>;
  /** Counts one provider fault in its hour. */
  countProviderFault(provider: string, at: Date): Promise<void>;
}

/** The session row as the roll-up reads it. */
interface SessionRow {
  day: string;
  stage: number;
  product: string | null;
  partner_origin: string | null;
  hosting_mode: string | null;
  language: string | null;
  payment_method: string | null;
  device_class: string | null;
  bookings: number;
  revenue_minor: string;
  currency: string | null;
}

const rolledOf = (row: SessionRow): RolledSession => ({
  stage: row.stage,
  keys: {
    product: row.product,
    partnerOrigin: row.partner_origin,
    hostingMode: row.hosting_mode,
    language: row.language,
    paymentMethod: row.payment_method,
    deviceClass: row.device_class,
  },
  bookings: row.bookings,
  revenueMinor: Number(row.revenue_minor),
  currency: row.currency,
});

const rollupEventOf = (e: FunnelEventRecord): RollupEvent => ({
  stage: stageOfEvent(e.event),
  keys: {
    product: e.activityId,
    partnerOrigin: e.partnerOrigin,
    hostingMode: e.hostingMode,
    language: e.language,
    paymentMethod: e.paymentMethod,
    deviceClass: e.deviceClass,
  },
  ...(e.event === 'PAYMENT_SUCCESS'
    ? { outcome: { kind: 'paid' as const, amountMinor: e.amountMinor ?? 0, currency: e.currency } }
    : e.event === 'PAYMENT_FAIL'
      ? {
          outcome: {
            kind: 'failed' as const,
            refused: (REFUSAL_REASONS as readonly string[]).includes(e.failureReason ?? ''),
          },
        }
      : {}),
});

async function insertEvent(sql: SqlClient, e: FunnelEventRecord): Promise<boolean> {
  const inserted = await sql.query<{ id: string }>(
    `INSERT INTO funnel_events (event_id, config_id, session_id, event, step, activity_id, rate_id,
       participants, amount_minor, currency, language, hosting_mode, partner_origin, device_class,
       payment_method, failure_reason, reported_by, occurred_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
     ON CONFLICT (event_id) DO NOTHING
     RETURNING id`,
    [
      e.eventId,
      e.configId,
      e.sessionId,
      e.event,
      e.step,
      e.activityId,
      e.rateId,
      e.participants,
      e.amountMinor,
      e.currency,
      e.language,
      e.hostingMode,
      e.partnerOrigin,
      e.deviceClass,
      e.paymentMethod,
      e.failureReason,
      e.reportedBy,
      e.occurredAt.toISOString(),
    ],
  );
  return inserted.rows.length > 0;
}

/** The session locked for this transaction, and whether this event made it. */
async function lockSession(
  sql: SqlClient,
  e: FunnelEventRecord,
): Promise<{ row: SessionRow; created: boolean }> {
  const created = await sql.query(
    `INSERT INTO funnel_sessions (session_id, config_id, day, last_at, stage) VALUES ($1, $2, $3, $4, 0)
     ON CONFLICT (session_id) DO NOTHING RETURNING session_id`,
    [e.sessionId, e.configId, e.occurredAt.toISOString().slice(0, 10), e.occurredAt.toISOString()],
  );
  const { rows } = await sql.query<SessionRow>(
    `SELECT day, stage, product, partner_origin, hosting_mode, language, payment_method, device_class,
       bookings, revenue_minor, currency
     FROM funnel_sessions WHERE session_id = $1 FOR UPDATE`,
    [e.sessionId],
  );
  const [row] = rows;
  if (!row) throw new Error(`funnel session ${e.sessionId} vanished`);
  return { row, created: created.rows.length > 0 };
}

async function writeRollup(sql: SqlClient, e: FunnelEventRecord, day: string, rollup: Rollup): Promise<void> {
  const { session, counters, revenue } = rollup;
  await sql.query(
    `UPDATE funnel_sessions SET stage = $2, product = $3, partner_origin = $4, hosting_mode = $5,
       language = $6, payment_method = $7, device_class = $8, bookings = $9, revenue_minor = $10,
       currency = $11, last_at = GREATEST(last_at, $12)
     WHERE session_id = $1`,
    [
      e.sessionId,
      session.stage,
      session.keys.product,
      session.keys.partnerOrigin,
      session.keys.hostingMode,
      session.keys.language,
      session.keys.paymentMethod,
      session.keys.deviceClass,
      session.bookings,
      session.revenueMinor,
      session.currency,
      e.occurredAt.toISOString(),
    ],
  );
  if (counters.length > 0) {
    await sql.query(
      `INSERT INTO funnel_daily AS f (config_id, day, dimension, key, sessions, reached_contact, reached_payment,
         paid, attempts, failures, refusals)
       SELECT $1, $2::date, d.dimension, d.key, d.sessions, d."reachedContact", d."reachedPayment", d.paid,
         d.attempts, d.failures, d.refusals
       FROM jsonb_to_recordset($3::jsonb) AS d(dimension text, key text, sessions int, "reachedContact" int,
         "reachedPayment" int, paid int, attempts int, failures int, refusals int)
       ON CONFLICT (config_id, day, dimension, key) DO UPDATE SET
         sessions = f.sessions + EXCLUDED.sessions,
         reached_contact = f.reached_contact + EXCLUDED.reached_contact,
         reached_payment = f.reached_payment + EXCLUDED.reached_payment,
         paid = f.paid + EXCLUDED.paid,
         attempts = f.attempts + EXCLUDED.attempts,
         failures = f.failures + EXCLUDED.failures,
         refusals = f.refusals + EXCLUDED.refusals`,
      [e.configId, day, JSON.stringify(counters)],
    );
  }
  if (revenue.length > 0) {
    await sql.query(
      `INSERT INTO funnel_daily_revenue AS f (config_id, day, dimension, key, currency, bookings, amount_minor)
       SELECT $1, $2::date, d.dimension, d.key, d.currency, d.bookings, d."amountMinor"
       FROM jsonb_to_recordset($3::jsonb) AS d(dimension text, key text, currency text, bookings int,
         "amountMinor" bigint)
       ON CONFLICT (config_id, day, dimension, key, currency) DO UPDATE SET
         bookings = f.bookings + EXCLUDED.bookings,
         amount_minor = f.amount_minor + EXCLUDED.amount_minor`,
      [e.configId, day, JSON.stringify(revenue)],
    );
  }
}

/** Events one roll-up pass takes at most. */
const ROLLUP_BATCH = 2_000;

const EVENT_COLUMNS = `id, event_id, config_id, session_id, event, step, activity_id, rate_id, participants,
  amount_minor, currency, language, hosting_mode, partner_origin, device_class, payment_method, failure_reason,
  reported_by, occurred_at`;

interface EventRow {
  id: string;
  event_id: string;
  config_id: string;
  session_id: string;
  event: string;
  step: number | null;
  activity_id: string | null;
  rate_id: string | null;
  participants: number | null;
  amount_minor: string | null;
  currency: string | null;
  language: string | null;
  hosting_mode: string | null;
  partner_origin: string | null;
  device_class: string | null;
  payment_method: string | null;
  failure_reason: string | null;
  reported_by: 'visitor' | 'server';
  occurred_at: Date;
}

const eventOf = (r: EventRow): FunnelEventRecord => ({
  eventId: r.event_id,
  configId: r.config_id,
  sessionId: r.session_id,
  event: r.event,
  step: r.step,
  activityId: r.activity_id,
  rateId: r.rate_id,
  participants: r.participants,
  amountMinor: r.amount_minor === null ? null : Number(r.amount_minor),
  currency: r.currency,
  language: r.language,
  hostingMode: r.hosting_mode,
  partnerOrigin: r.partner_origin,
  deviceClass: r.device_class,
  paymentMethod: r.payment_method,
  failureReason: r.failure_reason,
  reportedBy: r.reported_by,
  occurredAt: new Date(r.occurred_at.getTime()),
});

/** Funnel event access over any SqlClient. */
export function createFunnelEventsRepository(sql: SqlClient): FunnelEventsRepository {
  return {
    record: async (e) => ({ created: await insertEvent(sql, e) }),

    rollUpPending: (limit = ROLLUP_BATCH) =>
      sql.transaction(async (tx) => {
        await tx.query('SELECT id FROM funnel_rollup_lock WHERE id = 1 FOR UPDATE');
        const { rows } = await tx.query<EventRow>(
          `SELECT ${EVENT_COLUMNS} FROM funnel_events WHERE NOT rolled ORDER BY id LIMIT $1`,
          [limit],
        );
        for (const row of rows) {
          const e = eventOf(row);
          const { row: session, created } = await lockSession(tx, e);
          await writeRollup(tx, e, session.day, rollUp(created ? null : rolledOf(session), rollupEventOf(e)));
        }
        if (rows.length > 0)
          await tx.query('UPDATE funnel_events SET rolled = true WHERE id = ANY($1::bigint[])', [
            rows.map((r) => r.id),
          ]);
        return rows.length;
      }),

    async purgeBefore(before) {
      const at = before.toISOString();
      const { rows } = await sql.query<{ n: string }>(
        `WITH gone AS (DELETE FROM funnel_events WHERE occurred_at < $1 RETURNING 1)
         SELECT count(*)::text AS n FROM gone`,
        [at],
      );
      await sql.query('DELETE FROM funnel_sessions WHERE last_at < $1', [at]);
      await sql.query('DELETE FROM funnel_daily WHERE day < $1::date', [at.slice(0, 10)]);
      await sql.query('DELETE FROM funnel_daily_revenue WHERE day < $1::date', [at.slice(0, 10)]);
      await sql.query('DELETE FROM provider_faults WHERE hour < $1', [at]);
      return Number(rows[0]?.n ?? 0);
    },

    async countProviderFault(provider, at) {
      await sql.query(
        `INSERT INTO provider_faults (provider, hour, faults) VALUES ($1, date_trunc('hour', $2::timestamptz AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', 1)
         ON CONFLICT (provider, hour) DO UPDATE SET faults = provider_faults.faults + 1`,
        [provider, at.toISOString()],
      );
    },
  };
}
