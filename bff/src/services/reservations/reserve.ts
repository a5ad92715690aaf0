import {
  ERROR_MESSAGES,
  fromMinorUnits,
  toMinorUnits,
  type MinorUnits,
  type ReservationData,
} from '@booking/shared-contracts';
import { invalidateScheduleMonth } from '../../cache';
import type { AppDeps } from '../../deps';
import {
  providerFailure,
  contactFieldsMissing,
  describeRefusal,
  DomainError,
  idempotencyFailure,
  invalidTransactionAmount,
  reservationCodeReused,
  reservationNotCreated,
  reservationNotRecorded,
} from '../../errors';
import {
  missingContactFieldsOf,
  RESERVATION_HOLD_MS,
  type BokunClient,
  type ReservationRef,
} from '../../providers/bokun';
import { hashHoldToken, newHoldToken } from '../../security/holdToken';
import { hashRequest, ReservationCodeTakenError, type Store } from '../../store';
import { forgetLocalCatalog } from '../catalog/localMemo';
import { bokunClientFor, requireStore } from '../configAccess';
import { assertHoldBounds, seatsOf, type HolderBounds } from './holdBounds';
import { assertParticipantsWithinBounds } from './participants';
import { knownPrice, rememberPrice } from './quoteMemo';
import { touchedMonths } from './touchedMonths';
import { isProviderError } from '../../providers/providerError';

export interface ReserveInput {
  configId: string;
  idempotencyKey: string;
  reservationData: ReservationData;
  /** The client making the hold and how many live holds one client may have (counted per client key). */
  client?: HolderBounds | undefined;
  /** The widget session making the hold, how many live holds and seats one session may have. */
  session?: HolderBounds | undefined;
  /** Percent of a departure's seats one client or session may hold (100 when not given). */
  departureSharePercent?: number | undefined;
  /** More seats than this need the contact step's data (no such rule when not given). */
  contactAboveSeats?: number | undefined;
}

/** A reservation with the capability to change it: only its holder knows the token. */
export interface HeldReservation extends ReservationRef {
  holdToken: string;
}

type Deps = Pick<AppDeps, 'widgetConfigs' | 'bokunClient' | 'cache' | 'logger' | 'clock' | 'store'> &
  Partial<Pick<AppDeps, 'metrics'>>;

/** How long a reserve's result answers retries of its key; far beyond the 30-minute hold. */
export const RESERVE_IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;

/** Drops the cached schedule months a reservation changed; a cache failure only costs staleness. */
export async function invalidateMonths(
  deps: Pick<AppDeps, 'cache' | 'logger'>,
  configId: string,
  months: Array<{ activityId: number; month: string }>,
): Promise<void> {
  for (const target of months) {
    try {
      await invalidateScheduleMonth(deps.cache, { configId, ...target });
    } catch (error) {
      deps.logger.warn({ err: error, configId, ...target }, 'schedule invalidation failed');
    }
  }
  // After the shared entries are gone, so no read can refill the local copy with the old month.
  forgetLocalCatalog(deps.cache);
}

/** Bokun's refusals of a request's content: the visitor's booking cannot be made as asked. */
const REFUSALS = new Set(['validation', 'not_found', 'reservation_state']);

/**
 * A failed reserve in the API's words: idempotency outcomes (conflict, still running, first call failed),
 * Bokun refusing the booking ("Could not create reservation…"), upstream outages ("Failed to create
 * reservation…"). Other failures pass on unchanged.
 */
function reserveFailure(error: unknown): unknown {
  const idempotent = idempotencyFailure(error, 'reservation');
  if (idempotent !== error) return idempotent;
  if (!isProviderError(error, 'bokun')) return error;
  const missingContact =
    error.kind === 'validation' ? missingContactFieldsOf(error.fields ?? {}, error.message) : undefined;
  if (missingContact) return contactFieldsMissing(missingContact);
  if (REFUSALS.has(error.kind)) return reservationNotCreated();
  const failed = ERROR_MESSAGES.reservation_failed;
  return providerFailure(error, { rejected: failed, unavailable: failed });
}

/** Refuses an amount that is not Bokun's price of the booking (400 invalid_transaction_amount). */
function assertBokunPrice(
  deps: Deps,
  configId: string,
  price: { amount: number; currency: string },
  data: ReservationData,
): void {
  if (price.currency === data.currency && toMinorUnits(data.amount, price.currency) === price.amount) return;
  deps.logger.warn(
    {
      configId,
      expected: fromMinorUnits(price.amount as MinorUnits, price.currency),
      sent: data.amount,
      currency: price.currency,
    },
    'reservation amount differs from the booking system price',
  );
  throw invalidTransactionAmount();
}

/** A call to Bokun made for a visitor's reserve, counted whatever its outcome. */
async function countedCall<T>(deps: Deps, input: ReserveInput, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } finally {
    deps.metrics?.providerCalls.record('bokun', input.session?.key);
  }
}

