import { makeAutoObservable, reaction, type IReactionDisposer } from 'mobx';
import type { Activity, BookableExtra, ExtraChoice, Rate, Ticket, TimeSlot } from '@booking/shared-contracts';
import {
  addMissingTickets,
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
  setBookingTicketCount,
  chargedPromoCode,
  currentPromoTotal,
  holdFingerprint,
  pricedTicketIds,
  promoIsCurrent,
  rateMismatch,
  ticketCount,
  ticketRowsOf,
  type AppliedPromo,
  type AvailableDay,
  type RateMismatch,
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
  /** The provider's own price of a selection (its pricing key and currency), once the checkout asked it. */
  providerPrice: { pricedFor: string; total: number } | null = null;
  /** The rate a ticket change moved the booking off, and the one it is on now; null until that happens. */
  rateChange: { from: string; to: string | null } | null = null;
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

  /** The selected slot's rates, each with why it does not take the tickets chosen (null when it does). */
  get rateOffers(): { rate: Rate; mismatch: RateMismatch | null }[] {
    const limits = this.activity?.rateDefinitions;
    return this.rates.map((rate) => ({ rate, mismatch: rateMismatch(rate, this.tickets, limits) }));
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

  /**
   * The activity's tickets and (§5 "A schedule entry in the extra-price list … creates the ticket if missing")
   * those the chosen rate prices but the activity lacks: what is shown, counted, held and paid for.
   */
  get ticketTypes(): Ticket[] {
    return addMissingTickets(this.activity?.tickets ?? [], this.selectedRate);
  }

  /** The ticket steppers' rows: every ticket with its count and price, once a start time is chosen. */
  get ticketRows(): TicketRow[] {
    // A ticket the chosen rate has no price for is not sold on it (its count is 0 while the rate is chosen).
    const sold = this.selectedRate ? pricedTicketIds(this.selectedRate) : null;
    const tickets = this.ticketTypes.filter((ticket) => !sold || sold.has(ticket.id));
    return ticketRowsOf(tickets, this.tickets, this.selectedSlot !== null);
  }

  /**
   * The pricing category of each participant, in the order the reservation lists the passengers (the order of
   * the checkout's `participantsOf`, computed here so step 1 does not carry the checkout form's code).
   */
  get passengerCategories(): number[] {
    return this.ticketTypes.flatMap((ticket) =>
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
    const provider = this.providerPrice?.pricedFor === `${this.pricingKey}|${this.currency}`;
    return computeTotals(
      this.tickets,
      this.currency,
      promoTotal,
      this.selectedRate,
      this.extraChoices,
      provider ? this.providerPrice?.total : null,
    );
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

  /**
   * §5 "Ticket count is capped so total participants do not exceed max capacity (when above 0)." A rate that
   * no longer takes the tickets gives way to the slot's first one that does, and the visitor is told.
   */
  setTicketCount(ticketId: number, count: number): void {
    const before = this.selectedRate;
    this.apply(setBookingTicketCount(this.selection, this.context, ticketId, count));
    const after = this.selectedRate;
    if (before && after?.id !== before.id) this.rateChange = { from: before.name, to: after?.name ?? null };
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

  /** The provider's price of the selection `pricedFor` (`{pricingKey}|{currency}`); shown while it is current. */
  setProviderPrice(pricedFor: string, total: number): void {
    this.providerPrice = { pricedFor, total };
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
    const activity = this.activity;
    return {
      schedule: activity?.schedule ?? [],
      tickets: this.ticketTypes,
      rateLimits: activity?.rateDefinitions,
    };
  }

  private apply(next: BookingSelection): void {
    this.rateChange = null;
    this.selectedDate = next.selectedDate;
    this.timeSlots = next.timeSlots;
    this.selectedRateId = next.selectedRateId;
    this.tickets = next.tickets;
    this.maxCapacity = next.maxCapacity;
  }
}
