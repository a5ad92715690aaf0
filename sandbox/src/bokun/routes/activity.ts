import Router from '@koa/router';
import { buildAvailability, isPastCutoff, isPublishedDay, slotId } from '../availability';
import { localizeActivity } from '../catalog/translations';
import { addDays, parseIsoDate } from '../dates';
import { sendBokunError } from '../errors';
import { withPhotosOn } from '../photos';
import type { BokunSimulator } from '../simulator';
import type { BokunAvailability } from '../types';

/** Longest date range one availability call may ask for. */
const MAX_RANGE_DAYS = 366;

/** `GET /activity.json/{id}` and `GET /activity.json/{id}/availabilities`. */
export function activityRoutes(sim: BokunSimulator): Router {
  const router = new Router();

  // Bokun answers in the `lang` asked for where the vendor translated a name, else in the base language.
  router.get('/activity.json/:id', (ctx) => {
    const seed = sim.catalogue.get(Number(ctx.params.id));
    if (!seed) {
      sendBokunError(ctx, 404, `Activity not found: ${ctx.params.id}`);
      return;
    }
    ctx.body = withPhotosOn(localizeActivity(seed.activity, ctx.query.lang), `${ctx.protocol}://${ctx.host}`);
  });

  router.get('/activity.json/:id/availabilities', (ctx) => {
    const seed = sim.catalogue.get(Number(ctx.params.id));
    if (!seed) {
      sendBokunError(ctx, 404, `Activity not found: ${ctx.params.id}`);
      return;
    }
    const { start, end, includeSoldOut } = ctx.query;
    const from = typeof start === 'string' ? parseIsoDate(start) : null;
    const to = typeof end === 'string' ? parseIsoDate(end) : null;
    if (!from || !to) {
      const fields: Record<string, string> = {};
      if (!from) fields.start = 'required, yyyy-MM-dd';
      if (!to) fields.end = 'required, yyyy-MM-dd';
      sendBokunError(ctx, 400, 'start and end must be dates in yyyy-MM-dd format', fields);
      return;
    }
    const days = Math.round((to.getTime() - from.getTime()) / 86_400_000);
    if (days < 0 || days > MAX_RANGE_DAYS) {
      sendBokunError(ctx, 400, `end must be on or after start and at most ${MAX_RANGE_DAYS} days later`, {
        end: 'out of range',
      });
      return;
    }
    const now = sim.clock();
    const result: BokunAvailability[] = [];
    for (let day = from; day <= to; day = addDays(day, 1)) {
      if (!isPublishedDay(day, now)) continue;
      for (const startTime of seed.activity.startTimes) {
        if (isPastCutoff(seed, day, startTime, now)) continue;
        const held = sim.heldOn(seed.activity.id, slotId(startTime.id, day));
        const slot = buildAvailability(seed, day, startTime, held);
        if (includeSoldOut === 'false' && slot.soldOut) continue;
        result.push(slot);
      }
    }
    ctx.body = result;
  });

  return router;
}
