import type { CategoryPrice, ExtraPrice, RatePrices, ScheduleSlotDto } from '@booking/shared-contracts';
import type { BokunAvailabilityJson, BokunCategoryPriceJson, BokunMoneyJson } from './types';
import { availabilityDateToIso } from './vendor';

const CURRENCY = /^[A-Z]{3}$/;
const SLOT_ID = /^\d+_\d{8}$/;

const isPositiveInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;

function categoryPrices(prices: BokunCategoryPriceJson[] | undefined): CategoryPrice[] {
  return (prices ?? []).flatMap((p) => {
    const amount = p.amount?.amount;
    const currency = p.amount?.currency;
    if (!isPositiveInt(p.id) || typeof amount !== 'number' || !currency || !CURRENCY.test(currency))
      return [];
    return [
      {
        id: p.id,
        amount: { amount, currency },
        minParticipantsRequired: p.minParticipantsRequired ?? null,
        maxParticipantsRequired: p.maxParticipantsRequired ?? null,
      },
    ];
  });
}

const moneyOf = (m: BokunMoneyJson | null | undefined) =>
  typeof m?.amount === 'number' && m.amount >= 0 && m.currency && CURRENCY.test(m.currency)
    ? { amount: m.amount, currency: m.currency }
    : null;

type ExtraPriceJson = NonNullable<
  NonNullable<BokunAvailabilityJson['pricesByRate']>[number]['extraPricePerCategoryUnit']
>[number];

/**
 * Bokun's add-on extras: those priced per person name the extra and nest its unit price per pricing category
 * (`extraPricePerCategoryUnit`); those priced per booking carry one unit price (`extraPricePerUnit`, whose
 * reading as per-booking prices is UNCONFIRMED: every capture seen had it empty).
 */
function extraPrices(
  perCategory: ExtraPriceJson[] | undefined,
  perUnit: BokunCategoryPriceJson[] | null | undefined,
): ExtraPrice[] {
  const byCategory = (perCategory ?? []).flatMap((e) =>
    isPositiveInt(e.id) && Array.isArray(e.prices)
      ? [
          {
            extraId: e.id,
            prices: e.prices.flatMap((p) => {
              const amount = moneyOf(p.amount);
              return isPositiveInt(p.id) && amount ? [{ categoryId: p.id, amount }] : [];
            }),
          },
        ]
      : [],
  );
  const byBooking = (perUnit ?? []).flatMap((e) => {
    const bookingPrice = moneyOf(e.amount);
    return isPositiveInt(e.id) && bookingPrice ? [{ extraId: e.id, prices: [], bookingPrice }] : [];
  });
  return [...byCategory, ...byBooking];
}

/** One availability → one schedule slot; null when it cannot be placed on a day and a start time. */
export function mapScheduleSlot(a: BokunAvailabilityJson): ScheduleSlotDto | null {
  if (typeof a.date !== 'number' || !Number.isFinite(a.date)) return null;
  const date = availabilityDateToIso(a.date);
  const id =
    a.id && SLOT_ID.test(a.id)
      ? a.id
      : isPositiveInt(a.startTimeId)
        ? `${a.startTimeId}_${date.replaceAll('-', '')}`
        : null;
  if (!id) return null;
  const unlimited = a.unlimitedAvailability === true;
  const count = typeof a.availabilityCount === 'number' ? Math.max(0, Math.floor(a.availabilityCount)) : 0;
  const pricesByRate: RatePrices[] = (a.pricesByRate ?? []).flatMap((r) => {
    const perBooking = moneyOf(r.pricePerBooking);
    return isPositiveInt(r.activityRateId)
      ? [
          {
            activityRateId: r.activityRateId,
            pricePerCategoryUnit: categoryPrices(r.pricePerCategoryUnit),
            // Flat category prices here are an override list of older payloads (§5); nested ones are extras.
            extraPricePerCategoryUnit: categoryPrices(
              r.extraPricePerCategoryUnit?.filter((e) => !Array.isArray(e.prices)),
            ),
            ...(perBooking ? { pricePerBooking: perBooking } : {}),
            extras: extraPrices(r.extraPricePerCategoryUnit, r.extraPricePerUnit),
          },
        ]
      : [];
  });
  return {
    id,
    date,
    dateTimestamp: a.date,
    ...(isPositiveInt(a.startTimeId) ? { startTimeId: a.startTimeId } : {}),
    startTime: a.startTime ?? '',
    availabilityCount: count,
    ...(typeof a.bookedParticipants === 'number' &&
    Number.isInteger(a.bookedParticipants) &&
    a.bookedParticipants >= 0
      ? { bookedParticipants: a.bookedParticipants }
      : {}),
    unlimitedAvailability: unlimited,
    // With FREE_SALE the count means nothing (bokun.md §2.2); otherwise zero left is sold out.
    soldOut: a.soldOut === true || a.unavailable === true || (!unlimited && count === 0),
    defaultRateId: isPositiveInt(a.defaultRateId) ? a.defaultRateId : null,
    rateIds: (a.rates ?? []).map((r) => r.id).filter(isPositiveInt),
    pricesByRate,
  };
}

/** Bokun availabilities → the schedule `data` of §7, ordered by date then start time. */
export function mapScheduleSlots(availabilities: BokunAvailabilityJson[]): ScheduleSlotDto[] {
  return availabilities
    .map(mapScheduleSlot)
    .filter((slot): slot is ScheduleSlotDto => slot !== null)
    .sort((x, y) => x.date.localeCompare(y.date) || x.startTime.localeCompare(y.startTime));
}
