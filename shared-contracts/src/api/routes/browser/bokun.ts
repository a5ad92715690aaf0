// The browser's part of the Bokun routes (see defineBrowserRoute); ../bokun.ts adds the request's part.
import { array, boolean, number, object, string } from 'yup';
import { defineBrowserRoute } from '../../defineRoute';
import {
  confirmationCodeField,
  currencyField,
  holdTokenField,
  idField,
  isoDateField,
  receiptKeyField,
} from '../../fields';
import { isCalendarDate } from '../../patterns';
import { activityDetailsSchema } from '../../schemas/activityDetails';
import { scheduleSlotSchema } from '../../schemas/scheduleSlot';
import { LANGUAGES } from '../../../domain/constants';

/** Longest schedule window one call may ask for (the widget asks one month at a time). */
export const MAX_SCHEDULE_RANGE_DAYS = 366;

const failure = { success: boolean().required(), error: string().optional() };
/** The 2xx body of a reservation call; its failures answer `{success: false, error: {code, message}}`. */
const succeeded = { success: boolean().required() };

/** The bokun routes as the browser calls them. */
export const bokunBrowserRoutes = {
  bokunGeneralInformation: defineBrowserRoute({
    method: 'POST',
    path: '/api/bokun/general-information/{activityId}/{lang}',
    params: object({ activityId: idField().required(), lang: string().oneOf(LANGUAGES).required() }),
    response: object({ ...failure, data: activityDetailsSchema.required() }),
  }),
  bokunSchedule: defineBrowserRoute({
    method: 'POST',
    path: '/api/bokun/schedule/{activityId}/{startDate}/{endDate}',
    params: object({
      activityId: idField().required(),
      startDate: isoDateField().required(),
      endDate: isoDateField().required(),
    }).test(
      'date-window',
      'endDate must not be before startDate nor more than 366 days after it',
      (value) => {
        if (!isCalendarDate(value.startDate) || !isCalendarDate(value.endDate)) return true;
        const days = (Date.parse(value.endDate) - Date.parse(value.startDate)) / 86_400_000;
        return days >= 0 && days <= MAX_SCHEDULE_RANGE_DAYS;
      },
    ),
    response: object({ ...failure, data: array(scheduleSlotSchema.required()).required() }),
  }),
  bokunReserve: defineBrowserRoute({
    method: 'POST',
    path: '/api/bokun/reserve',
    failureCarriesSuccess: true,
    response: object({
      ...succeeded,
      data: object({
        confirmationCode: confirmationCodeField().required(),
        bookingId: number().integer().positive().required(),
        /** The hold's capability: the widget sends it back to release, cancel or pay this hold. */
        holdToken: holdTokenField().optional(),
        /** Reads the paid booking back on the success pages (GET /api/booking-receipt/{receiptKey}). */
        receiptKey: receiptKeyField().optional(),
      })
        .default(undefined)
        .optional(),
    }),
  }),
  bokunValidatePromoCode: defineBrowserRoute({
    method: 'POST',
    path: '/api/bokun/validate-promo-code',
    failureCarriesSuccess: true,
    response: object({
      ...succeeded,
      data: object({
        totalPrice: number().min(0).optional(),
        price: object({ total: number().min(0).required() })
          .default(undefined)
          .optional(),
        currency: currencyField().optional(),
        promoCodeApplied: boolean().optional(),
      })
        .default(undefined)
        .optional(),
    }),
  }),
  bokunSelectionPrice: defineBrowserRoute({
    method: 'POST',
    path: '/api/bokun/price',
    failureCarriesSuccess: true,
    response: object({
      ...succeeded,
      data: object({ totalPrice: number().min(0).required(), currency: currencyField().required() })
        .default(undefined)
        .optional(),
    }),
  }),
  bokunRemoveReservation: defineBrowserRoute({
    method: 'POST',
    path: '/api/bokun/remove-reservation/{confirmationCode}',
    failureCarriesSuccess: true,
    params: object({ confirmationCode: confirmationCodeField().required() }),
    response: object(succeeded),
  }),
  bokunConfirmReservation: defineBrowserRoute({
    method: 'POST',
    path: '/api/bokun/confirm-reservation/{confirmationCode}',
    failureCarriesSuccess: true,
    params: object({ confirmationCode: confirmationCodeField().required() }),
    response: object({
      ...succeeded,
      data: object({
        confirmationCode: confirmationCodeField().required(),
        status: string()
          .oneOf(['CONFIRMED', 'RESERVED', 'CANCELLED', 'TIMEOUT', 'ABORTED', 'ERROR'])
          .required(),
      })
        .default(undefined)
        .optional(),
    }),
  }),
} as const;
