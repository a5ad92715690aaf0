import { array, object, type InferType } from 'yup';
import { defineRoute } from '../defineRoute';
import { configIdField, currencyField, holdTokenField, idempotencyKeyField, sessionIdField } from '../fields';
import {
  activityBookingSchema,
  passengerBookingSchema,
  reservationDataSchema,
} from '../schemas/reservationData';
import { PARTICIPANTS_MAX } from '../../domain/constants';
import { bokunBrowserRoutes } from './browser/bokun';
import { exampleActivityDetails, exampleReservationData, exampleSlot } from './bokunExamples';

export { MAX_SCHEDULE_RANGE_DAYS } from './browser/bokun';

const configBody = object({ configId: configIdField().required() });

/** POST /api/bokun/general-information/{activityId}/{lang} – activity details for one language. */
export const bokunGeneralInformation = defineRoute({
  ...bokunBrowserRoutes.bokunGeneralInformation,
  summary:
    'Activity details (title, vendor, pricing categories, rates, start times, questions) in a language',
  tag: 'bokun',
  body: configBody,
  examples: {
    valid: {
      params: { activityId: 1001, lang: 'pl' },
      body: { configId: 'demo' },
      response: { success: true, data: exampleActivityDetails },
    },
    invalid: { params: { activityId: 'abc', lang: 'xx' }, body: {} },
  },
});

/** POST /api/bokun/schedule/{activityId}/{startDate}/{endDate} – availability slots in a date window. */
export const bokunSchedule = defineRoute({
  ...bokunBrowserRoutes.bokunSchedule,
  summary: 'Availability slots with prices per rate between two dates (inclusive, YYYY-MM-DD)',
  tag: 'bokun',
  body: object({ configId: configIdField().required(), currency: currencyField().optional() }),
  examples: {
    valid: {
      params: { activityId: 1001, startDate: '2026-06-01', endDate: '2026-06-30' },
      body: { configId: 'demo' },
      response: { success: true, data: [exampleSlot] },
    },
    invalid: { params: { activityId: 1001, startDate: '2026-06-30', endDate: '2026-02-30' } },
  },
});

/** POST /api/bokun/reserve – reserve for external payment (held up to 30 min). */
export const bokunReserve = defineRoute({
  ...bokunBrowserRoutes.bokunReserve,
  summary: 'Create a reservation held for external payment; idempotent per idempotencyKey',
  tag: 'bokun',
  body: object({
    reservationData: reservationDataSchema.required(),
    configId: configIdField().required(),
    idempotencyKey: idempotencyKeyField().required(),
    /**
     * The widget session the BFF issued (POST /api/widget-session): live holds are counted per session as
     * well as per client.
     */
    sessionId: sessionIdField().required(),
  }),
  examples: {
    valid: {
      body: {
        reservationData: exampleReservationData,
        configId: 'demo',
        idempotencyKey: 'res-demo-1001-abc123',
        sessionId: 'ws_0tbk2u8pAbCdEfGhIjKlMnOpQrStUvWxAbCdEfGhIjKlMnOpQrStUvW',
      },
      response: { success: true, data: { confirmationCode: 'UND-92677922', bookingId: 5501 } },
    },
    invalid: {
      body: { reservationData: { ...exampleReservationData, paymentMethod: 'CARD' }, configId: 'demo' },
    },
  },
});

/** POST /api/bokun/validate-promo-code – the total a promo code gives (unchanged total: code not applied). */
export const bokunValidatePromoCode = defineRoute({
  ...bokunBrowserRoutes.bokunValidatePromoCode,
  summary: 'Price a reservation with its promo code',
  tag: 'bokun',
  body: object({ reservationData: reservationDataSchema.required(), configId: configIdField().required() }),
  examples: {
    valid: {
      body: { reservationData: { ...exampleReservationData, promoCode: 'SUMMER10' }, configId: 'demo' },
      response: {
        success: true,
        data: { totalPrice: 180, price: { total: 180 }, currency: 'PLN', promoCodeApplied: true },
      },
    },
    invalid: { body: { reservationData: { ...exampleReservationData, currency: 'pln' }, configId: 'demo' } },
  },
});

/**
 * What Bokun prices (nothing about who travels): the activity's start time and rate, one passenger per
 * ticket with the category it is priced in and its extras priced per person, and the extras per booking.
 */
export const priceSelectionSchema = activityBookingSchema
  .pick(['activityId', 'date', 'startTimeId', 'rateId', 'extras'])
  .shape({
    passengers: array(passengerBookingSchema.pick(['pricingCategoryId', 'extras']).required())
      .min(1)
      .max(PARTICIPANTS_MAX)
      .required(),
  });
export type PriceSelection = InferType<typeof priceSelectionSchema>;

/**
 * POST /api/bokun/price – Bokun's own checkout price of a selection, without a promo code. The widget shows it
 * before payment and reserves at it, so whatever rule Bokun prices bands by, the price shown is the charge.
 */
export const bokunSelectionPrice = defineRoute({
  ...bokunBrowserRoutes.bokunSelectionPrice,
  summary: "Bokun's checkout price of a selection (start time, rate, tickets per category, extras)",
  tag: 'bokun',
  body: object({
    configId: configIdField().required(),
    currency: currencyField().required(),
    selection: priceSelectionSchema.required(),
  }),
  examples: {
    valid: {
      body: {
        configId: 'demo',
        currency: 'PLN',
        selection: {
          activityId: 1006,
          date: '2026-06-16',
          startTimeId: 60_010,
          rateId: 60_021,
          passengers: [{ pricingCategoryId: 60_001, extras: [{ extraId: 60_031, unitCount: 1 }] }],
          extras: [],
        },
      },
      response: { success: true, data: { totalPrice: 165, currency: 'PLN' } },
    },
    invalid: {
      body: {
        configId: 'demo',
        currency: 'PLN',
        selection: { activityId: 1006, date: '2026-02-30', rateId: 60_021, passengers: [] },
      },
    },
  },
});

/** POST /api/bokun/remove-reservation/{confirmationCode} – abort a reserved booking. */
export const bokunRemoveReservation = defineRoute({
  ...bokunBrowserRoutes.bokunRemoveReservation,
  summary: 'Abort a reserved (unpaid) booking',
  tag: 'bokun',
  body: object({ configId: configIdField().required(), holdToken: holdTokenField().optional() }),
  examples: {
    valid: {
      params: { confirmationCode: 'UND-92677922' },
      body: { configId: 'demo' },
      response: { success: true },
    },
    invalid: { params: { confirmationCode: '../x' }, body: { configId: 'demo' } },
  },
});

/** POST /api/bokun/confirm-reservation/{confirmationCode} – confirm a reserved booking after payment. */
export const bokunConfirmReservation = defineRoute({
  ...bokunBrowserRoutes.bokunConfirmReservation,
  summary: 'Confirm a reserved booking once paid (confirming twice is a success)',
  tag: 'bokun',
  body: configBody,
  examples: {
    valid: {
      params: { confirmationCode: 'UND-92677922' },
      body: { configId: 'demo' },
      response: { success: true, data: { confirmationCode: 'UND-92677922', status: 'CONFIRMED' } },
    },
    invalid: { params: { confirmationCode: 'UND-1' }, body: { configId: 'no spaces allowed' } },
  },
});

/** The Bokun routes, keyed by route id. */
export const bokunRoutes = {
  bokunGeneralInformation,
  bokunSchedule,
  bokunReserve,
  bokunValidatePromoCode,
  bokunSelectionPrice,
  bokunRemoveReservation,
  bokunConfirmReservation,
} as const;
