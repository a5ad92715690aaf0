import type { PaymentProvider } from '@booking/shared-contracts';
import { createPaymentEventsRepository, type PaymentEventsRepository } from './paymentEvents';
import type { SqlClient } from './sqlClient';

export type { PaymentEvent } from './paymentEvents';

/** Lifecycle of a payment: `initiated` is the intent stored before the provider answered. */
export const PAYMENT_RECORD_STATUSES = [
  'initiated',
  'pending',
  'success',
  'error',
  'cancelled',
  'refunded',
] as const;
export type PaymentRecordStatus = (typeof PAYMENT_RECORD_STATUSES)[number];

/** A payment as the BFF records it; money in minor units. */
export interface PaymentRecord {
  /** int8 id as an exact decimal string. */
  id: string;
  configId: string;
  idempotencyKey: string;
  reservationCode: string;
  provider: PaymentProvider;
  /** §4 method detection: BLIK, PBL_{groupId}, CHANNEL_{channelId} or CARD. */
  method: string;
  amountMinor: number;
  currency: string;
  status: PaymentRecordStatus;
  providerTransactionId: string | null;
  providerTitle: string | null;
  sessionId: string | null;
  /** The answer given to the create call, replayed to retries. */
  response: unknown;
  createdAt: Date;
  updatedAt: Date;
}

export type NewPaymentIntent = Pick<
  PaymentRecord,
  'configId' | 'idempotencyKey' | 'reservationCode' | 'provider' | 'method' | 'amountMinor' | 'currency'
> & { sessionId: string | null };

