import type { SqlClient } from './sqlClient';

/** The payment-initiate record of §7: a transaction tied to its reservation and the booking data. */
export interface PaymentInitiation {
  configId: string;
  transactionId: string;
  reservationCode: string;
  sessionId: string;
  provider: string;
  /** The payment this transaction belongs to, when the BFF created it. */
  paymentId: string | null;
  paymentData: unknown;
  bookingData: unknown;
  widgetPrefix: string;
  createdAt: Date;
  updatedAt: Date;
}

export type NewPaymentInitiation = Omit<PaymentInitiation, 'createdAt' | 'updatedAt'>;

export interface PaymentInitiationsRepository {
  /** Stores the record; storing the same (configId, transactionId) again replaces its data. */
  save(record: NewPaymentInitiation, now: Date): Promise<PaymentInitiation>;
  findByTransaction(configId: string, transactionId: string): Promise<PaymentInitiation | undefined>;
  /** The newest record stored for a payment, if any. */
  findByPayment(paymentId: string): Promise<PaymentInitiation | undefined>;
  /** The contact e-mails (lower-cased) of the records a widget session stored for a config. */
  contactEmailsOfSession(configId: string, sessionId: string): Promise<string[]>;
}

interface Row {
  config_id: string;
  transaction_id: string;
  reservation_code: string;
  session_id: string;
  provider: string;
  payment_id: string | null;
  payment_data: unknown;
  booking_data: unknown;
  widget_prefix: string;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `config_id, transaction_id, reservation_code, session_id, provider, payment_id, payment_data,
  booking_data, widget_prefix, created_at, updated_at`;

const toRecord = (row: Row): PaymentInitiation => ({
  configId: row.config_id,
  transactionId: row.transaction_id,
  reservationCode: row.reservation_code,
  sessionId: row.session_id,
  provider: row.provider,
  paymentId: row.payment_id === null ? null : String(row.payment_id),
  paymentData: row.payment_data,
  bookingData: row.booking_data,
  widgetPrefix: row.widget_prefix,
  createdAt: new Date(row.created_at.getTime()),
  updatedAt: new Date(row.updated_at.getTime()),
});

/** payment_initiations access over any SqlClient. */
export function createPaymentInitiationsRepository(sql: SqlClient): PaymentInitiationsRepository {
  return {
    async save(record, now) {
      const { rows } = await sql.query<Row>(
        `INSERT INTO payment_initiations (${COLUMNS})
         VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9, $10, $10)
         ON CONFLICT (config_id, transaction_id) DO UPDATE SET
           reservation_code = EXCLUDED.reservation_code, session_id = EXCLUDED.session_id,
           provider = EXCLUDED.provider, payment_id = EXCLUDED.payment_id,
           payment_data = EXCLUDED.payment_data, booking_data = EXCLUDED.booking_data,
           widget_prefix = EXCLUDED.widget_prefix, updated_at = EXCLUDED.updated_at
         RETURNING ${COLUMNS}`,
        [
          record.configId,
          record.transactionId,
          record.reservationCode,
          record.sessionId,
          record.provider,
          record.paymentId,
          JSON.stringify(record.paymentData),
          JSON.stringify(record.bookingData),
          record.widgetPrefix,
          now.toISOString(),
        ],
      );
      const [row] = rows;
      if (!row) throw new Error('payment initiation insert returned no row');
      return toRecord(row);
    },

    async findByTransaction(configId, transactionId) {
      const { rows } = await sql.query<Row>(
        `SELECT ${COLUMNS} FROM payment_initiations WHERE config_id = $1 AND transaction_id = $2`,
        [configId, transactionId],
      );
      return rows[0] ? toRecord(rows[0]) : undefined;
    },

    async findByPayment(paymentId) {
      const { rows } = await sql.query<Row>(
        `SELECT ${COLUMNS} FROM payment_initiations WHERE payment_id = $1 ORDER BY updated_at DESC LIMIT 1`,
        [paymentId],
      );
      return rows[0] ? toRecord(rows[0]) : undefined;
    },

    async contactEmailsOfSession(configId, sessionId) {
      const { rows } = await sql.query<{ email: string | null }>(
        `SELECT DISTINCT lower(trim(booking_data->'contactInfo'->>'email')) AS email
           FROM payment_initiations WHERE config_id = $1 AND session_id = $2`,
        [configId, sessionId],
      );
      return rows.map((row) => row.email).filter((email): email is string => !!email);
    },
  };
}
