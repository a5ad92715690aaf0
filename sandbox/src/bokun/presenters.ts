import type { Catalogue } from './catalog';
import type { Reservation } from './reservations';
import type { BokunContactField, BokunQuestion, BokunQuestionDto } from './types';

/** FIRST_NAME → firstName: checkout question ids are the camelCase field names. */
export function questionId(field: string): string {
  return field.toLowerCase().replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}

function contactQuestion(f: BokunContactField) {
  return { questionId: questionId(f.field), label: f.field, required: f.required, dataType: 'SHORT_TEXT' };
}

/** A `QuestionDto` has no context field: it is asked once per booking. */
const contextOf = (q: BokunQuestion | BokunQuestionDto) => ('context' in q ? q.context : 'BOOKING');

function supplierQuestion(q: BokunQuestion | BokunQuestionDto) {
  if (!('questionCode' in q)) {
    const options = q.options.split('\n').filter((o) => o !== '');
    return {
      questionId: String(q.id),
      label: q.label,
      dataType: q.type,
      required: q.answerRequired,
      options,
    };
  }
  return {
    questionId: q.questionCode,
    label: q.label,
    dataType: q.type,
    required: q.required,
    options: q.options,
  };
}

/** The `questions` block of checkout options for a booking request. */
export function checkoutQuestions(catalogue: Catalogue, activityBookings: unknown[]) {
  const first = activityBookings[0] as { activityId?: unknown } | undefined;
  const main = catalogue.get(Number(first?.activityId))?.activity;
  return {
    mainContactDetails: (main?.mainContactFields ?? []).map(contactQuestion),
    activityBookings: activityBookings.map((raw) => {
      const booking = raw as { activityId?: unknown; passengers?: unknown };
      const activity = catalogue.get(Number(booking.activityId))?.activity;
      const passengers = Array.isArray(booking.passengers)
        ? (booking.passengers as { pricingCategoryId?: unknown }[])
        : [];
      const perBooking = (activity?.bookingQuestions ?? []).filter((q) => contextOf(q) === 'BOOKING');
      const perPassenger = (activity?.bookingQuestions ?? []).filter((q) => contextOf(q) === 'PASSENGER');
      return {
        activityId: activity?.id,
        questions: perBooking.map(supplierQuestion),
        passengers: passengers.map((p) => ({
          pricingCategoryId: Number(p.pricingCategoryId),
          passengerDetails: (activity?.passengerFields ?? []).map(contactQuestion),
          questions: perPassenger.map(supplierQuestion),
        })),
      };
    }),
  };
}

/** A booking as the checkout and booking endpoints return it. */
export function bookingJson(r: Reservation, catalogue: Catalogue) {
  return {
    bookingId: r.bookingId,
    confirmationCode: r.confirmationCode,
    status: r.status,
    currency: r.currency,
    totalPrice: r.amount,
    externalBookingReference: r.externalBookingReference,
    promoCode: r.promoCode,
    creationDate: r.createdAt.getTime(),
    activityBookings: r.priced.lines.map((line, i) => ({
      activityId: line.activityId,
      productConfirmationCode: r.productConfirmationCodes[i],
      title: catalogue.get(line.activityId)?.activity.title ?? '',
      status: r.status,
      startTimeId: Number(line.slotId.split('_')[0]),
      totalParticipants: line.participants,
      totalPrice: line.amount,
    })),
  };
}
