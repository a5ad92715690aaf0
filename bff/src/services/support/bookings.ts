import type { DiagnosticsReport } from '@booking/shared-contracts';
import type { AppDeps } from '../../deps';
import { reservationNotFound } from '../../errors';
import type { HoldHistory, HoldScope, OutboxMessage } from '../../store';
import { requireStore } from '../configAccess';
import { SHEETS_TOPIC } from '../funnel/sheetRow';
import { isTopic } from '../outboxTopics';

type Deps = Pick<AppDeps, 'store'> & Partial<Pick<AppDeps, 'clock'>>;

/** One booking as support sees it. */
export interface BookingSummary {
  configId: string;
  confirmationCode: string;
  status: string;
  activityId: number;
  date: string;
  /** Major units of `currency`. */
  amount: number;
  currency: string;
  createdAt: string;
  email?: string;
  sessionId?: string;
  transactionIds: string[];
  /**
   * What became of the holds of whoever made this one: of its widget session and of its client (address,
   * IPv6 by /64), each live, released, expired or confirmed. Many released or expired holds are hoarding.
   */
  holderHolds?: { session?: HoldHistory; client?: HoldHistory };
}

/** One thing that happened to a booking. */
export interface TimelineEntry {
  at: string;
  kind:
    'reservation' | 'payment' | 'payment_status' | 'notification' | 'confirmation' | 'funnel' | 'diagnostics';
  title: string;
  /** Who says this happened: the system, or the visitor's browser (a funnel row it posted, unverified). */
  reportedBy: 'system' | 'visitor';
  details?: Record<string, unknown>;
}

interface ReservationRow {
  config_id: string;
  confirmation_code: string;
  status: string;
  activity_id: string;
  date: string;
  amount_minor: string;
  currency: string;
  created_at: Date;
  updated_at: Date;
  session_key: string | null;
  client_key: string | null;
}

interface PaymentRow {
  id: string;
  provider: string;
  method: string;
  status: string;
  amount_minor: string;
  currency: string;
  provider_transaction_id: string | null;
  provider_title: string | null;
  session_id: string | null;
  created_at: Date;
}

const RESERVATION_COLUMNS = `r.config_id, r.confirmation_code, r.status, r.activity_id, r.date, r.amount_minor,
  r.currency, r.created_at, r.updated_at, r.session_key, r.client_key`;

/**
 * The widget session's own report (§4 critical flows, §9 stored critical errors), as the visitor's browser
 * sent it with a funnel row – redacted, and never the system's word.
 */
function diagnosticsEntry(at: Date, report: DiagnosticsReport): TimelineEntry {
  const failed = report.flows.filter((flow) => flow.status === 'failed').map((flow) => flow.name);
  const errors = report.criticalErrors.length;
  return {
    at: at.toISOString(),
    kind: 'diagnostics',
    reportedBy: 'visitor',
    title:
      `Visitor reported – diagnostics: ${errors} critical error${errors === 1 ? '' : 's'}` +
      (failed.length > 0 ? `; failed: ${failed.join(', ')}` : ''),
    details: { criticalErrors: report.criticalErrors, flows: report.flows },
  };
}

/** The hold histories of a booking's session and client, as far as the booking names them. */
async function holderHoldsOf(deps: Deps, row: ReservationRow): Promise<BookingSummary['holderHolds']> {
  const store = requireStore(deps);
  const now = deps.clock?.now() ?? new Date();
  const of = (scope: HoldScope) => store.holds.history(scope, now);
  const holds: NonNullable<BookingSummary['holderHolds']> = {};
  if (row.session_key) holds.session = await of({ sessionKey: row.session_key });
  if (row.client_key) holds.client = await of({ clientKey: row.client_key });
  return holds.session || holds.client ? holds : undefined;
}

async function summarise(
  deps: Deps,
  row: ReservationRow,
): Promise<{ summary: BookingSummary; payments: PaymentRow[]; funnelSessions: string[] }> {
  const { sql } = requireStore(deps);
  const payments = (
    await sql.query<PaymentRow>(
      `SELECT id, provider, method, status, amount_minor, currency, provider_transaction_id, provider_title,
         session_id, created_at
       FROM payments WHERE config_id = $1 AND reservation_code = $2 ORDER BY id`,
      [row.config_id, row.confirmation_code],
    )
  ).rows;
  const initiation = (
    await sql.query<{
      email: string | null;
      session_id: string;
      funnel_session: string | null;
      transaction_id: string;
    }>(
      `SELECT booking_data->'contactInfo'->>'email' AS email, session_id,
         booking_data->'funnel'->>'sessionId' AS funnel_session, transaction_id
       FROM payment_initiations WHERE config_id = $1 AND reservation_code = $2 ORDER BY id DESC LIMIT 1`,
      [row.config_id, row.confirmation_code],
    )
  ).rows[0];
  const sessionId =
    initiation?.session_id ?? payments.find((p) => p.session_id)?.session_id ?? row.session_key;
  const transactionIds = [
    ...new Set(
      payments.flatMap((p) => [p.provider_transaction_id, p.provider_title]).filter((v): v is string => !!v),
    ),
  ];
  const holderHolds = await holderHoldsOf(deps, row);
  const minorPerMajor = 100;
  // The funnel's rows carry the funnel session, which outlives a re-opened widget's new session id.
  const funnelSessions = [
    ...new Set([initiation?.funnel_session, sessionId].filter((id): id is string => !!id)),
  ];
  return {
    payments,
    funnelSessions,
    summary: {
      configId: row.config_id,
      confirmationCode: row.confirmation_code,
      status: row.status,
      activityId: Number(row.activity_id),
      date: row.date,
      amount: Number(row.amount_minor) / minorPerMajor,
      currency: row.currency,
      createdAt: row.created_at.toISOString(),
      ...(initiation?.email ? { email: initiation.email } : {}),
      ...(sessionId ? { sessionId } : {}),
      transactionIds,
      ...(holderHolds ? { holderHolds } : {}),
    },
  };
}