async function reserveUpstream(
  deps: Deps,
  store: Store,
  client: BokunClient,
  input: ReserveInput,
): Promise<HeldReservation> {
  const data = input.reservationData;
  const now = deps.clock.now();
  // Everything that can be refused is refused before Bokun is asked: the participants (cached details), the
  // holder's bounds (store and cached schedule only) and an amount Bokun priced otherwise a minute ago.
  await assertParticipantsWithinBounds(deps, input.configId, data);
  try {
    await assertHoldBounds(deps, store, {
      configId: input.configId,
      data,
      client: input.client,
      session: input.session,
      departureSharePercent: input.departureSharePercent ?? 100,
      contactAboveSeats: input.contactAboveSeats ?? Number.POSITIVE_INFINITY,
    });
  } catch (error) {
    if (error instanceof DomainError) deps.metrics?.holdRefusals.inc({ code: error.code });
    throw error;
  }
  const known = await knownPrice(deps, input.configId, data);
  if (known) assertBokunPrice(deps, input.configId, known, data);
  // The price is Bokun's, with the promo code applied; a client that expects another one holds nothing.
  const quote = await countedCall(deps, input, () => client.quote(data));
  await rememberPrice(deps, input.configId, data, quote);
  assertBokunPrice(deps, input.configId, quote, data);
  const ref = await countedCall(deps, input, () => client.reserve(data, quote));
  const [first] = data.directBooking.activityBookings;
  const holdToken = newHoldToken();
  const key = { configId: input.configId, confirmationCode: ref.confirmationCode };
  try {
    // A reserve always makes a new hold (a replay of its key is answered above without coming here), so a
    // code the store holds already is Bokun's reissue, whatever booking id comes with it: its stored hold,
    // token and payments belong to someone else and stay theirs.
    const stored = await store.reservations.findByConfirmationCode(input.configId, ref.confirmationCode);
    if (stored) {
      throw new ReservationCodeTakenError(
        input.configId,
        ref.confirmationCode,
        stored.bookingId,
        ref.bookingId,
      );
    }
    await store.reservations.save(
      {
        configId: input.configId,
        confirmationCode: ref.confirmationCode,
        bookingId: ref.bookingId,
        activityId: first?.activityId ?? 0,
        date: first?.date ?? now.toISOString().slice(0, 10),
        startTimeId: first?.startTimeId ?? null,
        amountMinor: quote.amount,
        currency: quote.currency,
        // Bokun gives no expiry (bokun.md §3.1): the hold lasts at most 30 minutes from now.
        expiresAt: new Date(now.getTime() + RESERVATION_HOLD_MS),
      },
      now,
    );
    await store.holds.attach(key, {
      tokenHash: hashHoldToken(holdToken),
      clientKey: input.client?.key ?? null,
      sessionKey: input.session?.key ?? null,
      seats: seatsOf(data),
    });
  } catch (error) {
    const reused = error instanceof ReservationCodeTakenError;
    if (reused) {
      // Loud on purpose: a booking system that reissues codes would otherwise hand one customer's booking
      // (and payment) to the next; someone has to look at Bokun.
      deps.logger.error(
        {
          configId: input.configId,
          confirmationCode: ref.confirmationCode,
          storedBookingId: error.storedBookingId,
          newBookingId: error.newBookingId,
        },
        'Bokun reissued a confirmation code this BFF holds for another booking: the new hold is released',
      );
    } else {
      // An unrecorded hold could never be confirmed here: release it rather than leave it to time out.
      deps.logger.error(
        { err: error, confirmationCode: ref.confirmationCode },
        'recording a reservation failed',
      );
    }
    await client.abortReservation(ref.confirmationCode).catch((abortError: unknown) => {
      deps.logger.error(
        { err: abortError, confirmationCode: ref.confirmationCode },
        'releasing the hold failed',
      );
    });
    throw reused ? reservationCodeReused() : reservationNotRecorded();
  }
  await invalidateMonths(deps, input.configId, touchedMonths(data.directBooking));
  return { ...ref, holdToken };
}

/**
 * Reserves for external payment (spec §7 reserve), at most once per (config, idempotency key): a retry
 * or a concurrent duplicate gets the first call's `{confirmationCode, bookingId}`; the same key with another
 * body is a 409 idempotency_conflict. Before anything is held the participants must fit the rate, the
 * client must be under its live-hold limit and the amount must be Bokun's price. The reservation is recorded
 * with Bokun's amount, a 30-minute expiry and the hash of a new hold token (answered, and replayed to
 * retries, to whoever made the hold), and the schedule months it touches are dropped from the cache.
 */
export async function reserve(deps: Deps, input: ReserveInput): Promise<HeldReservation> {
  const client = bokunClientFor(deps, input.configId);
  const store = requireStore(deps);
  try {
    const { result } = await store.idempotency.run(
      {
        scope: `bokun.reserve:${input.configId}`,
        key: input.idempotencyKey,
        requestHash: hashRequest(input.reservationData),
        ttlMs: RESERVE_IDEMPOTENCY_TTL_MS,
        clock: deps.clock,
        describeFailure: (error) => describeRefusal(reserveFailure(error)),
      },
      () => reserveUpstream(deps, store, client, input),
    );
    return {
      confirmationCode: result.confirmationCode,
      bookingId: result.bookingId,
      holdToken: result.holdToken,
    };
  } catch (error) {
    throw reserveFailure(error);
  }
}
