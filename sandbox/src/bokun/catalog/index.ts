import { kayakTiers } from './kayakTiers';
import { oldTownEnglish, oldTownPolish } from './oldTown';
import { phoneOnlyHike } from './phoneOnlyHike';
import { privateSaltMine } from './privateTour';
import { rafting } from './rafting';
import type { SeededActivity } from './seededActivity';

export type { SeededActivity, PriceTable } from './seededActivity';
export { OLD_TOWN_ENG_ID, OLD_TOWN_POL_ID } from './oldTown';
export { KAYAK_TIERS_ID } from './kayakTiers';
export { PHONE_ONLY_HIKE_ID } from './phoneOnlyHike';
export { PRIVATE_TOUR_ID } from './privateTour';
export { RAFTING_ID } from './rafting';

/** Catalogue of a config: its activities keyed by Bokun id. */
export type Catalogue = ReadonlyMap<number, SeededActivity>;

/** The catalogue seeded for config `demo`. */
export function demoCatalogue(): Catalogue {
  return new Map(
    [oldTownEnglish, oldTownPolish, privateSaltMine, rafting, phoneOnlyHike, kayakTiers].map((s) => [
      s.activity.id,
      s,
    ]),
  );
}

/** Promo codes the demo channel accepts: code → percentage off. */
export const DEMO_PROMO_CODES: Readonly<Record<string, number>> = { WELCOME10: 10 };
