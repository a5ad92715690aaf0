import type { PricedBooking } from './pricing';

/** Bokun keeps a reserved booking for 30 minutes before it times out (bokun.md §3.1). */
export const HOLD_MINUTES = 30;

export type ReservationStatus = 'RESERVED' | 'CONFIRMED' | 'ABORTED' | 'TIMEOUT';

export interface Reservation {
  bookingId: number;
  confirmationCode: string;
  productConfirmationCodes: string[];
  status: ReservationStatus;
  createdAt: Date;
  expiresAt: Date;
  amount: number;
  currency: string;
  promoCode: string | null;
  externalBookingReference: string | null;
  priced: PricedBooking;
  /** What the confirm call carried, once confirmed. */
  confirmation: Record<string, unknown> | null;
}

/**
 * Where a book's numbering starts when none is given: the clock's milliseconds when it is made. Bokun never
 * hands out a confirmation code twice, and a restarted sandbox keeps no bookings, so numbering from the
 * start again would reissue codes a BFF's store still holds from the last run; one booking per millisecond
 * is far beyond what the sandbox is asked for, so a later start is always past every earlier code.
 */
export function firstBookingNumber(clock: () => Date): number {
  return clock().getTime();
}

/** In-memory reservations with 30-minute holds measured on the injected clock. */
export class ReservationBook {
  private readonly byCode = new Map<string, Reservation>();
  /** The number of the last booking made; the next one is one more. */
  private last: number;

  /** `firstNumber` numbers the first booking (code and booking id); tests pass one to be deterministic. */
  constructor(
    private readonly clock: () => Date,
    private readonly codePrefix: string,
    firstNumber: number = firstBookingNumber(clock),
  ) {
    if (!Number.isSafeInteger(firstNumber) || firstNumber < 1) {
      throw new RangeError(`the first booking number must be a positive integer, got ${firstNumber}`);
    }
    this.last = firstNumber - 1;
  }

  /** Holds the priced capacity and returns the new RESERVED booking. */
  reserve(
    priced: PricedBooking,
    extra: { promoCode: string | null; externalBookingReference: string | null },
  ): Reservation {
    this.last += 1;
    const createdAt = this.clock();
    const number = this.last;
    const reservation: Reservation = {
      bookingId: number,
      confirmationCode: `${this.codePrefix}-${number}`,
      productConfirmationCodes: priced.lines.map((_, i) => `${this.codePrefix}-T${number}${i + 1}`),
      status: 'RESERVED',
      createdAt,
      expiresAt: new Date(createdAt.getTime() + HOLD_MINUTES * 60_000),
      amount: priced.amount,
      currency: priced.currency,
      promoCode: extra.promoCode,
      externalBookingReference: extra.externalBookingReference,
      priced,
      confirmation: null,
    };
    this.byCode.set(reservation.confirmationCode, reservation);
    return reservation;
  }

  /** Looks a booking up after timing out holds older than 30 minutes. */
  get(code: string): Reservation | undefined {
    this.expire();
    return this.byCode.get(code);
  }

  list(): Reservation[] {
    this.expire();
    return [...this.byCode.values()];
  }

  /** Participants held on a slot by bookings that still occupy capacity. */
  heldOn(activityId: number, slotId: string): number {
    this.expire();
    let held = 0;
    for (const r of this.byCode.values()) {
      if (r.status !== 'RESERVED' && r.status !== 'CONFIRMED') continue;
      for (const line of r.priced.lines) {
        if (line.activityId === activityId && line.slotId === slotId) held += line.participants;
      }
    }
    return held;
  }

  private expire(): void {
    const now = this.clock().getTime();
    for (const r of this.byCode.values()) {
      if (r.status === 'RESERVED' && r.expiresAt.getTime() <= now) r.status = 'TIMEOUT';
    }
  }

  clear(): void {
    this.byCode.clear();
  }
}
