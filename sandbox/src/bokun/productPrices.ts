import type { SeededActivity } from './catalog';
import type { BokunCategoryPrice, BokunExtraPrice, BokunExtraUnitPrice, BokunMoney } from './types';

/** One participant band of a tiered price: the unit price of a category for `min`..`max` participants. */
export interface PriceBand {
  categoryId: number;
  min: number;
  max: number;
  amount: number;
}

/** An add-on extra's unit price per pricing category, by rate (an extra priced per person). */
export interface ExtraPrices {
  extraId: number;
  byRate: Record<number, Record<number, number>>;
}

/** An add-on extra's unit price by rate (an extra priced per booking). */
export interface BookingExtraPrices {
  extraId: number;
  byRate: Record<number, number>;
}

/**
 * Which count picks a tiered rate's band (bokun.md §2.2, UNCONFIRMED): `total`, the booking's whole participant
 * count for every ticket; `perCategory`, each category's own passenger count (what a capture's Adult 1/2/3/4…
 * and Child 1–15 bands read like, and how LCW prices). Both are simulated so the BFF and widget are shown to
 * charge what they display under either.
 */
export type BandModel = 'total' | 'perCategory';

export const BAND_MODELS: readonly BandModel[] = ['total', 'perCategory'];

/** `SANDBOX_BOKUN_BAND_MODEL` (`total` or `perCategory`) as a band model; 'invalid' for anything else. */
export function bandModelFromEnv(value: string | undefined): BandModel | undefined | 'invalid' {
  if (value === undefined || value.trim() === '') return undefined;
  return BAND_MODELS.find((m) => m === value.trim()) ?? 'invalid';
}

/**
 * The band of `categoryId` that holds `participants` (whichever count the band model picks by); the bands
 * are listed in no particular order.
 */
export function bandFor(bands: PriceBand[], categoryId: number, participants: number): PriceBand | undefined {
  return bands.find((b) => b.categoryId === categoryId && b.min <= participants && participants <= b.max);
}

/** A tiered rate's `pricePerCategoryUnit`: every band, in the seeded (unsorted) order. */
export function bandEntries(bands: PriceBand[], currency: string): BokunCategoryPrice[] {
  return bands.map((b) => ({
    id: b.categoryId,
    amount: { amount: b.amount, currency },
    minParticipantsRequired: b.min,
    maxParticipantsRequired: b.max,
  }));
}

/** `extraPricePerCategoryUnit` of a rate: one entry per extra, its prices nested by category. */
export function extraEntries(seed: SeededActivity, rateId: number, currency: string): BokunExtraPrice[] {
  return (seed.extraPrices ?? []).flatMap((extra) => {
    const table = extra.byRate[rateId];
    if (!table) return [];
    const prices = Object.entries(table).map(([id, amount]) => ({
      id: Number(id),
      amount: { amount, currency },
    }));
    return [{ id: extra.extraId, prices }];
  });
}

/** `extraPricePerUnit` of a rate: one entry per extra priced per booking. */
export function bookingExtraEntries(
  seed: SeededActivity,
  rateId: number,
  currency: string,
): BokunExtraUnitPrice[] {
  return (seed.bookingExtraPrices ?? []).flatMap((extra) => {
    const amount = extra.byRate[rateId];
    return amount === undefined ? [] : [{ id: extra.extraId, amount: { amount, currency } }];
  });
}

/** `pricePerBooking` of a rate priced per booking, when the seed gives one. */
export function perBookingPrice(
  seed: SeededActivity,
  rateId: number,
  currency: string,
): BokunMoney | undefined {
  const amount = seed.pricePerBooking?.[rateId];
  return amount === undefined ? undefined : { amount, currency };
}

/** The unit price of `extraId` for a passenger of `categoryId` on a rate; undefined when not sold. */
export function extraUnitPrice(
  seed: SeededActivity,
  rateId: number,
  extraId: number,
  categoryId: number,
): number | undefined {
  return seed.extraPrices?.find((e) => e.extraId === extraId)?.byRate[rateId]?.[categoryId];
}

/** The unit price of an extra booked per booking on a rate; undefined when not sold that way. */
export function bookingExtraUnitPrice(
  seed: SeededActivity,
  rateId: number,
  extraId: number,
): number | undefined {
  return seed.bookingExtraPrices?.find((e) => e.extraId === extraId)?.byRate[rateId];
}
