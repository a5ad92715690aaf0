import { toMinorUnits, type MinorUnits } from './brands';

/**
 * One unit price of a pricing category. With tiered pricing the same category repeats once per participant
 * band (`min`..`max` participants, in no particular order); a price without a band (null, or 0/0 as Bokun
 * sends untiered prices) holds for any number of participants.
 */
export interface UnitPrice {
  categoryId: number;
  amount: number;
  min?: number | null;
  max?: number | null;
}

/**
 * An add-on extra's unit price: per pricing category for an extra priced per person (Bokun's
 * `extraPricePerCategoryUnit`), or `perBooking` for one priced per booking (`extraPricePerUnit`).
 */
export interface ExtraUnitPrices {
  extraId: number;
  prices: { categoryId: number; amount: number }[];
  perBooking?: number | null;
}

/** How a rate is priced on one slot, in major units of one currency. */
export interface RatePricing {
  unitPrices: readonly UnitPrice[];
  /** Set on rates priced once per booking, whatever the ticket mix. */
  pricePerBooking?: number | null;
  extras?: readonly ExtraUnitPrices[];
}

/** Units of an extra chosen for the passengers of one category, or (category null) for the booking. */
export interface ExtraChoice {
  extraId: number;
  categoryId: number | null;
  units: number;
}

/** What is booked: tickets per pricing category, and any extras. */
export interface TicketMix {
  counts: Readonly<Record<number, number>>;
  extras?: readonly ExtraChoice[];
}

export type BookingPrice =
  | {
      ok: true;
      totalMinor: MinorUnits;
      /** The unit price each counted category is charged at for this mix (0 on a per-booking rate). */
      unitPrices: Record<number, number>;
      participants: number;
    }
  | { ok: false; reason: 'unpriced_category' | 'unpriced_extra'; id: number };

const hasBand = (p: UnitPrice): boolean => (p.min ?? 0) > 0 || (p.max ?? 0) > 0;

/** Participants a mix counts: every ticket, whatever its category. */
export function participantsOf(counts: Readonly<Record<number, number>>): number {
  return Object.values(counts).reduce((sum, n) => sum + Math.max(0, Math.floor(n)), 0);
}

/**
 * The unit price of a category for a booking of `participants`: the band holding that count (the booking's
 * total, not the category's own count, as Bokun prices it); an unbanded price when the category has no
 * bands; undefined when no band holds the count.
 */
export function unitPriceFor(
  prices: readonly UnitPrice[],
  categoryId: number,
  participants: number,
): number | undefined {
  const own = prices.filter((p) => p.categoryId === categoryId);
  const banded = own.filter(hasBand);
  if (banded.length === 0) return own[0]?.amount;
  return banded.find(
    (p) => (p.min ?? 0) <= participants && participants <= (p.max ?? Number.MAX_SAFE_INTEGER),
  )?.amount;
}

/**
 * The price of a booking as the booking system charges it: each ticket at its category's unit price for
 * the booking's participant count, or the rate's per-booking price once; plus each extra at its unit price
 * for the passenger's category × units. Summed in minor units so the total has no float drift.
 */
export function priceBooking(rate: RatePricing, mix: TicketMix, currency: string): BookingPrice {
  const participants = participantsOf(mix.counts);
  const perBooking = rate.pricePerBooking ?? null;
  let total = perBooking === null ? 0 : toMinorUnits(perBooking, currency);
  const unitPrices: Record<number, number> = {};
  for (const [key, raw] of Object.entries(mix.counts)) {
    const count = Math.max(0, Math.floor(raw));
    if (count === 0) continue;
    const categoryId = Number(key);
    if (perBooking !== null) {
      unitPrices[categoryId] = 0;
      continue;
    }
    const unit = unitPriceFor(rate.unitPrices, categoryId, participants);
    if (unit === undefined) return { ok: false, reason: 'unpriced_category', id: categoryId };
    unitPrices[categoryId] = unit;
    total += toMinorUnits(unit, currency) * count;
  }
  for (const choice of mix.extras ?? []) {
    const units = Math.max(0, Math.floor(choice.units));
    if (units === 0) continue;
    const extra = rate.extras?.find((e) => e.extraId === choice.extraId);
    const unit =
      choice.categoryId === null
        ? (extra?.perBooking ?? undefined)
        : extra?.prices.find((p) => p.categoryId === choice.categoryId)?.amount;
    if (unit === undefined) return { ok: false, reason: 'unpriced_extra', id: choice.extraId };
    total += toMinorUnits(unit, currency) * units;
  }
  return { ok: true, totalMinor: total as MinorUnits, unitPrices, participants };
}
