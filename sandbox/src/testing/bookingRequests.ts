import { OLD_TOWN_ENG_ID } from '../bokun/catalog';

interface BookingInput {
  activityId?: number;
  date: string;
  startTimeId: number;
  rateId?: number;
  categories: number[];
  promoCode?: string;
}

/** A Bokun booking request with one passenger per category id listed. */
export function buildBookingRequest(input: BookingInput) {
  return {
    mainContactDetails: [
      { questionId: 'firstName', values: ['Ada'] },
      { questionId: 'lastName', values: ['Lovelace'] },
      { questionId: 'email', values: ['ada@example.com'] },
      { questionId: 'phoneNumber', values: ['+48600100200'] },
    ],
    activityBookings: [
      {
        activityId: input.activityId ?? OLD_TOWN_ENG_ID,
        date: input.date,
        startTimeId: input.startTimeId,
        ...(input.rateId === undefined ? {} : { rateId: input.rateId }),
        answers: [],
        passengers: input.categories.map((pricingCategoryId) => ({
          pricingCategoryId,
          passengerDetails: [],
          answers: [],
          extras: [],
        })),
      },
    ],
    ...(input.promoCode === undefined ? {} : { promoCode: input.promoCode }),
  };
}

/** The submit body that reserves a booking request for external payment. */
export function buildSubmit(directBooking: object, externalBookingReference = 'order-1') {
  return {
    checkoutOption: 'CUSTOMER_FULL_PAYMENT',
    paymentMethod: 'RESERVE_FOR_EXTERNAL_PAYMENT',
    source: 'DIRECT_REQUEST',
    directBooking,
    externalBookingReference,
    sendNotificationToMainContact: true,
    showPricesInNotification: false,
  };
}
