import { activityNotAvailable } from '@booking/shared-contracts';
import { HttpError } from '../../errors';
import { BokunNotFoundError } from '../../providers/bokun';
import { httpErrorFromBokun } from '../upstreamErrors';

/** 404 activity_not_available with the §8 text "Activity {id} does not exist or is not available". */
export const activityNotAvailableError = (activityId: number) =>
  new HttpError(404, 'activity_not_available', activityNotAvailable(activityId));

/** Runs a catalogue read: Bokun's 404 is the activity's absence, other failures map to 502/503/504. */
export async function readCatalog<T>(activityId: number, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof BokunNotFoundError) throw activityNotAvailableError(activityId);
    throw httpErrorFromBokun(error);
  }
}
