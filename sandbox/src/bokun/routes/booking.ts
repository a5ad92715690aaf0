import Router from '@koa/router';
import type { Context } from 'koa';
import { sendBokunError } from '../errors';
import { bookingJson } from '../presenters';
import type { BokunSimulator } from '../simulator';

/** `/booking.json/{confirmationCode}/abort-reserved`: releases a held booking's capacity. */
export function bookingRoutes(sim: BokunSimulator): Router {
  const router = new Router();

  const abort = (ctx: Context & { params: Record<string, string | undefined> }) => {
    const reservation = sim.reservation(ctx.params.code ?? '');
    // Bokun answers 404 for a booking that is unknown, already aborted or timed out.
    if (!reservation || reservation.status === 'ABORTED' || reservation.status === 'TIMEOUT') {
      sendBokunError(ctx, 404, `No reserved booking: ${ctx.params.code}`);
      return;
    }
    if (reservation.status !== 'RESERVED') {
      sendBokunError(
        ctx,
        400,
        `InvalidDataException - Aborting a booking which is not in reserved state: ${reservation.status}`,
      );
      return;
    }
    reservation.status = 'ABORTED';
    ctx.body = { booking: bookingJson(reservation, sim.catalogue) };
  };

  // The HTTP method is unsettled in the sources (bokun.md §3.5), so both are served.
  router.post('/booking.json/:code/abort-reserved', abort);
  router.get('/booking.json/:code/abort-reserved', abort);

  return router;
}
