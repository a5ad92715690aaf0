import {
  fromMinorUnits,
  type ActivityDetails,
  type MinorUnits,
  type ReservationData,
  type ScheduleSlotDto,
} from '@booking/shared-contracts';
import { createBokunApi, type AbortOutcome, type BokunApi, type BokunApiOptions } from './api';
import { promoCodeOf, toBokunBooking } from './bookingRequest';
import { mapActivityDetails } from './mapActivity';
import {
  mapConfirmation,
  mapReservation,
  pickReserveOption,
  quoteOf,
  type ConfirmationResult,
  type PromoTotals,
  type Quote,
  type ReservationRef,
} from './mapCheckout';
import { mapScheduleSlots } from './mapSchedule';
import { evaluatePromoCode } from './promo';

export type BokunClientOptions = BokunApiOptions;

/** What confirming a paid reservation sends: the amount charged and whom Bokun notifies. */
export interface ConfirmPayment {
  amount: MinorUnits;
  currency: string;
  sendNotificationToMainContact?: boolean;
  showPricesInNotification?: boolean;
}

/**
 * Bokun for the BFF's services: contract and domain values in and out, Bokun's wire shapes and major-unit
 * amounts kept inside this folder. Failures are ProviderErrors.
 */
export interface BokunClient {
  /** An activity's details in a language, priced in a currency. */
  activityDetails(activityId: number, lang: string, currency: string): Promise<ActivityDetails>;
  /** Availability slots for the days `startDate`..`endDate` (YYYY-MM-DD, inclusive). */
  scheduleSlots(
    activityId: number,
    startDate: string,
    endDate: string,
    currency: string,
    lang?: string,
  ): Promise<ScheduleSlotDto[]>;
  /** Bokun's own price of a reservation, promo code applied: the option that reserves for external payment. */
  quote(reservation: ReservationData): Promise<Quote>;
  /** The total with the reservation's promo code beside the one without it (bokun.md §3.6). */
  promoTotals(reservation: ReservationData): Promise<PromoTotals>;
  /** Reserves at a quoted option for external payment; the hold lasts 30 minutes. */
  reserve(reservation: ReservationData, quote: Quote): Promise<ReservationRef>;
  /** Confirms a reserved booking once paid; a booking already confirmed counts as confirmed. */
  confirmReservation(confirmationCode: string, payment: ConfirmPayment): Promise<ConfirmationResult>;
  /** Releases a reserved booking's hold; Bokun's 404 (unknown, aborted or timed out alike) is a Bokun `not_found` ProviderError. */
  abortReservation(confirmationCode: string): Promise<AbortOutcome>;
}

/** The domain client over Bokun's REST calls (a fake `BokunApi` in tests). */
export function bokunClientOver(api: BokunApi): BokunClient {
  return {
    async activityDetails(activityId, lang, currency) {
      return mapActivityDetails(await api.getActivity(activityId, lang, currency));
    },
    async scheduleSlots(activityId, startDate, endDate, currency, lang) {
      return mapScheduleSlots(await api.getAvailabilities(activityId, startDate, endDate, currency, lang));
    },
    async quote(reservation) {
      return quoteOf(await api.checkoutOptions(toBokunBooking(reservation), reservation.currency));
    },
    async promoTotals(reservation) {
      const booking = toBokunBooking(reservation);
      const code = promoCodeOf(reservation);
      if (code !== undefined) return evaluatePromoCode(api, booking, code, reservation.currency);
      const option = pickReserveOption(await api.checkoutOptions(booking, reservation.currency));
      return {
        totalPrice: option.amount,
        price: { total: option.amount },
        currency: option.currency,
        promoCodeApplied: false,
      };
    },
    async reserve(reservation, quote) {
      const response = await api.reserve(
        {
          directBooking: toBokunBooking(reservation),
          checkoutOption: quote.checkoutOption,
          sendNotificationToMainContact: reservation.sendNotificationToMainContact,
          showPricesInNotification: reservation.showPricesInNotification,
        },
        reservation.currency,
      );
      return mapReservation(response);
    },
    async confirmReservation(confirmationCode, payment) {
      const outcome = await api.confirmReservation(confirmationCode, {
        amount: fromMinorUnits(payment.amount, payment.currency),
        currency: payment.currency,
        ...(payment.sendNotificationToMainContact === undefined
          ? {}
          : { sendNotificationToMainContact: payment.sendNotificationToMainContact }),
        ...(payment.showPricesInNotification === undefined
          ? {}
          : { showPricesInNotification: payment.showPricesInNotification }),
      });
      return mapConfirmation(confirmationCode, outcome);
    },
    abortReservation: (confirmationCode) => api.abortReservation(confirmationCode),
  };
}

/** A signed Bokun client for one booking channel (one key pair). */
export function createBokunClient(options: BokunClientOptions): BokunClient {
  return bokunClientOver(createBokunApi(options));
}