/** Bookings whose confirmation code, transaction id or title, or contact e-mail is `q` (at most 50). */
export async function findBookings(deps: Deps, q: string): Promise<BookingSummary[]> {
  const { sql } = requireStore(deps);
  const { rows } = await sql.query<ReservationRow>(
    `SELECT ${RESERVATION_COLUMNS} FROM reservations r
     WHERE r.confirmation_code = $1
        OR EXISTS (SELECT 1 FROM payments p WHERE p.config_id = r.config_id AND p.reservation_code = r.confirmation_code
                   AND (p.provider_transaction_id = $1 OR p.provider_title = $1))
        OR EXISTS (SELECT 1 FROM payment_initiations i WHERE i.config_id = r.config_id
                   AND i.reservation_code = r.confirmation_code
                   AND (i.transaction_id = $1 OR lower(i.booking_data->'contactInfo'->>'email') = lower($1)))
     ORDER BY r.created_at DESC LIMIT 50`,
    [q.trim()],
  );
  return Promise.all(rows.map(async (row) => (await summarise(deps, row)).summary));
}

const outboxTitle = (m: OutboxMessage) =>
  `${m.topic} ${m.status}${m.attempts > 0 ? ` after ${String(m.attempts)} attempt(s)` : ''}`;

/**
 * A booking's timeline, oldest first: the reservation, each payment and its status changes (provider
 * notifications and webhooks apart from the BFF's own transitions), the confirmation or release in the
 * outbox (with its id, so a dead one can be retried), and the funnel rows of the widget session.
 */
export async function bookingTimeline(
  deps: Deps,
  configId: string,
  confirmationCode: string,
): Promise<{ booking: BookingSummary; timeline: TimelineEntry[] }> {
  const store = requireStore(deps);
  const row = (
    await store.sql.query<ReservationRow>(
      `SELECT ${RESERVATION_COLUMNS} FROM reservations r WHERE r.config_id = $1 AND r.confirmation_code = $2`,
      [configId, confirmationCode],
    )
  ).rows[0];
  if (!row) throw reservationNotFound(confirmationCode);
  const { summary, payments, funnelSessions } = await summarise(deps, row);
  const timeline: TimelineEntry[] = [
    {
      at: row.created_at.toISOString(),
      kind: 'reservation',
      reportedBy: 'system',
      title: `Reserved activity ${row.activity_id} on ${row.date}`,
      details: { amount: summary.amount, currency: row.currency },
    },
  ];
  if (row.status !== 'reserved') {
    timeline.push({
      at: row.updated_at.toISOString(),
      kind: 'reservation',
      reportedBy: 'system',
      title: `Reservation ${row.status}`,
    });
  }
  for (const payment of payments) {
    timeline.push({
      at: payment.created_at.toISOString(),
      kind: 'payment',
      reportedBy: 'system',
      title: `Payment started with ${payment.provider} (${payment.method})`,
      details: {
        transactionId: payment.provider_transaction_id,
        title: payment.provider_title,
        status: payment.status,
      },
    });
    const events = await store.sql.query<{
      source: string;
      from_status: string;
      to_status: string;
      provider_event_id: string | null;
      created_at: Date;
    }>(
      `SELECT source, from_status, to_status, provider_event_id, created_at FROM payment_events
       WHERE payment_id = $1 ORDER BY id`,
      [payment.id],
    );
    for (const event of events.rows) {
      const fromProvider = event.source === 'notification' || event.source === 'webhook';
      timeline.push({
        at: event.created_at.toISOString(),
        kind: fromProvider ? 'notification' : 'payment_status',
        reportedBy: 'system',
        title: `Payment ${event.from_status} → ${event.to_status} (${event.source})`,
        ...(event.provider_event_id ? { details: { providerEventId: event.provider_event_id } } : {}),
      });
    }
  }
  for (const message of await store.outbox.listByReservation(configId, confirmationCode)) {
    timeline.push({
      at: message.createdAt.toISOString(),
      kind: 'confirmation',
      reportedBy: 'system',
      title: outboxTitle(message),
      details: { outboxId: message.id, status: message.status, lastError: message.lastError },
    });
  }
  for (const session of funnelSessions) {
    // Only sheet rows name a session.
    const rows = (await store.outbox.listBySession(session)).filter((m) => isTopic(m, SHEETS_TOPIC));
    for (const message of rows) {
      const row = message.payload;
      // Only rows the server wrote itself are the system's; anything else came from a browser.
      const reportedBy = row.reportedBy === 'server' ? 'system' : 'visitor';
      timeline.push({
        at: message.createdAt.toISOString(),
        kind: 'funnel',
        reportedBy,
        title: `${reportedBy === 'visitor' ? 'Visitor reported – ' : ''}${row.sheet}: ${row.event ?? 'row'}`,
        details: { outboxId: message.id, status: message.status, eventId: row.eventId },
      });
      if (row.diagnostics) timeline.push(diagnosticsEntry(message.createdAt, row.diagnostics));
    }
  }
  timeline.sort((a, b) => a.at.localeCompare(b.at));
  return { booking: summary, timeline };
}
