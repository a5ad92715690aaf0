import type { SqlClient } from './sqlClient';

/** One funnel event as the insights keep it: no contact data. */
export interface FunnelEventRecord {
  /** The event id of its sheet row: the same event stored twice is one row. */
  eventId: string;
  configId: string;
  sessionId: string;
  event: string;
  /** The furthest funnel stage the event shows (1 open … 4 paid), 0 for none. */
  stage: number;
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
   * Stores the event and rolls it into its session; an event id stored already changes nothing (`created`
   * false), so a retried row never counts twice. Call it in the transaction that queues the sheet row.
   */
  record(event: FunnelEventRecord): Promise<{ created: boolean }>;
  /** Deletes events and sessions last seen before `before`; answers how many events went. */
  purgeBefore(before: Date): Promise<number>;
  /** Counts one provider fault in its hour. */
  countProviderFault(provider: string, at: Date): Promise<void>;
}

const STAGE_PAID = 4;

/** Funnel event access over any SqlClient. */
export function createFunnelEventsRepository(sql: SqlClient): FunnelEventsRepository {
  return {
    async record(e) {
      const at = e.occurredAt.toISOString();
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
          at,
        ],
      );
      if (inserted.rows.length === 0) return { created: false };
      const paid = e.stage === STAGE_PAID;
      // A session's dimensions are those its first events told; a later event only fills what is missing.
      await sql.query(
        `INSERT INTO funnel_sessions AS s (session_id, config_id, started_at, last_at, stage, activity_id,
           language, hosting_mode, partner_origin, device_class, payment_method, bookings, revenue_minor, currency)
         VALUES ($1, $2, $3, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
         ON CONFLICT (session_id) DO UPDATE SET
           started_at = LEAST(s.started_at, EXCLUDED.started_at),
           last_at = GREATEST(s.last_at, EXCLUDED.last_at),
           stage = GREATEST(s.stage, EXCLUDED.stage),
           activity_id = COALESCE(s.activity_id, EXCLUDED.activity_id),
           language = COALESCE(s.language, EXCLUDED.language),
           hosting_mode = COALESCE(s.hosting_mode, EXCLUDED.hosting_mode),
           partner_origin = COALESCE(s.partner_origin, EXCLUDED.partner_origin),
           device_class = COALESCE(s.device_class, EXCLUDED.device_class),
           payment_method = CASE WHEN $11 > 0 THEN EXCLUDED.payment_method
                                 ELSE COALESCE(s.payment_method, EXCLUDED.payment_method) END,
           bookings = s.bookings + EXCLUDED.bookings,
           revenue_minor = s.revenue_minor + EXCLUDED.revenue_minor,
           currency = COALESCE(EXCLUDED.currency, s.currency)`,
        [
          e.sessionId,
          e.configId,
          at,
          e.stage,
          e.activityId,
          e.language,
          e.hostingMode,
          e.partnerOrigin,
          e.deviceClass,
          e.paymentMethod,
          paid ? 1 : 0,
          paid ? (e.amountMinor ?? 0) : 0,
          paid ? e.currency : null,
        ],
      );
      return { created: true };
    },

    async purgeBefore(before) {
      const at = before.toISOString();
      const { rows } = await sql.query<{ n: string }>(
        `WITH gone AS (DELETE FROM funnel_events WHERE occurred_at < $1 RETURNING 1)
         SELECT count(*)::text AS n FROM gone`,
        [at],
      );
      await sql.query('DELETE FROM funnel_sessions WHERE last_at < $1', [at]);
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
