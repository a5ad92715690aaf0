import { makeAutoObservable, reaction, type IReactionDisposer } from 'mobx';
import type { Activity, BookableExtra, ExtraChoice, Rate, TimeSlot } from '@booking/shared-contracts';
import {
  availableDates,
  clampExtraUnits,
  extraChoicesOf,
  extraLinesOf,
  extraRowsOf,
  offeredExtras,
  availableDaysWithPrices,
  bookingCurrency,
  computeTotals,
  findRate,
  groupSizeOf,
  initialBookingSelection,
  isPrivateActivityType,
  refreshSelection,
  selectBookingDate,
  selectBookingRate,
  selectBookingSlot,
  selectedSlotOf,
  setTicketCount,
  applyRatePrices,
  chargedPromoCode,
  currentPromoTotal,
  holdFingerprint,
  promoIsCurrent,
  ticketCount,
  ticketRowsOf,
  type AppliedPromo,
  type AvailableDay,
  type BookingFlowContext,
  type BookingSelection,
  type BookingTotals,
  type ExtraRow,
  type ExtraUnits,
  type TicketRow,
  type TicketSelection,
} from '../domain';
import type { ActivityStore } from './ActivityStore';

/** §3 booking state of the booking step, driven by the §4 booking flow rules of `domain/`. */
export class BookingStore {
  /** The activity this booking belongs to; a change resets the state (§4). */
  activityId: number | null = null;
  selectedDate: string | null = null;
  timeSlots: TimeSlot[] = [];
  selectedRateId: number | null = null;
  tickets: TicketSelection = {};
  maxCapacity = 0;
  /** Units of each extra the visitor asked for; what the booking can take of them is `extraUnits`. */
  requestedExtras: ExtraUnits = {};
  /** The promo code the provider priced, with its total and the selection it priced it for; null when none. */
  promo: AppliedPromo | null = null;
  /** What the visitor chose on each variant they moved away from, by activity id, until the widget closes. */
  private readonly kept = new Map<number, BookingSelection>();
  private readonly stopFollowing: IReactionDisposer[];

  constructor(private readonly activities: ActivityStore) {
    makeAutoObservable<BookingStore, 'activities' | 'kept' | 'stopFollowing'>(this, {
      activities: false,
      kept: false,
      stopFollowing: false,
    });
    this.stopFollowing = [
      reaction(
        () => this.activities.selectedActivityId,
        (activityId) => this.resetForActivity(activityId),
        { fireImmediately: true },
      ),
      // The same activity reloaded (names in another language, a month of schedule): the choice stays,
      // read again from the fresh data.
      reaction(
        () => this.activity,
        (activity, previous) => {
          if (activity && activity.activityId === previous?.activityId) this.refresh();
        },
      ),
    ];
  }

  get activity(): Activity | null {
    return this.activityId === null ? null : this.activities.activity(this.activityId);
  }

  get selectedSlot(): TimeSlot | null {
    return selectedSlotOf(this.timeSlots);
  }

  get selectedRate(): Rate | null {
    return findRate(this.selectedSlot, this.selectedRateId);
  }

  /** Rates the selected slot offers. */
  get rates(): Rate[] {
    return this.selectedSlot?.rates ?? [];
  }

  /** Dates of the loaded schedule with at least one bookable slot. */
  get availableDates(): string[] {
    return availableDates(this.activity?.schedule ?? []);
  }

  /** The calendar's days: the bookable ones, each with the price of the choice it opens with. */
  get availableDays(): AvailableDay[] {
    const activity = this.activity;
    return availableDaysWithPrices({
      schedule: activity?.schedule ?? [],
      tickets: activity?.tickets ?? [],
      currency: this.currency,
      rateDefinitions: activity?.rateDefinitions,
    });
  }

  /** §5 source order (schedule rates, activity currency), USD when none is valid. */
  get currency(): string {
    const activity = this.activity;
    return bookingCurrency({ schedule: activity?.schedule, activityCurrency: activity?.currency });
  }

  /** The ticket steppers' rows: every ticket with its count and price, once a start time is chosen. */
  get ticketRows(): TicketRow[] {
    return ticketRowsOf(this.activity?.tickets ?? [], this.tickets, this.selectedSlot !== null);
  }

  /**
   * The pricing category of each participant, in the order the reservation lists the passengers (the order of
   * the checkout's `participantsOf`, computed here so step 1 does not carry the checkout form's code).
   */
  get passengerCategories(): number[] {
    return (this.activity?.tickets ?? []).flatMap((ticket) =>
      Array.from({ length: this.tickets[String(ticket.id)]?.count ?? 0 }, () => ticket.id),
    );
  }

  /** The extras the chosen rate sells to this booking. */
  get extras(): BookableExtra[] {
    return offeredExtras(this.activity?.extras ?? [], this.selectedRate, this.passengerCategories);
  }

  /** The chosen units of the offered extras, within what the booking can take. */
  get extraUnits(): Record<string, number> {
    return clampExtraUnits(this.extras, this.requestedExtras, this.passengerCategories.length);
  }

  /** The extras picker's rows; none before a start time is chosen. */
  get extraRows(): ExtraRow[] {
    if (!this.selectedSlot) return [];
    return extraRowsOf(this.extras, this.selectedRate, this.extraUnits, this.passengerCategories);
  }

  /** The chosen extras in the terms of the pricing rule. */
  get extraChoices(): ExtraChoice[] {
    return extraChoicesOf(this.extras, this.extraUnits, this.passengerCategories);
  }

  /** The chosen extras as booking lines, one per unit price. */
  get extraLines(): { name: string; count: number; price: number }[] {
    return extraLinesOf(this.extras, this.selectedRate, this.extraChoices);
  }

