import { PLACEHOLDER_EMAIL, type Answer, type ReservationData } from '@booking/shared-contracts';
import type { AppDeps } from '../../deps';
import { contactFieldsMissing, holdLimitReached, holdSeatsLimitReached } from '../../errors';
import type { Departure, HoldScope, Store } from '../../store';
import { getSchedule } from '../catalog';

/** What one client (address, IPv6 by /64) or one widget session may hold at once. */
export interface HolderBounds {
  key: string;
  /** Live holds. */
  maxLiveHolds: number;
  /** Seats over all its live holds (sessions only; a client is bounded by holds and departure shares). */
  maxSeats?: number | undefined;
}

/** The bounds of one reserve: its holders', a departure's share, and when contact data is needed. */
export interface HoldBoundsInput {
  configId: string;
  data: ReservationData;
  client?: HolderBounds | undefined;
  session?: HolderBounds | undefined;
  /** Percent of a departure's seats one holder may hold. */
  departureSharePercent: number;
  /** More seats than this need the contact's name and e-mail or phone. */
  contactAboveSeats: number;
}

type Deps = Pick<AppDeps, 'widgetConfigs' | 'bokunClient' | 'cache' | 'logger' | 'clock'>;

/** The contact step's fields that name a person and reach them. */
const NAME_FIELDS = ['firstName', 'lastName'] as const;

/** The widget fills an empty contact field with a placeholder (Bokun refuses none); those say nothing. */
const PLACEHOLDER_VALUES = new Set(['guest', PLACEHOLDER_EMAIL, '000000']);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_DIGITS_MIN = 6;

/** Seats a reservation takes: one per passenger of each activity booking. */
export function seatsOf(data: ReservationData): number {
  return data.directBooking.activityBookings.reduce((sum, booking) => sum + booking.passengers.length, 0);
}

/** The departure of a reservation's (first and only) activity booking. */
export function departureOf(configId: string, data: ReservationData): Departure | undefined {
  const [booking] = data.directBooking.activityBookings;
  if (!booking) return undefined;
  return {
    configId,
    activityId: booking.activityId,
    date: booking.date,
    startTimeId: booking.startTimeId ?? null,
  };
}

function contactValue(details: Answer[] | undefined, questionId: string): string {
  const value = details?.find((a) => a.questionId === questionId)?.values?.[0]?.trim() ?? '';
  return PLACEHOLDER_VALUES.has(value.toLowerCase()) ? '' : value;
}

/**
 * The contact fields a booking of many seats lacks: a name (first or last) and a way to reach them (an
 * e-mail or a phone number), as the contact step asks them; placeholders do not count. Empty when complete.
 */
export function missingContactOf(data: ReservationData): string[] {
  const details = data.directBooking.mainContactDetails;
  const missing: string[] = [];
  if (NAME_FIELDS.every((id) => contactValue(details, id) === '')) missing.push(...NAME_FIELDS);
  const email = contactValue(details, 'email');
  const phoneDigits = contactValue(details, 'phoneNumber').replace(/\D/g, '');
  if (!EMAIL.test(email) && phoneDigits.length < PHONE_DIGITS_MIN) missing.push('email', 'phoneNumber');
  return missing;
}

/** Most seats of a departure one holder may hold: a share of its capacity, at least one seat. */
export function departureShare(capacity: number, percent: number): number {
  return Math.max(1, Math.floor((capacity * percent) / 100));
}

/**
 * The seats of a departure as Bokun reports them (from the cached schedule): those still free plus those
 * booked or held – or, when Bokun does not say how many are booked, plus those held through this BFF now
 * (Bokun counts those as taken). Undefined for a departure without a seat limit,
 * one the schedule does not list, or one with fewer seats free than asked for: Bokun then answers the
 * booking itself (a sold-out departure is its 422, not a bound of ours).
 */
async function departureCapacity(
  deps: Deps,
  store: Store,
  departure: Departure,
  currency: string,
  seats: number,
): Promise<number | undefined> {
  const slots = await getSchedule(deps, {
    configId: departure.configId,
    activityId: departure.activityId,
    startDate: departure.date,
    endDate: departure.date,
    currency,
  });
  const slot = slots.find(
    (s) =>
      s.date === departure.date &&
      (departure.startTimeId === null || s.startTimeId === departure.startTimeId),
  );
  if (!slot || slot.unlimitedAvailability || slot.availabilityCount < seats) return undefined;
  const taken =
    slot.bookedParticipants ?? (await store.holds.liveSeats('anyone', deps.clock.now(), departure));
  return slot.availabilityCount + taken;
}

async function assertHoldsUnderLimit(store: Store, scope: HoldScope, bounds: HolderBounds, now: Date) {
  if ((await store.holds.countLive(scope, now)) >= bounds.maxLiveHolds) {
    throw holdLimitReached(bounds.maxLiveHolds);
  }
}

async function assertSeatsUnderLimit(
  store: Store,
  scope: HoldScope,
  bounds: HolderBounds,
  seats: number,
  now: Date,
): Promise<void> {
  if (bounds.maxSeats !== undefined && (await store.holds.liveSeats(scope, now)) + seats > bounds.maxSeats) {
    throw holdSeatsLimitReached('session_seats', bounds.maxSeats);
  }
}

/** Refuses more than the holders' share of the departure's seats (when its capacity is known). */
async function assertDepartureShare(
  deps: Deps,
  store: Store,
  input: HoldBoundsInput,
  holders: Array<[HoldScope, HolderBounds]>,
  seats: number,
  now: Date,
): Promise<void> {
  const departure = departureOf(input.configId, input.data);
  if (!departure || holders.length === 0) return;
  const capacity = await departureCapacity(deps, store, departure, input.data.currency, seats);
  if (capacity === undefined) return;
  const maxSeats = departureShare(capacity, input.departureSharePercent);
  for (const [scope] of holders) {
    if ((await store.holds.liveSeats(scope, now, departure)) + seats > maxSeats) {
      throw holdSeatsLimitReached('departure_share', maxSeats);
    }
  }
}

/**
 * What a reserve may hold, checked before Bokun is asked for anything: the client and the session are under
 * their live-hold limits, the session under its seats, each of them under its share of the departure's
 * seats (seats counted from the live holds in the store), and a booking of many seats carries the contact
 * step's data. Store reads and the cached schedule only, so a refused reserve costs Bokun nothing.
 */
export async function assertHoldBounds(deps: Deps, store: Store, input: HoldBoundsInput): Promise<void> {
  const now = deps.clock.now();
  const seats = seatsOf(input.data);
  const holders: Array<[HoldScope, HolderBounds]> = [];
  if (input.client) holders.push([{ clientKey: input.client.key }, input.client]);
  if (input.session) holders.push([{ sessionKey: input.session.key }, input.session]);
  for (const [scope, bounds] of holders) await assertHoldsUnderLimit(store, scope, bounds, now);
  if (seats > input.contactAboveSeats) {
    const missing = missingContactOf(input.data);
    if (missing.length > 0) throw contactFieldsMissing(missing);
  }
  // The departure's share first: a reserve over both bounds is told about the departure it asked for.
  await assertDepartureShare(deps, store, input, holders, seats, now);
  for (const [scope, bounds] of holders) await assertSeatsUnderLimit(store, scope, bounds, seats, now);
}
