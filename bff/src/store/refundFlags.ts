import type { SqlClient } from './sqlClient';

/** Why a paid booking needs its money back. */
export type RefundReason = 'hold_expired' | 'hold_released';

/** A paid booking flagged for a refund by hand; money in minor units. */
export interface RefundFlag {
  /** int8 id as an exact decimal string. */
  id: string;
  paymentId: string;
  configId: string;
  reservationCode: string;
  provider: string;
  providerTransactionId: string | null;
  amountMinor: number;
  currency: string;
  reason: RefundReason;
  createdAt: Date;
  resolvedAt: Date | null;
}

export type NewRefundFlag = Omit<RefundFlag, 'id' | 'createdAt' | 'resolvedAt'>;

export interface RefundFlagsRepository {
  /** Flags a payment once: a second flag of the same payment answers the first (`created` false). */
  flag(input: NewRefundFlag, now: Date): Promise<{ flag: RefundFlag; created: boolean }>;
  /** Flags not yet resolved, oldest first; of one config when `configId` is given. */
  listOpen(options?: { configId?: string; limit?: number }): Promise<RefundFlag[]>;
  /** Marks a flag handled (the refund was made); false when it was already resolved or does not exist. */
  resolve(id: string, now: Date): Promise<boolean>;
}

interface RefundFlagRow {
  id: string;
  payment_id: string;
  config_id: string;
  reservation_code: string;
  provider: string;
  provider_transaction_id: string | null;
  amount_minor: string;
  currency: string;
  reason: RefundReason;
  created_at: Date;
  resolved_at: Date | null;
}

const COLUMNS = `id, payment_id, config_id, reservation_code, provider, provider_transaction_id, amount_minor,
  currency, reason, created_at, resolved_at`;

const toFlag = (row: RefundFlagRow): RefundFlag => ({
  id: row.id,
  paymentId: row.payment_id,
  configId: row.config_id,
  reservationCode: row.reservation_code,
  provider: row.provider,
  providerTransactionId: row.provider_transaction_id,
  amountMinor: Number(row.amount_minor),
  currency: row.currency,
  reason: row.reason,
  createdAt: new Date(row.created_at.getTime()),
  resolvedAt: row.resolved_at ? new Date(row.resolved_at.getTime()) : null,
});

/** Refund flag access over any SqlClient. */
export function createRefundFlagsRepository(sql: SqlClient): RefundFlagsRepository {
  return {
    async flag(input, now) {
      const inserted = await sql.query<RefundFlagRow>(
        `INSERT INTO refund_flags (payment_id, config_id, reservation_code, provider, provider_transaction_id,
           amount_minor, currency, reason, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (payment_id) DO NOTHING
         RETURNING ${COLUMNS}`,
        [
          input.paymentId,
          input.configId,
          input.reservationCode,
          input.provider,
          input.providerTransactionId,
          input.amountMinor,
          input.currency,
          input.reason,
          now.toISOString(),
        ],
      );
      const [row] = inserted.rows;
      if (row) return { flag: toFlag(row), created: true };
      const existing = await sql.query<RefundFlagRow>(
        `SELECT ${COLUMNS} FROM refund_flags WHERE payment_id = $1`,
        [input.paymentId],
      );
      const [first] = existing.rows;
      if (!first) throw new Error(`refund flag of payment ${input.paymentId} vanished`);
      return { flag: toFlag(first), created: false };
    },

    async listOpen(options = {}) {
      const { rows } = await sql.query<RefundFlagRow>(
        `SELECT ${COLUMNS} FROM refund_flags
         WHERE resolved_at IS NULL AND ($1::text IS NULL OR config_id = $1)
         ORDER BY created_at, id LIMIT $2`,
        [options.configId ?? null, options.limit ?? 100],
      );
      return rows.map(toFlag);
    },

    async resolve(id, now) {
      const { rows } = await sql.query<{ id: string }>(
        `UPDATE refund_flags SET resolved_at = $2 WHERE id = $1 AND resolved_at IS NULL RETURNING id`,
        [id, now.toISOString()],
      );
      return rows.length > 0;
    },
  };
}
