import type { ActivityDetails, ScheduleSlotDto } from '@booking/shared-contracts';
import type { ConfirmationResult, PromoTotals, ReservationRef } from '../providers/bokun';
import { receiptKeyOf } from '../security/holdToken';

// The §7 answers of the Bokun routes, every field named: nothing reaches the client by accident.

/** general-information `data`. */
export function presentActivity(d: ActivityDetails): ActivityDetails {
  return {
    id: d.id,
    title: d.title,
    externalId: d.externalId,
    vendor: d.vendor,
    currency: d.currency,
    description: d.description,
    excerpt: d.excerpt,
    highlights: d.highlights,
    included: d.included,
    excluded: d.excluded,
    location: d.location,
    startingLocation: d.startingLocation,
    bookingType: d.bookingType,
    capacityType: d.capacityType,
    defaultRateId: d.defaultRateId,
    nextDefaultPrice: d.nextDefaultPrice,
    nextDefaultPriceMoney: d.nextDefaultPriceMoney,
    duration: d.duration,
    pricingCategories: d.pricingCategories,
    rates: d.rates,
    startTimes: d.startTimes,
    mainContactFields: d.mainContactFields,
    passengerFields: d.passengerFields,
    bookingQuestions: d.bookingQuestions,
    extras: d.extras,
    languages: d.languages,
    photos: d.photos,
    minAge: d.minAge,
    timeZone: d.timeZone,
    flags: d.flags,
  };
}

/** One schedule slot. */
export function presentSlot(s: ScheduleSlotDto): ScheduleSlotDto {
  return {
    id: s.id,
    date: s.date,
    dateTimestamp: s.dateTimestamp,
    startTimeId: s.startTimeId,
    startTime: s.startTime,
    availabilityCount: s.availabilityCount,
    unlimitedAvailability: s.unlimitedAvailability,
    soldOut: s.soldOut,
    defaultRateId: s.defaultRateId,
    rateIds: s.rateIds,
    pricesByRate: s.pricesByRate,
  };
}

/**
 * reserve `data`: the hold token is the capability to release or pay the hold, given only to its maker; the
 * receipt key (derived from it) only reads the paid booking back on the success pages.
 */
export const presentReservation = (r: ReservationRef & { holdToken: string }) => ({
  confirmationCode: r.confirmationCode,
  bookingId: r.bookingId,
  holdToken: r.holdToken,
  receiptKey: receiptKeyOf(r.holdToken),
});

/** validate-promo-code `data`. */
export const presentPromoTotals = (t: PromoTotals) => ({
  totalPrice: t.totalPrice,
  price: { total: t.price.total },
  currency: t.currency,
  promoCodeApplied: t.promoCodeApplied,
});

/** confirm-reservation `data`. */
export const presentConfirmation = (c: ConfirmationResult) => ({
  confirmationCode: c.confirmationCode,
  status: c.status,
});
