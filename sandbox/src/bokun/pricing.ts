import {
  buildAvailability,
  dayPrices,
  isPastCutoff,
  isPublishedDay,
  ratesForStartTime,
} from './availability';
import type { Catalogue } from './catalog';
import { clockTime, parseIsoDate } from './dates';
import type { SeededActivity } from './catalog';
import { bandFor, bookingExtraUnitPrice, extraUnitPrice, type BandModel } from './productPrices';
import type { BokunErrorBody } from './types';

/** One priced product booking and the capacity it needs. */
export interface PricedLine {
  activityId: number;
  slotId: string;
  participants: number;
  amount: number;
}

export interface PricedBooking {
  amount: number;
  currency: string;
  promoApplied: boolean;
  lines: PricedLine[];
}

export type PricingResult =
  { ok: true; value: PricedBooking } | { ok: false; status: number; error: BokunErrorBody };

export interface PricingContext {
  catalogue: Catalogue;
  now: Date;
  promoCodes: Readonly<Record<string, number>>;
  /** Which count picks a tiered rate's band; `total` when not given. */
  bandModel?: BandModel;
  /** Participants the simulator itself holds on a slot. */
  heldOn(activityId: number, slotId: string): number;
}

type Line =
  { ok: true; value: PricedLine; currency: string } | { ok: false; status: number; error: BokunErrorBody };

