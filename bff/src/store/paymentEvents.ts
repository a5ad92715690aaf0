import type { SqlClient } from './sqlClient';

/** One recorded status change. */
export interface PaymentEvent {
  id: string;
  paymentId: string;
  providerEventId: string | null;
  source: string;
  fromStatus: string;
  toStatus: string;
  details: unknown;
  createdAt: Date;
}

export interface PaymentEventsRepository {
  /**
   * Records an event; with a provider event id already seen it records nothing and answers false,
   * which is how a repeated delivery is recognised.
   */
  recordEvent(
    event: Omit<PaymentEvent, 'id' | 'createdAt'> & { provider: string },
    now: Date,
  ): Promise<boolean>;
  /** A payment's events, oldest first. */
  listEvents(paymentId: string): Promise<PaymentEvent[]>;
}

interface EventRow {
  id: string;
  payment_id: string;
  provider_event_id: string | null;
  source: string;
  from_status: string;
  to_status: string;
  details: unknown;
  created_at: Date;
}

/** payment_events access over any SqlClient (a transaction client joins its transaction). */
export function createPaymentEventsRepository(sql: SqlClient): PaymentEventsRepository {
  return {
    async recordEvent(event, now) {
      const { rowCount } = await sql.query(
        `INSERT INTO payment_events (payment_id, provider, provider_event_id, source, from_status, to_status,
           details, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8)
         ON CONFLICT (provider, provider_event_id) WHERE provider_event_id IS NOT NULL DO NOTHING`,
        [
          event.paymentId,
          event.provider,
          event.providerEventId,
          event.source,
          event.fromStatus,
          event.toStatus,
          JSON.stringify(event.details ?? {}),
          now.toISOString(),
        ],
      );
      return rowCount === 1;
    },

    async listEvents(paymentId) {
      const { rows } = await sql.query<EventRow>(
        `SELECT id, payment_id, provider_event_id, source, from_status, to_status, details, created_at
         FROM payment_events WHERE payment_id = $1 ORDER BY id`,
        [paymentId],
      );
      return rows.map((row) => ({
        id: String(row.id),
        paymentId: String(row.payment_id),
        providerEventId: row.provider_event_id,
        source: row.source,
        fromStatus: row.from_status,
        toStatus: row.to_status,
        details: row.details,
        createdAt: new Date(row.created_at.getTime()),
      }));
    },
  };
}
