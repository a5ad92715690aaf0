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
  ABORT_RESERVED_ATTEMPTS,
  apiResponseMessage,
  availabilityQuery,
  BOKUN_PATHS,
  DEFAULT_CHECKOUT_OPTION,
  DIRECT_REQUEST_SOURCE,
  RESERVE_PAYMENT_METHOD,
  toBokunLang,
} from './vendor';
import { isProviderError } from '../providerError';

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
 * out, so a 404 is a Bokun `not_found` ProviderError: only the caller, which knows whether it released or outlived the
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
  /**
   * `/booking.json/{code}/abort-reserved`: releases a reserved booking's hold, by POST and else by GET (see
   * `ABORT_RESERVED_ATTEMPTS`); 404 throws.
   */
  abortReservation(confirmationCode: string): Promise<AbortOutcome>;
}

/** Signed Bokun REST calls for one booking channel (one key pair). */
export function createBokunApi(options: BokunApiOptions): BokunApi {
  const send = createTransport(options);
  /** The abort attempt Bokun accepted last, tried first from then on. */
  let abortMethodKnown: (typeof ABORT_RESERVED_ATTEMPTS)[number] | undefined;
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
        if (
          isProviderError(error, 'bokun') &&
          error.kind === 'reservation_state' &&
          error.state === 'CONFIRMED'
        ) {
          return { alreadyConfirmed: true, response: null };
        }
        throw error;
      }
    },

    async abortReservation(confirmationCode) {
      const path = BOKUN_PATHS.abortReserved(confirmationCode);
      const order = abortOrder(ABORT_RESERVED_ATTEMPTS, abortMethodKnown);
      for (const [index, attempt] of order.entries()) {
        const last = index === order.length - 1;
        try {
          const body = await send<unknown>(attempt.method, path, attempt.query);
          abortMethodKnown = attempt;
          const message = apiResponseMessage(body);
          return message === undefined ? { alreadyReleased: false } : { alreadyReleased: false, message };
        } catch (error) {
          // Another method is tried on 405, and on a 404 while no method is known to work (a server may
          // answer 404 for a route it has only for another method); once one worked, its 404 means not found.
          if (last || !refusesMethod(error, abortMethodKnown !== undefined)) throw error;
        }
      }
      throw new Error('unreachable: the last abort attempt answers or throws');
    },
  };
}

/** The abort attempts in the order to make them: the one known to work first. */
function abortOrder<T>(attempts: readonly T[], known: T | undefined): readonly T[] {
  return known === undefined ? attempts : [known, ...attempts.filter((attempt) => attempt !== known)];
}

/** Whether Bokun's answer refuses the request's method rather than the booking. */
function refusesMethod(error: unknown, methodKnown: boolean): boolean {
  if (!isProviderError(error, 'bokun')) return false;
  return error.status === 405 || (!methodKnown && error.status === 404);
}
