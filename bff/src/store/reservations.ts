import type { SqlClient } from './sqlClient';

/** Lifecycle of a Bokun reservation held for external payment. */
export const RESERVATION_STATUSES = ['reserved', 'confirmed', 'cancelled', 'expired'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** A reservation as the BFF records it; money in minor units (grosze, cents). */
export interface Reservation {
  configId: string;
  confirmationCode: string;
  bookingId: number | null;
  activityId: number;
  /** The activity date, 'YYYY-MM-DD'. */
  date: string;
  startTimeId: number | null;
  status: ReservationStatus;
  amountMinor: number;
  currency: string;
  /** When Bokun releases the hold, if known. */
  expiresAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** What a caller supplies to record a new reservation. */
export type NewReservation = Omit<Reservation, 'createdAt' | 'updatedAt' | 'status'> & {
  status?: ReservationStatus;
};

/**
 * Bokun handed out a confirmation code this store already holds for another booking (ARCHITECTURE "A
 * stored booking is never overwritten"): the stored one and its payments stay as they are.
 */
export class ReservationCodeTakenError extends Error {
  override readonly name = 'ReservationCodeTakenError';

  constructor(
    readonly configId: string,
    readonly confirmationCode: string,
    /** The booking the store holds under the code. */
    readonly storedBookingId: number | null,
    /** The booking that came with the code again. */
    readonly newBookingId: number | null,
  ) {
    super(
      `confirmation code ${confirmationCode} of config ${configId} is stored for booking ${storedBookingId}, ` +
        `not ${newBookingId}`,
    );
  }
}

export interface ReservationsRepository {
  /**
   * Records a new reservation. A stored one is never overwritten: saving the same booking (same code and
   * booking id) again answers the stored row unchanged, and a code stored for another booking throws
   * ReservationCodeTakenError.
   */
  save(reservation: NewReservation, now: Date): Promise<Reservation>;
  /** Changes the status; undefined when no such reservation exists. */
  updateStatus(
    key: { configId: string; confirmationCode: string },
    status: ReservationStatus,
    now: Date,
  ): Promise<Reservation | undefined>;
  findByConfirmationCode(configId: string, confirmationCode: string): Promise<Reservation | undefined>;
}

interface ReservationRow {
  config_id: string;
  confirmation_code: string;
  booking_id: string | null;
  activity_id: string;
  date: string;
  start_time_id: string | null;
  status: ReservationStatus;
  amount_minor: string;
  currency: string;
  expires_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `config_id, confirmation_code, booking_id, activity_id, date, start_time_id, status,
  amount_minor, currency, expires_at, created_at, updated_at`;

const toNumberOrNull = (value: string | null): number | null => (value === null ? null : Number(value));

function toReservation(row: ReservationRow): Reservation {
  return {
    configId: row.config_id,
    confirmationCode: row.confirmation_code,
    bookingId: toNumberOrNull(row.booking_id),
    activityId: Number(row.activity_id),
    date: row.date,
    startTimeId: toNumberOrNull(row.start_time_id),
    status: row.status,
    amountMinor: Number(row.amount_minor),
    currency: row.currency,
    expiresAt: row.expires_at === null ? null : new Date(row.expires_at.getTime()),
    createdAt: new Date(row.created_at.getTime()),
    updatedAt: new Date(row.updated_at.getTime()),
  };
}

function firstOrUndefined(rows: ReservationRow[]): Reservation | undefined {
  const [row] = rows;
  return row ? toReservation(row) : undefined;
}

/** Reservations table access over any SqlClient (pass a transaction client to join a transaction). */
export function createReservationsRepository(sql: SqlClient): ReservationsRepository {
  async function findByConfirmationCode(configId: string, confirmationCode: string) {
    const { rows } = await sql.query<ReservationRow>(
      `SELECT ${COLUMNS} FROM reservations WHERE config_id = $1 AND confirmation_code = $2`,
      [configId, confirmationCode],
    );
    return firstOrUndefined(rows);
  }

  return {
    async save(reservation, now) {
      if (!Number.isSafeInteger(reservation.amountMinor) || reservation.amountMinor < 0) {
        throw new RangeError(`amountMinor must be a non-negative integer, got ${reservation.amountMinor}`);
      }
      const { rows } = await sql.query<ReservationRow>(
        `INSERT INTO reservations (${COLUMNS})
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)
         ON CONFLICT (config_id, confirmation_code) DO NOTHING
         RETURNING ${COLUMNS}`,
        [
          reservation.configId,
          reservation.confirmationCode,
          reservation.bookingId,
          reservation.activityId,
          reservation.date,
          reservation.startTimeId,
          reservation.status ?? 'reserved',
          reservation.amountMinor,
          reservation.currency,
          reservation.expiresAt?.toISOString() ?? null,
          now.toISOString(),
        ],
      );
      const saved = firstOrUndefined(rows);
      if (saved) return saved;
      // The code is stored already (a unique key, so no race can slip a second row in).
      const stored = await findByConfirmationCode(reservation.configId, reservation.confirmationCode);
      if (!stored) throw new Error('reservation insert returned no row');
      if (stored.bookingId !== reservation.bookingId) {
        throw new ReservationCodeTakenError(
          reservation.configId,
          reservation.confirmationCode,
          stored.bookingId,
          reservation.bookingId,
        );
      }
      return stored;
    },

    async updateStatus(key, status, now) {
      const { rows } = await sql.query<ReservationRow>(
        `UPDATE reservations SET status = $3, updated_at = $4
         WHERE config_id = $1 AND confirmation_code = $2
         RETURNING ${COLUMNS}`,
        [key.configId, key.confirmationCode, status, now.toISOString()],
      );
      return firstOrUndefined(rows);
    },

    findByConfirmationCode,
  };
}