interface PaymentRow {
  id: string;
  config_id: string;
  idempotency_key: string;
  reservation_code: string;
  provider: PaymentProvider;
  method: string;
  amount_minor: string;
  currency: string;
  status: PaymentRecordStatus;
  provider_transaction_id: string | null;
  provider_title: string | null;
  session_id: string | null;
  response: unknown;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `id, config_id, idempotency_key, reservation_code, provider, method, amount_minor, currency,
  status, provider_transaction_id, provider_title, session_id, response, created_at, updated_at`;

const toRecord = (row: PaymentRow): PaymentRecord => ({
  id: String(row.id),
  configId: row.config_id,
  idempotencyKey: row.idempotency_key,
  reservationCode: row.reservation_code,
  provider: row.provider,
  method: row.method,
  amountMinor: Number(row.amount_minor),
  currency: row.currency,
  status: row.status,
  providerTransactionId: row.provider_transaction_id,
  providerTitle: row.provider_title,
  sessionId: row.session_id,
  response: row.response,
  createdAt: new Date(row.created_at.getTime()),
  updatedAt: new Date(row.updated_at.getTime()),
});

const first = (rows: PaymentRow[]) => (rows[0] ? toRecord(rows[0]) : undefined);

export interface PaymentsRepository extends PaymentEventsRepository {
  /**
   * Stores the intent before the provider is called. Re-running the same key (after a failed attempt)
   * resets the row to `initiated` with the new details.
   */
  saveIntent(intent: NewPaymentIntent, now: Date): Promise<PaymentRecord>;
  /** Records the provider's answer: its transaction id and title, the response, status pending. */
  markCreated(
    id: string,
    created: { providerTransactionId: string; providerTitle: string; response: unknown },
    now: Date,
  ): Promise<PaymentRecord | undefined>;
  findById(id: string, options?: { forUpdate?: boolean }): Promise<PaymentRecord | undefined>;
  /** By the provider's transaction id, or its title (Tpay notifications may carry either). */
  findByProviderRef(ref: string): Promise<PaymentRecord | undefined>;
  /**
   * The newest intent of a reservation still waiting for its provider's answer (no transaction id): what
   * a notification is matched to when the process died between the provider's answer and our write.
   */
  findUnansweredIntent(reservationCode: string, provider: string): Promise<PaymentRecord | undefined>;
  /** Payments of a reservation, newest first. */
  findByReservation(configId: string, reservationCode: string): Promise<PaymentRecord[]>;
  /** Payments still open (initiated or pending) and untouched since `before`, oldest first. */
  listOpen(before: Date, limit: number): Promise<PaymentRecord[]>;
  setStatus(id: string, status: PaymentRecordStatus, now: Date): Promise<void>;
  /**
   * Takes the turn to ask the provider about a payment: records `now` as its last check and answers true
   * when it was never checked or last checked before `checkedBefore`; false (nothing written) otherwise.
   * One conditional write, so of concurrent callers on any instance only one gets the turn.
   */
  claimProviderCheck(id: string, now: Date, checkedBefore: Date): Promise<boolean>;
}

/** Payments and payment events over any SqlClient (a transaction client joins its transaction). */
export function createPaymentsRepository(sql: SqlClient): PaymentsRepository {
  return {
    ...createPaymentEventsRepository(sql),

    async saveIntent(intent, now) {
      const { rows } = await sql.query<PaymentRow>(
        `INSERT INTO payments (config_id, idempotency_key, reservation_code, provider, method, amount_minor,
           currency, status, session_id, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'initiated', $8, $9, $9)
         ON CONFLICT (config_id, provider, idempotency_key) DO UPDATE SET
           reservation_code = EXCLUDED.reservation_code, provider = EXCLUDED.provider,
           method = EXCLUDED.method, amount_minor = EXCLUDED.amount_minor, currency = EXCLUDED.currency,
           status = 'initiated', session_id = EXCLUDED.session_id, provider_transaction_id = NULL,
           provider_title = NULL, response = NULL, updated_at = EXCLUDED.updated_at
         RETURNING ${COLUMNS}`,
        [
          intent.configId,
          intent.idempotencyKey,
          intent.reservationCode,
          intent.provider,
          intent.method,
          intent.amountMinor,
          intent.currency,
          intent.sessionId,
          now.toISOString(),
        ],
      );
      const saved = first(rows);
      if (!saved) throw new Error('payment insert returned no row');
      return saved;
    },

    async markCreated(id, created, now) {
      const { rows } = await sql.query<PaymentRow>(
        `UPDATE payments SET provider_transaction_id = $2, provider_title = $3, response = $4::jsonb,
           status = CASE WHEN status = 'initiated' THEN 'pending' ELSE status END, updated_at = $5
         WHERE id = $1 RETURNING ${COLUMNS}`,
        [
          id,
          created.providerTransactionId,
          created.providerTitle,
          JSON.stringify(created.response),
          now.toISOString(),
        ],
      );
      return first(rows);
    },

    async findById(id, options = {}) {
      const lock = options.forUpdate ? ' FOR UPDATE' : '';
      const { rows } = await sql.query<PaymentRow>(`SELECT ${COLUMNS} FROM payments WHERE id = $1${lock}`, [
        id,
      ]);
      return first(rows);
    },

    async findByProviderRef(ref) {
      const { rows } = await sql.query<PaymentRow>(
        `SELECT ${COLUMNS} FROM payments WHERE provider_transaction_id = $1 OR provider_title = $1
         ORDER BY id DESC LIMIT 1`,
        [ref],
      );
      return first(rows);
    },

    async findUnansweredIntent(reservationCode, provider) {
      const { rows } = await sql.query<PaymentRow>(
        `SELECT ${COLUMNS} FROM payments
         WHERE reservation_code = $1 AND provider = $2 AND provider_transaction_id IS NULL
           AND status IN ('initiated', 'error')
         ORDER BY id DESC LIMIT 1`,
        [reservationCode, provider],
      );
      return first(rows);
    },

    async findByReservation(configId, reservationCode) {
      const { rows } = await sql.query<PaymentRow>(
        `SELECT ${COLUMNS} FROM payments WHERE config_id = $1 AND reservation_code = $2 ORDER BY id DESC`,
        [configId, reservationCode],
      );
      return rows.map(toRecord);
    },

    async listOpen(before, limit) {
      const { rows } = await sql.query<PaymentRow>(
        `SELECT ${COLUMNS} FROM payments WHERE status IN ('initiated', 'pending') AND updated_at <= $1
         ORDER BY updated_at, id LIMIT $2`,
        [before.toISOString(), limit],
      );
      return rows.map(toRecord);
    },

    async setStatus(id, status, now) {
      await sql.query(`UPDATE payments SET status = $2, updated_at = $3 WHERE id = $1`, [
        id,
        status,
        now.toISOString(),
      ]);
    },

    async claimProviderCheck(id, now, checkedBefore) {
      const { rows } = await sql.query<{ id: string }>(
        `UPDATE payments SET provider_checked_at = $2
         WHERE id = $1 AND (provider_checked_at IS NULL OR provider_checked_at < $3) RETURNING id`,
        [id, now.toISOString(), checkedBefore.toISOString()],
      );
      return rows.length > 0;
    },
  };
}