const invalid = (message: string, field: string): Line => ({
  ok: false,
  status: 400,
  error: { message, fields: { [field]: message } },
});

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function priceLine(ctx: PricingContext, raw: unknown, index: number): Line {
  const booking = record(raw);
  const at = `activityBookings[${index}]`;
  const seed = ctx.catalogue.get(Number(booking.activityId));
  if (!seed)
    return {
      ok: false,
      status: 404,
      error: { message: `Activity not found: ${String(booking.activityId)}` },
    };
  const { activity } = seed;
  const day = typeof booking.date === 'string' ? parseIsoDate(booking.date) : null;
  if (!day) return invalid('date must be yyyy-MM-dd', `${at}.date`);
  const startTime = activity.startTimes.find((s) => s.id === Number(booking.startTimeId));
  if (!startTime) return invalid(`Unknown start time: ${String(booking.startTimeId)}`, `${at}.startTimeId`);
  const rateId =
    booking.rateId === undefined || booking.rateId === null ? activity.defaultRateId : Number(booking.rateId);
  const rate = activity.rates.find((r) => r.id === rateId);
  if (!rate) return { ok: false, status: 404, error: { message: `Rate not found: ${rateId}` } };
  if (!ratesForStartTime([rate], startTime.id).length) {
    return invalid(`Rate ${rate.id} is not available at ${clockTime(startTime)}`, `${at}.rateId`);
  }
  const passengers = Array.isArray(booking.passengers) ? booking.passengers.map(record) : [];
  if (passengers.length === 0) return invalid('At least one passenger is required', `${at}.passengers`);
  const counts = new Map<number, number>();
  for (const p of passengers) {
    const id = Number(p.pricingCategoryId);
    if (!rate.pricingCategoryIds.includes(id)) {
      return invalid(
        `Pricing category ${String(p.pricingCategoryId)} is not sold on rate ${rate.id}`,
        `${at}.passengers`,
      );
    }
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  for (const category of activity.pricingCategories) {
    const dependents = counts.get(category.id) ?? 0;
    if (!category.dependent || dependents === 0 || category.masterCategoryId === 0) continue;
    const masters = counts.get(category.masterCategoryId) ?? 0;
    if (dependents > masters * category.maxPerMaster) {
      const master = activity.pricingCategories.find((c) => c.id === category.masterCategoryId);
      return invalid(
        `${category.title} needs an accompanying ${master?.title ?? 'master'} ticket`,
        `${at}.passengers`,
      );
    }
  }
  if (passengers.length < rate.minPerBooking || passengers.length > rate.maxPerBooking) {
    return invalid(
      `Rate ${rate.title} takes ${rate.minPerBooking} to ${rate.maxPerBooking} passengers`,
      `${at}.passengers`,
    );
  }
  if (!isPublishedDay(day, ctx.now)) return invalid('No availability on the requested date', `${at}.date`);
  if (isPastCutoff(seed, day, startTime, ctx.now)) {
    return invalid('The start time is past its booking cut-off', `${at}.startTimeId`);
  }
  const participants = passengers.reduce((sum, p) => {
    const category = activity.pricingCategories.find((c) => c.id === Number(p.pricingCategoryId));
    return sum + (category?.occupancy ?? 1);
  }, 0);
  const slot = buildAvailability(seed, day, startTime, 0);
  const left = slot.availabilityCount - ctx.heldOn(activity.id, slot.id);
  // A free-sale product sells whatever the count says.
  if (activity.capacityType !== 'FREE_SALE' && participants > left) {
    return {
      ok: false,
      status: 400,
      error: {
        message: 'Insufficient availability',
        fields: { [`${at}.passengers`]: `${Math.max(0, left)} places left` },
      },
    };
  }
  // A tiered rate prices each ticket at the band holding the count the band model names: the booking's
  // whole participant count, or the passengers of the ticket's own category.
  const bands = seed.priceBands?.[rate.id];
  const bandCount = (categoryId: number): number =>
    ctx.bandModel === 'perCategory' ? (counts.get(categoryId) ?? 0) : passengers.length;
  const priceOf = (categoryId: number): number | undefined =>
    bands
      ? bandFor(bands, categoryId, bandCount(categoryId))?.amount
      : dayPrices(seed, rate.id, day)[categoryId];
  const perBooking = seed.pricePerBooking?.[rate.id];
  let amount = perBooking ?? 0;
  const priced = perBooking !== undefined ? [] : rate.pricedPerPerson ? passengers : passengers.slice(0, 1);
  for (const p of priced) {
    const price = priceOf(Number(p.pricingCategoryId));
    if (price === undefined)
      return invalid(`No price for category ${String(p.pricingCategoryId)}`, `${at}.passengers`);
    amount += price;
  }
  const extras = priceExtras(seed, rate.id, booking, passengers, at);
  if (!extras.ok) return extras;
  amount += extras.amount;
  return {
    ok: true,
    currency: activity.vendor.currencyCode,
    value: { activityId: activity.id, slotId: slot.id, participants, amount },
  };
}

/** Prices a Bokun booking request (`directBooking`) the way the checkout calls do, promo code included. */
export function priceBookingRequest(ctx: PricingContext, directBooking: unknown): PricingResult {
  const request = record(directBooking);
  const bookings = Array.isArray(request.activityBookings) ? request.activityBookings : [];
  if (bookings.length === 0) {
    return {
      ok: false,
      status: 400,
      error: { message: 'activityBookings must not be empty', fields: { activityBookings: 'required' } },
    };
  }
  const lines: PricedLine[] = [];
  let currency = '';
  for (const [index, raw] of bookings.entries()) {
    const line = priceLine(ctx, raw, index);
    if (!line.ok) return line;
    lines.push(line.value);
    currency = line.currency;
  }
  const gross = lines.reduce((sum, l) => sum + l.amount, 0);
  const code = typeof request.promoCode === 'string' ? request.promoCode.trim().toUpperCase() : '';
  const percent = ctx.promoCodes[code];
  const amount = percent === undefined ? gross : Math.round(gross * (100 - percent)) / 100;
  return { ok: true, value: { amount, currency, promoApplied: percent !== undefined, lines } };
}

type Refusal = Extract<Line, { ok: false }>;

/**
 * The extras of one activity booking: those priced per person on its passengers (each unit at the
 * passenger's category price), those priced per booking on the booking itself. An extra booked where its
 * pricing does not put it, over its `maxPerBooking`, or (when limited by passengers) over one per passenger
 * is refused as Bokun refuses it.
 */
function priceExtras(
  seed: SeededActivity,
  rateId: number,
  booking: Record<string, unknown>,
  passengers: Record<string, unknown>[],
  at: string,
): { ok: true; amount: number } | Refusal {
  const refuse = (message: string) => invalid(message, `${at}.extras`) as Refusal;
  const booked = [
    ...passengers.flatMap((p) =>
      (Array.isArray(p.extras) ? p.extras : []).map((e) => ({
        raw: record(e),
        categoryId: Number(p.pricingCategoryId),
      })),
    ),
    ...(Array.isArray(booking.extras) ? booking.extras : []).map((e) => ({
      raw: record(e),
      categoryId: null,
    })),
  ];
  const units = new Map<number, number>();
  let amount = 0;
  for (const { raw, categoryId } of booked) {
    const offered = seed.activity.bookableExtras.find((e) => e.id === Number(raw.extraId));
    if (!offered) return refuse(`Extra ${String(raw.extraId)} is not sold`);
    const perPerson = offered.pricingType === 'PER_PERSON';
    if (perPerson !== (categoryId !== null)) {
      return refuse(`${offered.title} is priced per ${perPerson ? 'person' : 'booking'}`);
    }
    const count = Number(raw.unitCount ?? 1);
    if (!Number.isInteger(count) || count < 1) return refuse('unitCount must be a whole number from 1');
    const unit =
      categoryId === null
        ? bookingExtraUnitPrice(seed, rateId, offered.id)
        : extraUnitPrice(seed, rateId, offered.id, categoryId);
    if (unit === undefined) return refuse(`${offered.title} is not sold on this rate`);
    units.set(offered.id, (units.get(offered.id) ?? 0) + count);
    amount += unit * count;
  }
  for (const offered of seed.activity.bookableExtras) {
    const cap = Math.min(offered.maxPerBooking, offered.limitByPax ? passengers.length : Infinity);
    if ((units.get(offered.id) ?? 0) > cap) return refuse(`At most ${cap} × ${offered.title} per booking`);
  }
  return { ok: true, amount };
}
