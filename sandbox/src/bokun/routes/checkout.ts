import Router from '@koa/router';
import { sendBokunError } from '../errors';
import { bookingJson, checkoutQuestions, questionId } from '../presenters';
import type { BokunSimulator } from '../simulator';

type Body = Record<string, unknown>;

function bodyOf(value: unknown): Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Body) : {};
}

/** Main-contact answers the booked activities require (`mainContactFields[].required`). */
function requiredContact(sim: BokunSimulator, directBooking: Body): string[] {
  const bookings = Array.isArray(directBooking.activityBookings)
    ? directBooking.activityBookings.map(bodyOf)
    : [];
  const fields = bookings.flatMap(
    (b) =>
      sim.catalogue.get(Number(b.activityId))?.activity.mainContactFields.filter((f) => f.required) ?? [],
  );
  return [...new Set(fields.map((f) => questionId(f.field)))];
}

/** Names the required main-contact answers that are missing or blank. */
function missingContact(required: string[], directBooking: Body): Record<string, string> {
  const details = Array.isArray(directBooking.mainContactDetails)
    ? directBooking.mainContactDetails.map(bodyOf)
    : [];
  const missing: Record<string, string> = {};
  for (const id of required) {
    const answer = details.find((d) => d.questionId === id);
    const values = Array.isArray(answer?.values) ? answer.values : [];
    if (!values.some((v) => typeof v === 'string' && v.trim() !== ''))
      missing[`mainContactDetails.${id}`] = 'required';
  }
  return missing;
}

/** Checkout options, submit (reserve for external payment) and confirm-reserved. */
export function checkoutRoutes(sim: BokunSimulator): Router {
  const router = new Router();

  router.post('/checkout.json/options/booking-request', (ctx) => {
    const request = bodyOf(ctx.request.body);
    const priced = sim.price(request);
    if (!priced.ok) {
      sendBokunError(ctx, priced.status, priced.error.message, priced.error.fields);
      return;
    }
    const { amount, currency } = priced.value;
    ctx.body = {
      options: [
        {
          type: 'CUSTOMER_FULL_PAYMENT',
          amount,
          currency,
          formattedAmount: `${amount.toFixed(2)} ${currency}`,
          paymentMethods: { allowedMethods: ['RESERVE_FOR_EXTERNAL_PAYMENT'] },
        },
      ],
      questions: checkoutQuestions(sim.catalogue, request.activityBookings as unknown[]),
    };
  });

  router.post('/checkout.json/submit', (ctx) => {
    const body = bodyOf(ctx.request.body);
    if (body.paymentMethod !== 'RESERVE_FOR_EXTERNAL_PAYMENT') {
      sendBokunError(ctx, 400, 'Only RESERVE_FOR_EXTERNAL_PAYMENT is enabled on this channel', {
        paymentMethod: 'unsupported',
      });
      return;
    }
    if (body.checkoutOption !== 'CUSTOMER_FULL_PAYMENT' || body.source !== 'DIRECT_REQUEST') {
      sendBokunError(ctx, 400, 'checkoutOption must be CUSTOMER_FULL_PAYMENT and source DIRECT_REQUEST', {
        checkoutOption: 'CUSTOMER_FULL_PAYMENT',
        source: 'DIRECT_REQUEST',
      });
      return;
    }
    const directBooking = bodyOf(body.directBooking);
    const missing = missingContact(requiredContact(sim, directBooking), directBooking);
    if (Object.keys(missing).length > 0) {
      sendBokunError(ctx, 400, 'Required main contact details are missing', missing);
      return;
    }
    const priced = sim.price(directBooking);
    if (!priced.ok) {
      sendBokunError(ctx, priced.status, priced.error.message, priced.error.fields);
      return;
    }
    const reference = body.externalBookingReference ?? directBooking.externalBookingReference;
    const reservation = sim.reserve(priced.value, {
      promoCode: priced.value.promoApplied ? String(directBooking.promoCode) : null,
      externalBookingReference: typeof reference === 'string' ? reference : null,
    });
    ctx.body = { booking: bookingJson(reservation, sim.catalogue) };
  });

  router.post('/checkout.json/confirm-reserved/:code', (ctx) => {
    const reservation = sim.reservation(ctx.params.code ?? '');
    if (!reservation) {
      sendBokunError(ctx, 404, `Booking not found: ${ctx.params.code}`);
      return;
    }
    if (reservation.status !== 'RESERVED') {
      sendBokunError(
        ctx,
        400,
        `InvalidDataException - Confirming a booking which is not in reserved state: ${reservation.status}`,
      );
      return;
    }
    reservation.status = 'CONFIRMED';
    reservation.confirmation = bodyOf(ctx.request.body);
    const booking = bookingJson(reservation, sim.catalogue);
    ctx.body = {
      booking,
      travelDocuments: {
        invoice: `/documents/${reservation.confirmationCode}/invoice.pdf`,
        activityTickets: booking.activityBookings.map((ab) => ({
          bookingId: reservation.bookingId,
          productTitle: ab.title,
          productConfirmationCode: ab.productConfirmationCode,
          ticket: `/documents/${ab.productConfirmationCode}/ticket.pdf`,
        })),
      },
    };
  });

  return router;
}