  /** Activity, slot, rate, tickets and extras: what a price (and a hold) is for. */
  get pricingKey(): string {
    return holdFingerprint({
      activityId: this.activityId,
      slotId: this.selectedSlot?.id ?? null,
      rateId: this.selectedRateId,
      counts: Object.fromEntries(Object.entries(this.tickets).map(([id, entry]) => [id, entry.count])),
      extras: this.extraUnits,
    });
  }

  /** §3 promoCode: the code the visitor applied ('' when none), whether or not its total is current. */
  get promoCode(): string {
    return this.promo?.code ?? '';
  }

  /** True while the applied code's total is the price of the selection as it is now. */
  get promoIsCurrent(): boolean {
    return promoIsCurrent(this.promo, this.pricingKey);
  }

  /** The code the reservation carries: the applied one while its total is current (the charged total). */
  get chargedPromoCode(): string {
    return chargedPromoCode(this.promo, this.pricingKey);
  }

  get totals(): BookingTotals {
    const promoTotal = currentPromoTotal(this.promo, this.pricingKey);
    return computeTotals(this.tickets, this.currency, promoTotal, this.selectedRate, this.extraChoices);
  }

  get totalParticipants(): number {
    return this.totals.totalParticipants;
  }

  get totalPrice(): number {
    return this.totals.totalPrice;
  }

  get oldTotalPrice(): number | null {
    return this.totals.oldTotalPrice;
  }

  /** The group size when the activity is booked by the group (its counts and availability are in groups). */
  get groupSize(): number | null {
    return groupSizeOf(this.activity?.tickets ?? []);
  }

  get isPrivateTour(): boolean {
    return this.activity ? isPrivateActivityType(this.activity.activityType) : false;
  }

  /** Count of one ticket. */
  countOf(ticketId: number): number {
    return ticketCount(this.tickets, ticketId);
  }

  /** §4 "Setting a date loads its time slots and selects the first slot with availability…". */
  setDate(date: string): void {
    this.apply(selectBookingDate(this.selection, this.context, date));
  }

  /** §4 "Selecting another slot keeps the current rate if the slot offers it…". */
  selectSlot(slotId: string): void {
    this.apply(selectBookingSlot(this.selection, this.context, slotId));
  }

  /** Chooses a rate, moving to a compatible date when the current slot lacks it. */
  selectRate(rateId: number): void {
    this.apply(selectBookingRate(this.selection, this.context, rateId));
  }

  /** §5 "Ticket count is capped so total participants do not exceed max capacity (when above 0)." */
  setTicketCount(ticketId: number, count: number): void {
    const counted = setTicketCount(this.tickets, ticketId, count, {
      tickets: this.context.tickets,
      maxCapacity: this.maxCapacity,
    });
    // A tiered rate prices every ticket at the band of the new participant count.
    this.tickets = applyRatePrices(counted, this.selectedRate);
  }

  incrementTicket(ticketId: number): void {
    this.setTicketCount(ticketId, this.countOf(ticketId) + 1);
  }

  decrementTicket(ticketId: number): void {
    this.setTicketCount(ticketId, this.countOf(ticketId) - 1);
  }

  /** Units of one extra; the booking takes at most what `extraUnits` allows. */
  setExtraUnits(extraId: number, units: number): void {
    this.requestedExtras = { ...this.requestedExtras, [String(extraId)]: Math.max(0, Math.floor(units)) };
  }

  /**
   * The code and the total the provider priced with it for the selection of `pricedFor` (the current one by
   * default); '' or a null total removes the code.
   */
  setPromo(code: string, promoTotal: number | null, pricedFor: string = this.pricingKey): void {
    this.promo = code && promoTotal !== null ? { code, total: promoTotal, pricedFor } : null;
  }

  /**
   * §4 "An activity change resets the booking state and re-initialises it" – per variant: a variant the
   * visitor comes back to (a tab switch) shows what they chose on it, still bookable; a promo code is not kept.
   */
  resetForActivity(activityId: number | null): void {
    if (this.activityId !== null && this.selectedDate !== null)
      this.kept.set(this.activityId, this.selection);
    this.activityId = activityId;
    const kept = activityId === null ? undefined : this.kept.get(activityId);
    this.apply(
      kept ? refreshSelection(kept, this.context) : initialBookingSelection(this.activity?.tickets ?? []),
    );
    this.promo = null;
  }

  /** Back to nothing chosen, on every variant (the widget closes, or the visitor starts again). */
  reset(): void {
    this.kept.clear();
    this.apply(initialBookingSelection(this.activity?.tickets ?? []));
    this.requestedExtras = {};
    this.promo = null;
  }

  /** The current choice read again against the activity's current data. */
  private refresh(): void {
    this.apply(refreshSelection(this.selection, this.context));
  }

  dispose(): void {
    for (const stop of this.stopFollowing) stop();
  }

  private get selection(): BookingSelection {
    return {
      selectedDate: this.selectedDate,
      timeSlots: this.timeSlots,
      selectedRateId: this.selectedRateId,
      tickets: this.tickets,
      maxCapacity: this.maxCapacity,
    };
  }

  private get context(): BookingFlowContext {
    return { schedule: this.activity?.schedule ?? [], tickets: this.activity?.tickets ?? [] };
  }

  private apply(next: BookingSelection): void {
    this.selectedDate = next.selectedDate;
    this.timeSlots = next.timeSlots;
    this.selectedRateId = next.selectedRateId;
    this.tickets = next.tickets;
    this.maxCapacity = next.maxCapacity;
  }
}
