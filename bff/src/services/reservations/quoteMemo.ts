import type { ReservationData } from '@booking/shared-contracts';
import type { AppDeps } from '../../deps';
import type { Quote } from '../../providers/bokun';
import { hashRequest } from '../../store';

type Deps = Pick<AppDeps, 'cache' | 'logger'>;

/** How long Bokun's price of one booking answers reserves of the same booking with another amount. */
export const QUOTE_MEMO_TTL_MS = 60_000;

/** A remembered price: whole minor units and currency, no checkout option (never reserved from). */
type KnownPrice = Pick<Quote, 'amount' | 'currency'>;

/**
 * What prices a booking: the config and the reservation without its amount and without who travels
 * (names and contact change no price), so a reserve that only changes those finds the same price.
 */
function quoteKey(configId: string, data: ReservationData): string {
  const { amount: _amount, directBooking, ...rest } = data;
  const { mainContactDetails: _contact, activityBookings, ...booking } = directBooking;
  const priced = {
    ...rest,
    ...booking,
    activityBookings: activityBookings.map(({ passengers, ...activity }) => ({
      ...activity,
      passengers: passengers.map(({ passengerDetails: _details, ...passenger }) => passenger),
    })),
  };
  return `quote:${encodeURIComponent(configId)}:${hashRequest(priced)}`;
}

/**
 * Bokun's price of this booking when it was asked within the last minute: a reserve whose amount differs
 * from it is refused without asking Bokun again. A reserve whose amount matches still gets a fresh quote
 * (reserving needs Bokun's current checkout option), so a stale price never holds anything.
 */
export async function knownPrice(
  deps: Deps,
  configId: string,
  data: ReservationData,
): Promise<KnownPrice | undefined> {
  try {
    return await deps.cache.get<KnownPrice>(quoteKey(configId, data));
  } catch (error) {
    deps.logger.warn({ err: error }, 'reading a remembered price failed');
    return undefined;
  }
}

/** Remembers Bokun's price of a booking for QUOTE_MEMO_TTL_MS; a cache failure costs only the memo. */
export async function rememberPrice(
  deps: Deps,
  configId: string,
  data: ReservationData,
  quote: KnownPrice,
): Promise<void> {
  try {
    await deps.cache.set(
      quoteKey(configId, data),
      { amount: quote.amount, currency: quote.currency },
      QUOTE_MEMO_TTL_MS,
    );
  } catch (error) {
    deps.logger.warn({ err: error }, 'remembering a price failed');
  }
}
