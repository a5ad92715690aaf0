import type { SqlClient } from './sqlClient';

/** Who a reservation's hold belongs to: the hash of its hold token and the client it was made for. */
export interface HoldOwner {
  tokenHash: string;
  /** A hash of the client's address, to count live holds per client; null when unknown. */
  clientKey: string | null;
  /** The widget session that made the hold, to count live holds per session; null when not sent. */
  sessionKey?: string | null;
}

/** Whose live holds to count: one client address or one widget session. */
export type HoldScope = { clientKey: string } | { sessionKey: string };

export interface HoldsRepository {
  /** Records who a reservation's hold belongs to (at reserve, once the reservation row exists). */
  attach(key: { configId: string; confirmationCode: string }, owner: HoldOwner): Promise<void>;
  /** The stored token hash of a reservation: undefined for no reservation, null for one made without a token. */
  tokenHashOf(configId: string, confirmationCode: string): Promise<string | null | undefined>;
  /** The reservation whose hold token has this hash (the receipt key of its payer), if any. */
  findByTokenHash(tokenHash: string): Promise<{ configId: string; confirmationCode: string } | undefined>;
  /** Holds of one client or session still reserved and not yet expired at `now`. */
  countLive(scope: HoldScope, now: Date): Promise<number>;
}

/** Hold ownership columns of the reservations table over any SqlClient. */
export function createHoldsRepository(sql: SqlClient): HoldsRepository {
  return {
    async attach(key, owner) {
      await sql.query(
        `UPDATE reservations SET hold_token_hash = $3, client_key = $4, session_key = $5
         WHERE config_id = $1 AND confirmation_code = $2`,
        [key.configId, key.confirmationCode, owner.tokenHash, owner.clientKey, owner.sessionKey ?? null],
      );
    },

    async tokenHashOf(configId, confirmationCode) {
      const { rows } = await sql.query<{ hold_token_hash: string | null }>(
        `SELECT hold_token_hash FROM reservations WHERE config_id = $1 AND confirmation_code = $2`,
        [configId, confirmationCode],
      );
      return rows[0] === undefined ? undefined : rows[0].hold_token_hash;
    },

    async findByTokenHash(tokenHash) {
      const { rows } = await sql.query<{ config_id: string; confirmation_code: string }>(
        `SELECT config_id, confirmation_code FROM reservations WHERE hold_token_hash = $1`,
        [tokenHash],
      );
      const [row] = rows;
      return row ? { configId: row.config_id, confirmationCode: row.confirmation_code } : undefined;
    },

    async countLive(scope, now) {
      const [column, key] =
        'clientKey' in scope ? ['client_key', scope.clientKey] : ['session_key', scope.sessionKey];
      const { rows } = await sql.query<{ live: string | number }>(
        `SELECT count(*) AS live FROM reservations
         WHERE ${column} = $1 AND status = 'reserved' AND expires_at > $2`,
        [key, now.toISOString()],
      );
      return Number(rows[0]?.live ?? 0);
    },
  };
}
