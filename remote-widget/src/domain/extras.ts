import type { BookableExtra, ExtraChoice, Rate } from '@booking/shared-contracts';

/** Units of each extra the visitor chose, by extra id. */
export type ExtraUnits = Readonly<Record<string, number>>;

/** An extra as booked: `unitCount` units of one extra. */
export interface ExtraBooking {
  extraId: number;
  unitCount: number;
}

/** Where chosen extras go in a reservation: per-booking ones on the booking, per-person ones on passengers. */
export interface ReservationExtras {
  booking: ExtraBooking[];
  /** One list per passenger, in the passengers' order. */
  passengers: ExtraBooking[][];
}

/** One extra as the picker shows it. */
export interface ExtraRow {
  id: number;
  title: string;
  information: string;
  pricedPerPerson: boolean;
  /** A checkbox when the extra allows one unit per booking, else a quantity. */
  control: 'checkbox' | 'quantity';
  units: number;
  /** The most units the booking can take now. */
  max: number;
  /** The unit price: per booking, or for the first participant's ticket. */
  price: number;
}

/** The rate's price list of an extra. */
const pricesOf = (rate: Rate | null, extraId: number) => rate?.extras?.find((e) => e.extraId === extraId);

/**
 * The extras the chosen rate sells to this booking: one priced per booking needs its per-booking price; one
 * priced per person needs a price for every ticket booked (its prices are per ticket).
 */
export function offeredExtras(
  extras: readonly BookableExtra[],
  rate: Rate | null,
  categories: readonly number[],
): BookableExtra[] {
  return extras.filter((extra) => {
    const prices = pricesOf(rate, extra.id);
    if (!prices) return false;
    if (!extra.pricedPerPerson) return typeof prices.perBooking === 'number';
    return categories.every((id) => prices.prices.some((p) => p.idTicket === id));
  });
}

/**
 * The most units of an extra a booking of `participants` can take: its own maximum per booking (one per
 * participant when Bokun gives none, 0), and at most one per participant for an extra priced per person or
 * limited by them.
 */
export function maxUnits(extra: BookableExtra, participants: number): number {
  const own = extra.maxPerBooking > 0 ? extra.maxPerBooking : participants;
  const perParticipant = extra.pricedPerPerson || extra.limitByPax;
  return Math.max(0, perParticipant ? Math.min(own, participants) : own);
}

/** The chosen units of each offered extra, within what the booking can take; the others left out. */
export function clampExtraUnits(
  extras: readonly BookableExtra[],
  units: ExtraUnits,
  participants: number,
): Record<string, number> {
  const result: Record<string, number> = {};
  for (const extra of extras) {
    const count = Math.min(
      Math.max(0, Math.floor(units[String(extra.id)] ?? 0)),
      maxUnits(extra, participants),
    );
    if (count > 0) result[String(extra.id)] = count;
  }
  return result;
}

/**
 * Where each unit goes: a per-booking extra on the booking; a per-person extra one unit per passenger, to the
 * passengers in their order (the order the reservation lists them), so the price and the booking agree.
 */
export function reservationExtras(
  extras: readonly BookableExtra[],
  units: ExtraUnits,
  passengerCount: number,
): ReservationExtras {
  const result: ReservationExtras = {
    booking: [],
    passengers: Array.from({ length: passengerCount }, () => []),
  };
  for (const extra of extras) {
    const count = units[String(extra.id)] ?? 0;
    if (count <= 0) continue;
    if (!extra.pricedPerPerson) {
      result.booking.push({ extraId: extra.id, unitCount: count });
      continue;
    }
    for (let i = 0; i < Math.min(count, passengerCount); i += 1) {
      result.passengers[i]?.push({ extraId: extra.id, unitCount: 1 });
    }
  }
  return result;
}

/** The same choice in the terms of the shared pricing rule: units by extra and passenger category. */
export function extraChoicesOf(
  extras: readonly BookableExtra[],
  units: ExtraUnits,
  categories: readonly number[],
): ExtraChoice[] {
  const placed = reservationExtras(extras, units, categories.length);
  const choices = placed.booking.map((e) => ({ extraId: e.extraId, categoryId: null, units: e.unitCount }));
  const perCategory = new Map<string, ExtraChoice>();
  placed.passengers.forEach((list, i) => {
    const categoryId = categories[i] ?? 0;
    for (const e of list) {
      const key = `${e.extraId}:${categoryId}`;
      const choice = perCategory.get(key) ?? { extraId: e.extraId, categoryId, units: 0 };
      choice.units += e.unitCount;
      perCategory.set(key, choice);
    }
  });
  return [...choices, ...perCategory.values()];
}

/** The picker's rows for the offered extras. */
export function extraRowsOf(
  extras: readonly BookableExtra[],
  rate: Rate | null,
  units: ExtraUnits,
  categories: readonly number[],
): ExtraRow[] {
  return extras.map((extra) => {
    const prices = pricesOf(rate, extra.id);
    const first = prices?.prices.find((p) => p.idTicket === categories[0]) ?? prices?.prices[0];
    return {
      id: extra.id,
      title: extra.title,
      information: extra.information,
      pricedPerPerson: extra.pricedPerPerson,
      control: extra.maxPerBooking === 1 ? 'checkbox' : 'quantity',
      units: units[String(extra.id)] ?? 0,
      max: maxUnits(extra, categories.length),
      price: (extra.pricedPerPerson ? first?.amount : prices?.perBooking) ?? 0,
    };
  });
}

/** The booking's extra lines: units of one extra at one unit price (per booking, or per passenger category). */
export function extraLinesOf(
  extras: readonly BookableExtra[],
  rate: Rate | null,
  choices: readonly ExtraChoice[],
): { name: string; count: number; price: number }[] {
  return choices.flatMap((choice) => {
    const extra = extras.find((e) => e.id === choice.extraId);
    const prices = pricesOf(rate, choice.extraId);
    const price =
      choice.categoryId === null
        ? prices?.perBooking
        : prices?.prices.find((p) => p.idTicket === choice.categoryId)?.amount;
    return extra && typeof price === 'number' ? [{ name: extra.title, count: choice.units, price }] : [];
  });
}
