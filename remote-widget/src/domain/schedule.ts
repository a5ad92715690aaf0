import {
  PARTICIPANTS_MAX,
  type CategoryPrice,
  type Rate,
  type RateDefinition,
  type RatePrices,
  type ScheduleDay,
  type ScheduleSlotDto,
  type TimeSlot,
} from '@booking/shared-contracts';
import { resolveRateName } from './rateName';

type PriceCategory = Rate['priceCategories'][number];

/** What the schedule needs from the activity to name rates. */
export interface ScheduleContext {
  rateDefinitions?: readonly Pick<RateDefinition, 'id' | 'title' | 'minPerBooking' | 'maxPerBooking'>[];
  /** The language the activity was loaded in: generated rate labels are written in it. */
  lang?: string | null;
}

/** §3 slot id: `{startTimeId}_{dateYYYYMMDD}`. */
export function slotIdFor(startTimeId: number, date: string): string {
  return `${startTimeId}_${date.replaceAll('-', '')}`;
}

function toPriceCategory(price: CategoryPrice): PriceCategory {
  return { idTicket: price.id, amount: price.amount.amount, currency: price.amount.currency };
}

/**
 * A rate's price per ticket. Tiered rates repeat a category per participant band; the first band is the
 * unit price shown before a count is chosen. §5: an entry of the extra-price list overrides the base price
 * of the same ticket and creates the ticket if missing.
 */
export function ratePriceCategories(prices: RatePrices): PriceCategory[] {
  const byTicket = new Map<number, PriceCategory>();
  for (const price of prices.pricePerCategoryUnit) {
    if (!byTicket.has(price.id)) byTicket.set(price.id, toPriceCategory(price));
  }
  const overridden = new Set<number>();
  for (const price of prices.extraPricePerCategoryUnit) {
    if (overridden.has(price.id)) continue;
    overridden.add(price.id);
    byTicket.set(price.id, toPriceCategory(price));
  }
  return [...byTicket.values()];
}

/** Every band of the rate's unit prices, when it has any: what the pricing rule needs for a ticket mix. */
function unitPricesOf(prices: RatePrices): Rate['unitPrices'] {
  const banded = prices.pricePerCategoryUnit.some(
    (p) => (p.minParticipantsRequired ?? 0) > 0 || (p.maxParticipantsRequired ?? 0) > 0,
  );
  if (!banded) return undefined;
  return prices.pricePerCategoryUnit.map((p) => ({
    idTicket: p.id,
    amount: p.amount.amount,
    min: p.minParticipantsRequired ?? null,
    max: p.maxParticipantsRequired ?? null,
  }));
}

/** The rate's pricing beyond one price per ticket: participant bands, a per-booking price, extras. */
function ratePricingFields(prices: RatePrices): Pick<Rate, 'unitPrices' | 'pricePerBooking' | 'extras'> {
  const unitPrices = unitPricesOf(prices);
  return {
    ...(unitPrices ? { unitPrices } : {}),
    ...(prices.pricePerBooking ? { pricePerBooking: prices.pricePerBooking.amount } : {}),
    ...(prices.extras.length > 0
      ? {
          extras: prices.extras.map((e) => ({
            extraId: e.extraId,
            prices: e.prices.map((p) => ({ idTicket: p.categoryId, amount: p.amount.amount })),
            ...(e.bookingPrice ? { perBooking: e.bookingPrice.amount } : {}),
          })),
        }
      : {}),
  };
}

function slotRates(slot: ScheduleSlotDto, context: ScheduleContext): Rate[] {
  const priced = slot.pricesByRate.map((prices) => ({
    id: prices.activityRateId,
    priceCategories: ratePriceCategories(prices),
    ...ratePricingFields(prices),
  }));
  // A rate the slot offers without prices is still selectable; its tickets keep their current prices.
  const unpriced = slot.rateIds
    .filter((id) => !priced.some((rate) => rate.id === id))
    .map((id): Omit<Rate, 'name'> => ({ id, priceCategories: [] as PriceCategory[] }));
  return [...priced, ...unpriced].map((rate) => ({ ...rate, name: rateNameOf(rate, context) }));
}

/**
 * §5 a schedule rate's name: the activity's rate definition, else a label generated from the definition's
 * participant limits ("Group Rate (2-8 people)") or the rate's prices, in the activity's language.
 */
function rateNameOf(rate: Pick<Rate, 'id' | 'priceCategories'>, context: ScheduleContext): string {
  const definition = context.rateDefinitions?.find((candidate) => candidate.id === rate.id);
  return resolveRateName(
    {
      id: rate.id,
      minParticipants: definition?.minPerBooking ?? null,
      maxParticipants: definition?.maxPerBooking ?? null,
      prices: rate.priceCategories.map((price) => price.amount),
      currency: rate.priceCategories[0]?.currency ?? null,
    },
    context,
  );
}

/** A loaded schedule with its rates named again, from an activity reloaded in another language. */
export function renameScheduleRates(
  schedule: readonly ScheduleDay[],
  context: ScheduleContext,
): ScheduleDay[] {
  return schedule.map((day) => ({
    ...day,
    hours: day.hours.map((slot) => ({
      ...slot,
      rates: slot.rates.map((rate) => ({ ...rate, name: rateNameOf(rate, context) })),
    })),
  }));
}

/** The slot's start time id: given by the BFF, or read from the `{startTimeId}_{date}` id. */
function startTimeIdOf(slot: ScheduleSlotDto): number {
  return slot.startTimeId ?? Number(slot.id.split('_')[0]);
}

/** One BFF schedule slot (§7) as a §3 hour slot. */
export function toTimeSlot(slot: ScheduleSlotDto, context: ScheduleContext = {}): TimeSlot {
  return {
    id: slotIdFor(startTimeIdOf(slot), slot.date),
    // The provider's date is midnight UTC of the local calendar day (bokun.md §2.2).
    dateTimestamp: slot.dateTimestamp ?? Date.parse(`${slot.date}T00:00:00Z`),
    startTime: slot.startTime,
    // Free-sale slots have no meaningful count; the participant limit stands in for it.
    availabilityCount: slot.unlimitedAvailability ? PARTICIPANTS_MAX : slot.availabilityCount,
    soldOut: slot.soldOut,
    defaultRateId: slot.defaultRateId,
    rates: slotRates(slot, context),
    selected: false,
  };
}

const byStartTime = (a: TimeSlot, b: TimeSlot) => a.startTime.localeCompare(b.startTime);

/** §3 schedule: the BFF's slots grouped into days (YYYY-MM-DD) with their hours, both in time order. */
export function buildSchedule(
  slots: readonly ScheduleSlotDto[],
  context: ScheduleContext = {},
): ScheduleDay[] {
  const days = new Map<string, TimeSlot[]>();
  for (const slot of slots) {
    const hours = days.get(slot.date) ?? [];
    hours.push(toTimeSlot(slot, context));
    days.set(slot.date, hours);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, hours]) => ({ date, hours: hours.sort(byStartTime) }));
}

/** Adds freshly loaded days to a schedule; a loaded day replaces the day of the same date. */
export function mergeScheduleDays(
  existing: readonly ScheduleDay[],
  incoming: readonly ScheduleDay[],
): ScheduleDay[] {
  const byDate = new Map(existing.map((day) => [day.date, day]));
  for (const day of incoming) byDate.set(day.date, day);
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}
