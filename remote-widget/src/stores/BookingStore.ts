import { makeAutoObservable, reaction, type IReactionDisposer } from 'mobx';
import type { Activity, Rate, TimeSlot } from '@booking/shared-contracts';
import {
  availableDates,
  availableDaysWithPrices,
  bookingCurrency,
  computeTotals,
  findRate,
  initialBookingSelection,
  isPrivateActivityType,
  selectBookingDate,
  selectBookingRate,
  selectBookingSlot,
  selectedSlotOf,
  setTicketCount,
  applyRatePrices,
  ticketCount,
  ticketRowsOf,
  type AvailableDay,
  type BookingFlowContext,
  type BookingSelection,
  type BookingTotals,
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
  promoCode = '';
  /** The total the provider priced with the promo code (major units), when one applies. */
  promoTotal: number | null = null;
  private readonly stopFollowing: IReactionDisposer;

  constructor(private readonly activities: ActivityStore) {
    makeAutoObservable<BookingStore, 'activities' | 'stopFollowing'>(this, {
      activities: false,
      stopFollowing: false,
    });
    this.stopFollowing = reaction(
      () => this.activities.selectedActivityId,
      (activityId) => this.resetForActivity(activityId),
      { fireImmediately: true },
    );
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

  /** The calendar's days: the bookable ones, each with its from-price. */
  get availableDays(): AvailableDay[] {
    return availableDaysWithPrices(this.activity?.schedule ?? [], this.activity?.tickets ?? []);
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

  get totals(): BookingTotals {
    return computeTotals(this.tickets, this.currency, this.promoTotal, this.selectedRate);
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

  setPromo(code: string, promoTotal: number | null): void {
    this.promoCode = code;
    this.promoTotal = promoTotal;
  }

  /** §4 "An activity change resets the booking state and re-initialises it." */
  resetForActivity(activityId: number | null): void {
    this.activityId = activityId;
    this.reset();
  }

  /** Back to nothing chosen for the current activity (also on close). */
  reset(): void {
    this.apply(initialBookingSelection(this.activity?.tickets ?? []));
    this.promoCode = '';
    this.promoTotal = null;
  }

  dispose(): void {
    this.stopFollowing();
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
