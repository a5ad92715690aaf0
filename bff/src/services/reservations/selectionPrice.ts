import {
  ERROR_MESSAGES,
  fromMinorUnits,
  type PriceSelection,
  type ReservationData,
} from '@booking/shared-contracts';
import { cached } from '../../cache';
import type { AppDeps } from '../../deps';
import { providerFailure, bookingNotPriced } from '../../errors';
import { hashRequest } from '../../store';
import { bokunClientFor } from '../configAccess';
import { isProviderError } from '../../providers/providerError';

/**
 * How long Bokun's price of one selection answers the widget again: as long as a remembered reserve price
 * (QUOTE_MEMO_TTL_MS), so a visitor stepping a count up and down costs Bokun one call per selection.
 */
export const SELECTION_PRICE_TTL_MS = 60_000;

export interface SelectionPriceInput {
  configId: string;
  currency: string;
  selection: PriceSelection;
}

export interface SelectionPrice {
  /** Major units, as Bokun's checkout option gives it. */
  totalPrice: number;
  currency: string;
}

type Deps = Pick<AppDeps, 'widgetConfigs' | 'bokunClient' | 'cache' | 'logger'> &
  Partial<Pick<AppDeps, 'metrics'>>;

/** The selection as the reservation body Bokun's checkout options price: no contact, no answers, no code. */
export function selectionReservation(input: SelectionPriceInput): ReservationData {
  const { selection } = input;
  return {
    checkoutOption: 'CUSTOMER_FULL_PAYMENT',
    paymentMethod: 'RESERVE_FOR_EXTERNAL_PAYMENT',
    source: 'DIRECT_REQUEST',
    directBooking: {
      mainContactDetails: [],
      activityBookings: [
        {
          activityId: selection.activityId,
          date: selection.date,
          ...(selection.startTimeId == null ? {} : { startTimeId: selection.startTimeId }),
          rateId: selection.rateId,
          answers: [],
          extras: selection.extras,
          passengers: selection.passengers.map((p) => ({
            pricingCategoryId: p.pricingCategoryId,
            passengerDetails: [],
            answers: [],
            extras: p.extras,
          })),
        },
      ],
    },
    sendNotificationToMainContact: false,
    showPricesInNotification: false,
    amount: 0,
    currency: input.currency,
  };
}

/**
 * Bokun's own checkout price of a selection (issue #24: display = charge). How Bokun picks a tiered rate's
 * band across categories is unpublished (bokun.md §2.2), so the widget shows this price, not only its own
 * estimate, and reserves at it: whichever rule Bokun follows, the reserve's fresh quote meets the same amount.
 * Cached per (config, currency, selection); a selection Bokun will not price is 422 booking_not_priced.
 */
export async function selectionPrice(deps: Deps, input: SelectionPriceInput): Promise<SelectionPrice> {
  const client = bokunClientFor(deps, input.configId);
  const key = `price:${encodeURIComponent(input.configId)}:${hashRequest({
    currency: input.currency,
    selection: input.selection,
  })}`;
  try {
    return await cached(
      deps.cache,
      key,
      SELECTION_PRICE_TTL_MS,
      async () => {
        deps.metrics?.providerCalls.record('bokun', undefined);
        const quote = await client.quote(selectionReservation(input));
        return {
          totalPrice: fromMinorUnits(quote.amount, quote.currency),
          currency: quote.currency,
        };
      },
      {
        onCacheError: (error, failedKey) =>
          deps.logger.warn({ err: error, key: failedKey }, 'selection price cache failed'),
      },
    );
  } catch (error) {
    if (!isProviderError(error, 'bokun')) throw error;
    if (error.kind === 'validation' || error.kind === 'not_found') throw bookingNotPriced();
    throw providerFailure(error, { unavailable: ERROR_MESSAGES.payment_unknown_error });
  }
}
