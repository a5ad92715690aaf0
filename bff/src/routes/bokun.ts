import type Router from '@koa/router';
import {
  bokunConfirmReservation,
  bokunGeneralInformation,
  bokunRemoveReservation,
  bokunReserve,
  bokunSchedule,
  bokunSelectionPrice,
  bokunValidatePromoCode,
} from '@booking/shared-contracts';
import type { AppDeps } from '../deps';
import { answerBytes, getGeneralInformation, getSchedule, scheduleAnswer, singleMonthOf } from '../services/catalog';
import { confirmPaidHold, releaseHold } from '../services/holds';
import { reserve, selectionPrice, validatePromoCode } from '../services/reservations';
import { holdBoundsOf } from '../services/reservations/holdBoundsOf';
import type { AppState } from '../state';
import {
  presentActivity,
  presentConfirmation,
  presentPromoTotals,
  presentReservation,
  presentSlot,
} from '../presenters/bokun';
import { register, WrittenAnswer } from './register';

import { negotiatedEncoding } from '../middleware/compressResponse';
import { requireWidgetSession } from '../services/sessions/widgetSession';

/** Catalogue answers are revalidated on every view: an unchanged one costs a 304 (see compressResponse). */
const CATALOG_CACHE_CONTROL = 'no-cache';

/**
 * The six Bokun routes of spec §7: catalogue reads (cached) and the reservation lifecycle (reserve,
 * promo pricing, remove, confirm), plus Bokun's own price of a selection (issue #24, display = charge). Each validates with its contract, calls one service, presents; the
 * reservation calls' failures carry `success: false` (their contract declares it).
 */
export function registerBokunRoutes(router: Router<AppState>, deps: AppDeps): void {
  register(router, bokunGeneralInformation, async ({ params, body }, ctx) => {
    ctx.set('Cache-Control', CATALOG_CACHE_CONTROL);
    ctx.state.revalidate = true;
    const details = await getGeneralInformation(deps, {
      configId: body.configId,
      activityId: params.activityId,
      lang: params.lang,
    });
    return { success: true, data: presentActivity(details) };
  });

  register(router, bokunSchedule, async ({ params, body }, ctx) => {
    const input = {
      configId: body.configId,
      activityId: params.activityId,
      startDate: params.startDate,
      endDate: params.endDate,
      ...(body.currency ? { currency: body.currency } : {}),
    };
    ctx.set('Cache-Control', CATALOG_CACHE_CONTROL);
    ctx.state.revalidate = true;
    const month = singleMonthOf(input.startDate, input.endDate);
    if (month) {
      // The widget asks one month at a time: that answer is stored rendered and compressed.
      const answer = await scheduleAnswer(deps, input, month);
      const encoding = negotiatedEncoding(ctx);
      ctx.vary('Accept-Encoding');
      ctx.type = 'json';
      ctx.set('ETag', answer.etag);
      if (encoding) ctx.set('Content-Encoding', encoding);
      return new WrittenAnswer(answerBytes(answer, encoding));
    }
    const slots = await getSchedule(deps, input);
    return { success: true, data: slots.map(presentSlot) };
  });

  register(router, bokunReserve, async ({ body }, ctx) => {
    const session = requireWidgetSession(deps, body.configId, body.sessionId, ctx.get('Origin'));
    const ref = await reserve(deps, {
      configId: body.configId,
      idempotencyKey: body.idempotencyKey,
      reservationData: body.reservationData,
      ...holdBoundsOf(deps.env, ctx.ip, session.id),
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

  register(router, bokunSelectionPrice, async ({ body }) => {
    const price = await selectionPrice(deps, {
      configId: body.configId,
      currency: body.currency,
      selection: body.selection,
    });
    return { success: true, data: price };
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
