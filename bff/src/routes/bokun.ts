import type Router from '@koa/router';
import {
  bokunConfirmReservation,
  bokunGeneralInformation,
  bokunRemoveReservation,
  bokunReserve,
  bokunSchedule,
  bokunValidatePromoCode,
} from '@booking/shared-contracts';
import type { AppDeps } from '../deps';
import { getGeneralInformation, getSchedule } from '../services/catalog';
import { confirmPaidHold, releaseHold } from '../services/holds';
import { reserve, validatePromoCode } from '../services/reservations';
import { clientKeyOf } from '../security/clientKey';
import type { AppState } from '../state';
import {
  presentActivity,
  presentConfirmation,
  presentPromoTotals,
  presentReservation,
  presentSlot,
} from './bokunPresenters';
import { register } from './register';

/**
 * The six Bokun routes of spec §7: catalogue reads (cached) and the reservation lifecycle (reserve,
 * promo pricing, remove, confirm). Each validates with its contract, calls one service, presents; the
 * reservation calls' failures carry `success: false` (their contract declares it).
 */
export function registerBokunRoutes(router: Router<AppState>, deps: AppDeps): void {
  register(router, bokunGeneralInformation, async ({ params, body }) => {
    const details = await getGeneralInformation(deps, {
      configId: body.configId,
      activityId: params.activityId,
      lang: params.lang,
    });
    return { success: true, data: presentActivity(details) };
  });

  register(router, bokunSchedule, async ({ params, body }) => {
    const slots = await getSchedule(deps, {
      configId: body.configId,
      activityId: params.activityId,
      startDate: params.startDate,
      endDate: params.endDate,
      ...(body.currency ? { currency: body.currency } : {}),
    });
    return { success: true, data: slots.map(presentSlot) };
  });

  register(router, bokunReserve, async ({ body }, ctx) => {
    const ref = await reserve(deps, {
      configId: body.configId,
      idempotencyKey: body.idempotencyKey,
      reservationData: body.reservationData,
      client: { key: clientKeyOf(ctx.ip), maxLiveHolds: deps.env.HOLD_LIMIT_PER_CLIENT },
      ...(body.sessionId
        ? { session: { key: body.sessionId, maxLiveHolds: deps.env.HOLD_LIMIT_PER_SESSION } }
        : {}),
    });
    ctx.set('Cache-Control', 'no-store');
    return { success: true, data: presentReservation(ref) };
  });

  register(router, bokunValidatePromoCode, async ({ body }) => {
    const totals = await validatePromoCode(deps, {
      configId: body.configId,
      reservationData: body.reservationData,
    });
    return { success: true, data: presentPromoTotals(totals) };
  });

  register(router, bokunRemoveReservation, async ({ params, body }) => {
    await releaseHold(deps, {
      configId: body.configId,
      confirmationCode: params.confirmationCode,
      holdToken: body.holdToken,
    });
    return { success: true };
  });

  register(router, bokunConfirmReservation, async ({ params, body }) => {
    const result = await confirmPaidHold(deps, {
      configId: body.configId,
      confirmationCode: params.confirmationCode,
    });
    return { success: true, data: presentConfirmation(result) };
  });
}
