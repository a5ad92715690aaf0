import type { BokunKeyPair } from './auth';
import { type Catalogue, DEMO_PROMO_CODES, demoCatalogue } from './catalog';
import { type CallMatcher, FaultBook, type RecordedCall } from './faults';
import { type PricedBooking, priceBookingRequest, type PricingResult } from './pricing';
import type { BandModel } from './productPrices';
import { type Reservation, ReservationBook } from './reservations';

export interface BokunSimulatorOptions {
  clock: () => Date;
  keys?: readonly BokunKeyPair[];
  catalogue?: Catalogue;
  promoCodes?: Readonly<Record<string, number>>;
  /** Largest accepted X-Bokun-Date skew; null disables the check. Default 15 minutes. */
  maxClockSkewMs?: number | null;
  /** Number of the first confirmation code and booking id; default the clock's milliseconds at start. */
  firstBookingNumber?: number;
  /** Which methods abort-reserved accepts, and how it answers the others; default `DEFAULT_ABORT_MODEL`. */
  abortModel?: AbortModel;
  /** Which count picks a tiered rate's band; default `total`. */
  bandModel?: BandModel;
}

/**
 * How abort-reserved answers by method. No public source settles the method (bokun.md §3.5): current
 * integrations POST it, Bokun's own older Java client GETs it. The default accepts both; a test or
 * `SANDBOX_BOKUN_ABORT_METHODS` narrows it to one, so the BFF is shown to release holds under either model,
 * and `otherMethodStatus` says whether a refused method meets 405 (with Allow) or a plain 404.
 */
export interface AbortModel {
  methods: readonly ('GET' | 'POST')[];
  otherMethodStatus: 404 | 405;
}

export const DEFAULT_ABORT_MODEL: AbortModel = { methods: ['POST', 'GET'], otherMethodStatus: 405 };

/** `SANDBOX_BOKUN_ABORT_METHODS` (`POST`, `GET` or `POST,GET`) as an abort model; 'invalid' for anything else. */
export function abortModelFromEnv(value: string | undefined): AbortModel | undefined | 'invalid' {
  if (value === undefined || value.trim() === '') return undefined;
  const methods = value.split(',').map((method) => method.trim().toUpperCase());
  if (methods.some((method) => method !== 'GET' && method !== 'POST')) return 'invalid';
  return { methods: [...new Set(methods)] as ('GET' | 'POST')[], otherMethodStatus: 405 };
}

/** The `demo` config's API key. */
export const DEMO_BOKUN_KEYS: readonly BokunKeyPair[] = [
  { accessKey: 'demo-access-key', secretKey: 'demo-secret-key' },
];

/** Everything the Bokun simulator knows, inspectable (and steerable) from tests. */
export class BokunSimulator {
  readonly clock: () => Date;
  readonly keys: readonly BokunKeyPair[];
  readonly catalogue: Catalogue;
  readonly promoCodes: Readonly<Record<string, number>>;
  readonly maxClockSkewMs: number | null;
  /** Steerable from tests: which abort-reserved methods this Bokun accepts. */
  abortModel: AbortModel;
  /** Steerable from tests: which count picks a tiered rate's band (`SANDBOX_BOKUN_BAND_MODEL`). */
  bandModel: BandModel;
  private readonly book: ReservationBook;
  private readonly faults = new FaultBook();

  constructor(options: BokunSimulatorOptions) {
    this.clock = options.clock;
    this.keys = options.keys ?? DEMO_BOKUN_KEYS;
    this.catalogue = options.catalogue ?? demoCatalogue();
    this.promoCodes = options.promoCodes ?? DEMO_PROMO_CODES;
    this.maxClockSkewMs = options.maxClockSkewMs === undefined ? 15 * 60_000 : options.maxClockSkewMs;
    this.abortModel = options.abortModel ?? DEFAULT_ABORT_MODEL;
    this.bandModel = options.bandModel ?? 'total';
    this.book = new ReservationBook(this.clock, 'DEMO', options.firstBookingNumber);
  }

  /** All bookings made through the simulator, holds older than 30 minutes already timed out. */
  reservations(): Reservation[] {
    return this.book.list();
  }

  reservation(confirmationCode: string): Reservation | undefined {
    return this.book.get(confirmationCode);
  }

  /** Calls received, in order (also those refused for a bad signature). */
  get calls(): readonly RecordedCall[] {
    return this.faults.calls;
  }

  callCount(matcher?: CallMatcher): number {
    return this.faults.callCount(matcher);
  }

  /** The next `times` calls matching `matcher` answer `status` (plus `headers`, e.g. Retry-After). */
  failNext(matcher: CallMatcher, status: number, times = 1, headers: Record<string, string> = {}): void {
    this.faults.failNext(matcher, status, times, headers);
  }

  /** Makes the next `times` calls matching `matcher` stall `delayMs` first. */
  delayNext(matcher: CallMatcher, delayMs: number, times = 1): void {
    this.faults.delayNext(matcher, delayMs, times);
  }

  /** Forgets calls, faults and bookings. */
  reset(): void {
    this.faults.reset();
    this.book.clear();
  }

  /** Internal to the routers: the fault and call log. */
  get faultBook(): FaultBook {
    return this.faults;
  }

  heldOn(activityId: number, slotId: string): number {
    return this.book.heldOn(activityId, slotId);
  }

  price(directBooking: unknown): PricingResult {
    return priceBookingRequest(
      {
        catalogue: this.catalogue,
        now: this.clock(),
        promoCodes: this.promoCodes,
        bandModel: this.bandModel,
        heldOn: (a, s) => this.heldOn(a, s),
      },
      directBooking,
    );
  }

  /** Holds capacity for a priced request; the booking stays RESERVED for 30 minutes. */
  reserve(
    priced: PricedBooking,
    extra: { promoCode: string | null; externalBookingReference: string | null },
  ): Reservation {
    return this.book.reserve(priced, extra);
  }
}
