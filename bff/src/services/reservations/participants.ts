import { PARTICIPANTS_MAX, type ReservationData } from '@booking/shared-contracts';
import type { AppDeps } from '../../deps';
import { tooManyParticipants } from '../../errors';
import { getGeneralInformation } from '../catalog';

type Deps = Pick<AppDeps, 'widgetConfigs' | 'bokunClient' | 'cache' | 'logger' | 'clock'>;

/** The language the rate limits are read in; limits do not depend on it, so one cached entry serves all. */
const DETAILS_LANG = 'en';

/**
 * A reserve holds at most the activity's maximum participants: §9's 100, and the rate's own
 * `maxPerBooking` when Bokun sets one (read from the cached activity details). Checked before Bokun is asked
 * for anything, so an oversized request holds no seat.
 */
export async function assertParticipantsWithinBounds(
  deps: Deps,
  configId: string,
  data: ReservationData,
): Promise<void> {
  for (const booking of data.directBooking.activityBookings) {
    const count = booking.passengers.length;
    if (count > PARTICIPANTS_MAX) throw tooManyParticipants(PARTICIPANTS_MAX);
    const details = await getGeneralInformation(deps, {
      configId,
      activityId: booking.activityId,
      lang: DETAILS_LANG,
    });
    const max = details.rates.find((rate) => rate.id === booking.rateId)?.maxPerBooking;
    if (typeof max === 'number' && max > 0 && count > max) throw tooManyParticipants(max);
  }
}
