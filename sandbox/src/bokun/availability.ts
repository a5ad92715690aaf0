import type { SeededActivity } from './catalog';
import {
  addMonths,
  clockTime,
  isWeekend,
  monthIndexDiff,
  startOfUtcDay,
  toCompactDate,
  toLocalizedDate,
} from './dates';
import { bandEntries, bookingExtraEntries, extraEntries, perBookingPrice } from './productPrices';
import type { BokunAvailability, BokunCategoryPrice, BokunRate, BokunStartTime } from './types';

/** Availability is published this many months ahead of "today" (the injected clock). */
export const AVAILABILITY_MONTHS = 6;
/** The calendar month this many months after the current one has no availability at all. */
export const EMPTY_MONTH_OFFSET = 2;
/** On days of the month divisible by this, the last start time of the day is sold out. */
export const SOLD_OUT_DAY_DIVISOR = 5;

/** True when `day` lies in the published window and outside the empty month. */
export function isPublishedDay(day: Date, now: Date): boolean {
  const today = startOfUtcDay(now);
  if (day < today || day >= addMonths(today, AVAILABILITY_MONTHS)) return false;
  return monthIndexDiff(today, day) !== EMPTY_MONTH_OFFSET;
}

/** The instant a wall-clock time on a day happens in a time zone (e.g. 10:00 in Europe/Warsaw). */
export function zonedInstant(day: Date, at: { hour: number; minute: number }, timeZone: string): Date {
  const wall = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), at.hour, at.minute);
  // The zone's offset at that moment: what its clocks read at `wall` UTC, minus `wall`.
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(new Date(wall));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const read = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return new Date(wall - (read - wall));
}

/**
 * True when a start time can no longer be booked: it starts within the activity's booking cut-off from now
 * (or has started). Bokun neither lists such a start time among the availabilities nor reserves it.
 */
export function isPastCutoff(seed: SeededActivity, day: Date, startTime: BokunStartTime, now: Date): boolean {
  const { activity } = seed;
  const starts = zonedInstant(day, startTime, activity.timeZone);
  return starts.getTime() - activity.bookingCutoffMinutes * 60_000 <= now.getTime();
}

/** Rates bookable at a start time: those open to all start times or listing this one. */
export function ratesForStartTime(rates: BokunRate[], startTimeId: number): BokunRate[] {
  return rates.filter((rate) => rate.allStartTimes || rate.startTimeIds.includes(startTimeId));
}

/** Participants already booked by other channels: deterministic per date so tests are stable. */
export function seededBookings(seed: SeededActivity, day: Date, startIndex: number): number {
  const dayOfMonth = day.getUTCDate();
  const isLast = startIndex === seed.activity.startTimes.length - 1;
  if (isLast && dayOfMonth % SOLD_OUT_DAY_DIVISOR === 0) return seed.capacityPerSlot;
  return (dayOfMonth * 7 + startIndex * 3) % Math.max(1, Math.ceil(seed.capacityPerSlot / 3));
}

function categoryPrices(table: Record<number, number> | undefined, currency: string): BokunCategoryPrice[] {
  return Object.entries(table ?? {}).map(([id, amount]) => ({
    id: Number(id),
    amount: { amount, currency },
    minParticipantsRequired: 0,
    maxParticipantsRequired: 0,
  }));
}

/** A rate's unit price per pricing category on a day: the weekend price where one is seeded, else the base. */
export function dayPrices(seed: SeededActivity, rateId: number, day: Date): Record<number, number> {
  return { ...seed.prices[rateId], ...(isWeekend(day) ? seed.weekendPrices[rateId] : {}) };
}

/** Slot identity as Bokun writes it: `{startTimeId}_{yyyyMMdd}`. */
export function slotId(startTimeId: number, day: Date): string {
  return `${startTimeId}_${toCompactDate(day)}`;
}

/** One availability entry for a start time on a day, after subtracting the simulator's own holds. */
export function buildAvailability(
  seed: SeededActivity,
  day: Date,
  startTime: BokunStartTime,
  held: number,
): BokunAvailability {
  const { activity } = seed;
  const currency = activity.vendor.currencyCode;
  const startIndex = activity.startTimes.indexOf(startTime);
  const booked = Math.min(seed.capacityPerSlot, seededBookings(seed, day, startIndex) + held);
  const rates = ratesForStartTime(activity.rates, startTime.id);
  const defaultRate = rates.find((r) => r.id === activity.defaultRateId) ?? rates[0];
  const count = seed.capacityPerSlot - booked;
  return {
    id: slotId(startTime.id, day),
    activityId: activity.id,
    date: day.getTime(),
    localizedDate: toLocalizedDate(day),
    startTime: clockTime(startTime),
    startTimeId: startTime.id,
    startTimeLabel: startTime.label,
    availabilityCount: count,
    bookedParticipants: booked,
    minParticipants: 1,
    minParticipantsToBookNow: 1,
    // A free-sale product sells without a capacity limit and says so (a real capture shows it for such products).
    unlimitedAvailability: activity.capacityType === 'FREE_SALE',
    pickupAllotment: false,
    pickupAvailabilityCount: 0,
    soldOut: count === 0 && activity.capacityType !== 'FREE_SALE',
    unavailable: false,
    pickupSoldOut: false,
    defaultRateId: defaultRate?.id ?? activity.defaultRateId,
    rates,
    pricesByRate: rates.map((rate) => {
      const bands = seed.priceBands?.[rate.id];
      const perBooking = perBookingPrice(seed, rate.id, currency);
      return {
        activityRateId: rate.id,
        ...(perBooking ? { pricePerBooking: perBooking } : {}),
        // Prices are per date: a weekend price is simply the day's price of the category.
        pricePerCategoryUnit: bands
          ? bandEntries(bands, currency)
          : categoryPrices(dayPrices(seed, rate.id, day), currency),
        // Extras priced per booking, by extra id; those priced per person follow, nested by category.
        extraPricePerUnit: bookingExtraEntries(seed, rate.id, currency),
        extraPricePerCategoryUnit: extraEntries(seed, rate.id, currency),
      };
    }),
    guidedLanguages: seed.guidedLanguages,
    flags: [],
    defaultPrice: null,
    pricesByCategory: {},
    extraPrices: {},
  };
}
