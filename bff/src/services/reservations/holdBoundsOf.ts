import type { Env } from '../../env';
import { clientKeyOf } from '../../security/clientKey';
import type { ReserveInput } from './reserve';

type HoldEnv = Pick<
  Env,
  | 'HOLD_LIMIT_PER_CLIENT'
  | 'HOLD_LIMIT_PER_SESSION'
  | 'HOLD_SEATS_PER_SESSION'
  | 'HOLD_SHARE_PER_DEPARTURE_PERCENT'
  | 'HOLD_CONTACT_ABOVE_SEATS'
>;

/**
 * The bounds a reserve from this address (Koa's `ctx.ip`) and widget session is held to, from the
 * environment: live holds per client and session, seats per session, a share of each departure, and the
 * seats above which the contact step's data is needed.
 */
export function holdBoundsOf(
  env: HoldEnv,
  ip: string,
  sessionId: string | undefined,
): Pick<ReserveInput, 'client' | 'session' | 'departureSharePercent' | 'contactAboveSeats'> {
  return {
    client: { key: clientKeyOf(ip), maxLiveHolds: env.HOLD_LIMIT_PER_CLIENT },
    ...(sessionId
      ? {
          session: {
            key: sessionId,
            maxLiveHolds: env.HOLD_LIMIT_PER_SESSION,
            maxSeats: env.HOLD_SEATS_PER_SESSION,
          },
        }
      : {}),
    departureSharePercent: env.HOLD_SHARE_PER_DEPARTURE_PERCENT,
    contactAboveSeats: env.HOLD_CONTACT_ABOVE_SEATS,
  };
}
