import Router from '@koa/router';
import type { Context } from 'koa';
import { sendBokunError } from '../errors';
import type { BokunSimulator } from '../simulator';

/**
 * `/booking.json/{confirmationCode}/abort-reserved`: releases a held booking's capacity, by the methods the
 * simulator's abort model accepts (POST and GET by default); others 405 with Allow, or 404 where the model says.
 */
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

  router.all('/booking.json/:code/abort-reserved', (ctx) => {
    const { methods, otherMethodStatus } = sim.abortModel;
    if ((methods as readonly string[]).includes(ctx.method)) {
      abort(ctx);
      return;
    }
    if (otherMethodStatus === 404) {
      sendBokunError(ctx, 404, 'Not Found');
      return;
    }
    ctx.set('Allow', methods.join(', '));
    sendBokunError(
      ctx,
      405,
      `Method ${ctx.method} not allowed; abort-reserved is called with ${methods.join(' or ')}`,
    );
  });

  return router;
}
