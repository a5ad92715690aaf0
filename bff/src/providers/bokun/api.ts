import { BokunReservationStateError } from './errors';
import { createTransport, type TransportOptions } from './transport';
import type {
  BokunActivityJson,
  BokunAvailabilityJson,
  BokunBookingRequest,
  BokunBookingResponseJson,
  BokunCheckoutOptionsJson,
  BokunConfirmRequest,
  BokunSubmitRequest,
} from './types';
import {
  ABORT_RESERVED_METHOD,
  ABORT_RESERVED_QUERY,
  apiResponseMessage,
  availabilityQuery,
  BOKUN_PATHS,
  DEFAULT_CHECKOUT_OPTION,
  DIRECT_REQUEST_SOURCE,
  RESERVE_PAYMENT_METHOD,
  toBokunLang,
} from './vendor';

export type BokunApiOptions = TransportOptions;

/** What the BFF sends to reserve; the client adds the payment method and source Bokun needs. */
export interface ReserveRequest {
  directBooking: BokunBookingRequest;
  checkoutOption?: string;
  externalBookingReference?: string;
  sendNotificationToMainContact?: boolean;
  showPricesInNotification?: boolean;
}

/** Confirm is idempotent: a booking already CONFIRMED counts as confirmed (bokun.md §3.4). */
export type ConfirmOutcome =
  | { alreadyConfirmed: false; response: BokunBookingResponseJson }
  | { alreadyConfirmed: true; response: null };

/**
 * What an abort did. Bokun answers 404 alike for a booking it never had, one already aborted and one timed
 * out, so a 404 is a `BokunNotFoundError`: only the caller, which knows whether it released or outlived the
 * hold, may call that released.
 */
export interface AbortOutcome {
  alreadyReleased: boolean;
  /** Bokun's ApiResponse message, when it gave one. */
  message?: string;
}

/** Bokun's REST calls with its own wire shapes; `createBokunClient` wraps them in domain types. */
export interface BokunApi {
  /** `GET /activity.json/{id}` in a language and currency. */
  getActivity(activityId: number, lang: string, currency: string): Promise<BokunActivityJson>;
  /** `GET /activity.json/{id}/availabilities` for the days `startDate`..`endDate` (YYYY-MM-DD, inclusive). */
  getAvailabilities(
    activityId: number,
    startDate: string,
    endDate: string,
    currency: string,
    lang?: string,
  ): Promise<BokunAvailabilityJson[]>;
  /** `POST /checkout.json/options/booking-request`: the authoritative price, promo code included. */
  checkoutOptions(request: BokunBookingRequest, currency: string): Promise<BokunCheckoutOptionsJson>;
  /** `POST /checkout.json/submit` reserving for external payment; the hold lasts 30 minutes. */
  reserve(request: ReserveRequest, currency: string): Promise<BokunBookingResponseJson>;
  /** `POST /checkout.json/confirm-reserved/{code}` once paid. */
  confirmReservation(confirmationCode: string, request: BokunConfirmRequest): Promise<ConfirmOutcome>;
  /** `GET /booking.json/{code}/abort-reserved`: releases a reserved booking's hold; 404 throws. */
  abortReservation(confirmationCode: string): Promise<AbortOutcome>;
}

/** Signed Bokun REST calls for one booking channel (one key pair). */
export function createBokunApi(options: BokunApiOptions): BokunApi {
  const send = createTransport(options);
  return {
    getActivity: (activityId, lang, currency) =>
      send<BokunActivityJson>('GET', BOKUN_PATHS.activity(activityId), [
        ['lang', toBokunLang(lang)],
        ['currency', currency],
      ]),

    getAvailabilities: (activityId, startDate, endDate, currency, lang = 'en') =>
      send<BokunAvailabilityJson[]>(
        'GET',
        BOKUN_PATHS.availabilities(activityId),
        availabilityQuery(startDate, endDate, currency, toBokunLang(lang)),
      ),

    checkoutOptions: (request, currency) =>
      send<BokunCheckoutOptionsJson>('POST', BOKUN_PATHS.checkoutOptions, [['currency', currency]], request),

    reserve: (request, currency) => {
      const body: BokunSubmitRequest = {
        checkoutOption: request.checkoutOption ?? DEFAULT_CHECKOUT_OPTION,
        paymentMethod: RESERVE_PAYMENT_METHOD,
        source: DIRECT_REQUEST_SOURCE,
        directBooking: request.directBooking,
        ...(request.externalBookingReference === undefined
          ? {}
          : { externalBookingReference: request.externalBookingReference }),
        sendNotificationToMainContact: request.sendNotificationToMainContact ?? true,
        showPricesInNotification: request.showPricesInNotification ?? false,
      };
      return send<BokunBookingResponseJson>('POST', BOKUN_PATHS.submit, [['currency', currency]], body);
    },

    async confirmReservation(confirmationCode, request) {
      try {
        const response = await send<BokunBookingResponseJson>(
          'POST',
          BOKUN_PATHS.confirmReserved(confirmationCode),
          [['currency', request.currency]],
          request,
        );
        return { alreadyConfirmed: false, response };
      } catch (error) {
        if (error instanceof BokunReservationStateError && error.state === 'CONFIRMED') {
          return { alreadyConfirmed: true, response: null };
        }
        throw error;
      }
    },

    async abortReservation(confirmationCode) {
      const body = await send<unknown>(
        ABORT_RESERVED_METHOD,
        BOKUN_PATHS.abortReserved(confirmationCode),
        ABORT_RESERVED_QUERY,
      );
      const message = apiResponseMessage(body);
      return message === undefined ? { alreadyReleased: false } : { alreadyReleased: false, message };
    },
  };
}
