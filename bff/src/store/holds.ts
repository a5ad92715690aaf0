import type { SqlClient } from './sqlClient';

/** Who a reservation's hold belongs to: the hash of its hold token and the client it was made for. */
export interface HoldOwner {
  tokenHash: string;
  /** A hash of the client's address, to count live holds per client; null when unknown. */
  clientKey: string | null;
  /** The widget session that made the hold, to count live holds per session; null when not sent. */
  sessionKey?: string | null;
  /** Seats (passengers) the hold takes, for the per-departure and per-session seat bounds. */
  seats?: number;
}

/** One departure of an activity: its day and start time. */
export interface Departure {
  configId: string;
  activityId: number;
  /** YYYY-MM-DD. */
  date: string;
  startTimeId: number | null;
}

/** What became of one client's or session's holds: still live, released, run out, paid and confirmed. */
export interface HoldHistory {
  live: number;
  /** Released before their time (a changed selection, a closed widget, a cancel or failed payment). */
  released: number;
  /** Ran out unpaid: the 30 minutes passed. */
  expired: number;
  confirmed: number;
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
  /** Seats held live at `now` by one client or session (or by anyone), on one departure or in all. */
  liveSeats(scope: HoldScope | 'anyone', now: Date, departure?: Departure): Promise<number>;
  /** How one client's or session's holds ended (all it ever made that are still on record). */
  history(scope: HoldScope, now: Date): Promise<HoldHistory>;
  /** How the holds made since `since` (by anyone) ended, as of `now`. */
  recent(since: Date, now: Date): Promise<HoldHistory>;
}

function scopeColumn(scope: HoldScope): [string, string] {
  return 'clientKey' in scope ? ['client_key', scope.clientKey] : ['session_key', scope.sessionKey];
}

/** Hold ownership columns of the reservations table over any SqlClient. */
export function createHoldsRepository(sql: SqlClient): HoldsRepository {
  return {
    async attach(key, owner) {
      await sql.query(
        `UPDATE reservations SET hold_token_hash = $3, client_key = $4, session_key = $5, seats = $6
         WHERE config_id = $1 AND confirmation_code = $2`,
        [
          key.configId,
          key.confirmationCode,
          owner.tokenHash,
          owner.clientKey,
          owner.sessionKey ?? null,
          owner.seats ?? 0,
        ],
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
      const [column, key] = scopeColumn(scope);
      const { rows } = await sql.query<{ live: string | number }>(
        `SELECT count(*) AS live FROM reservations
         WHERE ${column} = $1 AND status = 'reserved' AND expires_at > $2`,
        [key, now.toISOString()],
      );
      return Number(rows[0]?.live ?? 0);
    },

    async liveSeats(scope, now, departure) {
      const conditions = [`status = 'reserved'`, `expires_at > $1`];
      const params: unknown[] = [now.toISOString()];
      if (scope !== 'anyone') {
        const [column, key] = scopeColumn(scope);
        params.push(key);
        conditions.push(`${column} = $${params.length}`);
      }
      if (departure) {
        params.push(departure.configId, departure.activityId, departure.date);
        const n = params.length;
        conditions.push(`config_id = $${n - 2} AND activity_id = $${n - 1} AND date = $${n}`);
        if (departure.startTimeId === null) conditions.push('start_time_id IS NULL');
        else {
          params.push(departure.startTimeId);
          conditions.push(`start_time_id = $${params.length}`);
        }
      }
      const { rows } = await sql.query<{ seats: string | number | null }>(
        `SELECT coalesce(sum(seats), 0) AS seats FROM reservations WHERE ${conditions.join(' AND ')}`,
        params,
      );
      return Number(rows[0]?.seats ?? 0);
    },

    async history(scope, now) {
      const [column, key] = scopeColumn(scope);
      return tally(sql, `${column} = $2`, [now.toISOString(), key]);
    },

    async recent(since, now) {
      return tally(sql, 'created_at >= $2', [now.toISOString(), since.toISOString()]);
    },
  };
}

/** Holds matching `where` (whose params follow `now` as $1) counted by how they ended. */
async function tally(sql: SqlClient, where: string, params: unknown[]): Promise<HoldHistory> {
  const { rows } = await sql.query<Record<keyof HoldHistory, string | number>>(
    `SELECT
       count(*) FILTER (WHERE status = 'reserved' AND expires_at > $1) AS live,
       count(*) FILTER (WHERE status = 'cancelled') AS released,
       count(*) FILTER (WHERE status = 'expired' OR (status = 'reserved' AND expires_at <= $1)) AS expired,
       count(*) FILTER (WHERE status = 'confirmed') AS confirmed
     FROM reservations WHERE ${where}`,
    params,
  );
  const row = rows[0];
  return {
    live: Number(row?.live ?? 0),
    released: Number(row?.released ?? 0),
    expired: Number(row?.expired ?? 0),
    confirmed: Number(row?.confirmed ?? 0),
  };
}
