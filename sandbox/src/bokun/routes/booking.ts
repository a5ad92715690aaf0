import Router from '@koa/router';
import type { Context } from 'koa';
import { sendBokunError } from '../errors';
import type { BokunSimulator } from '../simulator';

/** `GET /booking.json/{confirmationCode}/abort-reserved`: releases a held booking's capacity; other methods 405. */
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
    // Bokun answers its plain ApiResponse here, not the booking.
    ctx.body = { message: `Booking ${reservation.confirmationCode} aborted`, fields: {} };
  };

  // Bokun's own client releases a hold with GET (and a `timeout` flag the simulator accepts either way).
  router.get('/booking.json/:code/abort-reserved', abort);
  router.all('/booking.json/:code/abort-reserved', (ctx) => {
    ctx.set('Allow', 'GET');
    sendBokunError(ctx, 405, `Method ${ctx.method} not allowed; abort-reserved is called with GET`);
  });

  return router;
}
