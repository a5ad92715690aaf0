import { observable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import { isStepNumber, type StepNumber, type Transaction } from '@booking/shared-contracts';
import { monthOf, type AppliedPromo } from '../domain';
import type { CheckoutValues } from '../domain/checkoutForm';
import type { CheckoutFlow } from '../checkout/CheckoutFlow';
import { isMemoryStorage, type Clock, type KeyValueStorage } from '../infra/deps';
import type { Reservation } from '../checkout/ReservationStore';
import type { ApiClient } from '../api/client';
import type { Logger } from '../infra/Logger';
import type { ActivityStore } from './ActivityStore';
import type { BookingStore } from './BookingStore';
import type { CalendarStore } from './CalendarStore';
import type { UiStore } from './UiStore';

/**
 * A booking in progress as the browser tab keeps it (session storage, per config id), so a reload, a language
 * switch of the host page or a way back from a payment page finds it again. Contact values live here and
 * nowhere else: never in a URL.
 */
export interface KeptBooking {
  version: 1;
  activityId: number;
  date: string;
  slotId: string | null;
  rateId: number | null;
  /** Count of each ticket by ticket id. */
  tickets: Record<string, number>;
  /** Units of each extra asked for, by extra id. */
  extras: Record<string, number>;
  promo: AppliedPromo | null;
  /** The pricing key of the selection: a restored selection with another key is not the one held. */
  pricingKey: string;
  step: StepNumber;
  /** The contact step's values once the visitor left it. */
  values: CheckoutValues | null;
  /** The contact form's values as typed, not yet saved (a reload on the contact step). */
  draft?: CheckoutValues | null;
  /** The hold while it is held. */
  hold: Reservation | null;
  /** A payment the visitor waits for (BLIK in the bank app, the provider's page). */
  payment: { transaction: Transaction; waitingFor: 'blik' | 'redirect' | 'window' } | null;
}

/** What the widget's state asks of the kept booking: keep this one, clear it, or leave it as it is. */
export type KeepDecision = { kind: 'keep'; booking: KeptBooking } | { kind: 'clear' } | { kind: 'none' };

/** The session storage key of a config's kept booking. */
export const keptBookingKey = (configId: string): string => `booking-widget:booking:${configId}`;

/** Payment errors after which nothing is kept: the visitor cancelled. */
const CANCELLED = new Set(['payment_cancelled', 'cancel_partial']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isCountMap = (value: unknown): value is Record<string, number> =>
  isRecord(value) && Object.values(value).every((count) => typeof count === 'number' && count >= 0);

function isHold(value: unknown): value is Reservation {
  return (
    isRecord(value) &&
    typeof value.confirmationCode === 'string' &&
    typeof value.bookingId === 'number' &&
    typeof value.expiresAt === 'number' &&
    typeof value.createdAt === 'number' &&
    typeof value.bodyKey === 'string'
  );
}

function isValues(value: unknown): value is CheckoutValues {
  return (
    isRecord(value) && isRecord(value.contact) && Array.isArray(value.passengers) && isRecord(value.booking)
  );
}

function isPayment(value: unknown): value is NonNullable<KeptBooking['payment']> {
  return (
    isRecord(value) &&
    isRecord(value.transaction) &&
    typeof value.transaction.transactionId === 'string' &&
    (value.waitingFor === 'blik' || value.waitingFor === 'redirect' || value.waitingFor === 'window')
  );
}

/** The kept booking of a config, or null when there is none or it is not one this widget wrote. */
export function readKeptBooking(storage: KeyValueStorage, configId: string): KeptBooking | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(keptBookingKey(configId)) ?? 'null');
  } catch {
    return null;
  }
  if (!isRecord(parsed) || parsed.version !== 1) return null;
  const { activityId, date, slotId, rateId, step, promo, values, hold, payment } = parsed;
  const valid =
    typeof activityId === 'number' &&
    typeof date === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(date) &&
    (slotId === null || typeof slotId === 'string') &&
    (rateId === null || typeof rateId === 'number') &&
    isCountMap(parsed.tickets) &&
    isCountMap(parsed.extras) &&
    typeof parsed.pricingKey === 'string' &&
    typeof step === 'number' &&
    isStepNumber(step) &&
    (promo === null || (isRecord(promo) && typeof promo.code === 'string')) &&
    (values === null || isValues(values)) &&
    (parsed.draft === undefined || parsed.draft === null || isValues(parsed.draft)) &&
    (hold === null || isHold(hold)) &&
    (payment === null || isPayment(payment));
  return valid ? (parsed as unknown as KeptBooking) : null;
}

/** What the keeper reads and moves of its widget; the RootStore is one. */
export interface KeeperOwner {
  readonly ui: UiStore;
  readonly booking: BookingStore;
  readonly activities: Pick<ActivityStore, 'loadMonth'>;
  readonly calendar: Pick<CalendarStore, 'keepMonth'>;
  readonly logger: Logger;
  readonly clock: Clock;
  readonly api: ApiClient;
  /** Steps 2–4, once their chunk built them. */
  readonly checkout: CheckoutFlow | null;
  selectTab(index: number): void;
}

/** What the widget's state asks of the kept booking (see `KeepDecision`). */
export function keepDecisionOf(root: KeeperOwner): KeepDecision {
  const { ui, booking } = root;
  const flow = root.checkout;
  const payment = flow?.payment;
  if (
    !ui.isOpen ||
    ui.sessionClock.paid ||
    ui.sessionClock.expired ||
    payment?.status === 'success' ||
    (payment?.error && CANCELLED.has(payment.error))
  ) {
    return { kind: 'clear' };
  }
  if (booking.activityId === null || booking.selectedDate === null) return { kind: 'none' };
  const held = flow?.reservations.isHeld ? flow.reservations.reservation : null;
  const transaction = payment?.transaction;
  const waiting = payment?.status === 'pending' ? payment.waitingFor : null;
  return {
    kind: 'keep',
    booking: {
      version: 1,
      activityId: booking.activityId,
      date: booking.selectedDate,
      slotId: booking.selectedSlot?.id ?? null,
      rateId: booking.selectedRateId,
      tickets: Object.fromEntries(Object.entries(booking.tickets).map(([id, entry]) => [id, entry.count])),
      extras: { ...booking.requestedExtras },
      promo: booking.promo,
      pricingKey: booking.pricingKey,
      step: ui.currentStep,
      values: flow?.checkout.values ?? null,
      draft: flow?.checkout.draft ?? null,
      hold: held ?? null,
      payment: held && transaction && waiting ? { transaction, waitingFor: waiting } : null,
    },
  };
}

export interface BookingKeeperDeps {
  storage: KeyValueStorage;
  /** False where the storage does not outlive the page (it was blocked): the visitor is warned on leaving. */
  persistent?: boolean;
  /** Where the warning before leaving listens; none outside a browser. */
  window?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/**
 * Keeps the booking in progress in the tab's session storage and restores it on the first opening: the
 * selection (read again against fresh availability), the step, the contact values, a hold still live and a
 * payment under way (followed, never started again). Clears it after a success, a close or a cancel. Where
 * it cannot be kept, the visitor is asked before the page is left.
 */
export class BookingKeeper {
  private stopSaving: IReactionDisposer | null = null;
  private restored = false;
  private persisted: boolean;
  /** The last text written, so an unchanged booking is not written again. */
  private written: string | null = null;
  private configId = '';
  private atRisk = false;
  /** Counts the checkouts attached, so the kept booking follows steps 2–4 from the moment they exist. */
  private readonly checkouts = observable.box(0);
  private readonly onLeave = (event: BeforeUnloadEvent) => {
    if (!this.atRisk) return;
    event.preventDefault();
    // Older browsers show the prompt only for a return value.
    event.returnValue = '';
  };

  constructor(
    private readonly root: KeeperOwner,
    private readonly deps: BookingKeeperDeps,
  ) {
    this.persisted = deps.persistent ?? !isMemoryStorage(deps.storage);
  }

  /** Steps 2–4 were attached to the RootStore: what they hold is kept from now on. */
  checkoutAttached(): void {
    runInAction(() => this.checkouts.set(this.checkouts.get() + 1));
  }

  /** True once the first opening restored (or found nothing to restore). */
  get started(): boolean {
    return this.restored;
  }

  /**
   * Restores the config's kept booking once, on the first opening (after the product's tabs are known),
   * then keeps the booking as it changes. `buildCheckout` attaches steps 2–4 (their chunk loads).
   */
  async restore(configId: string, buildCheckout: () => Promise<CheckoutFlow>): Promise<void> {
    if (this.restored) return;
    this.restored = true;
    this.configId = configId;
    const kept = readKeptBooking(this.deps.storage, configId);
    try {
      if (kept) await this.apply(kept, buildCheckout);
    } catch (cause) {
      this.root.logger.warn('The kept booking could not be restored', cause);
    } finally {
      this.startSaving();
    }
  }

  private async apply(kept: KeptBooking, buildCheckout: () => Promise<CheckoutFlow>): Promise<void> {
    const { root } = this;
    const { ui, booking, activities, logger, clock } = root;
    const tab = ui.visibleTabs.findIndex((candidate) => candidate.activityId === kept.activityId);
    if (tab === -1) {
      logger.info(`The kept booking of activity ${kept.activityId} is not one of the opened product's`);
      return;
    }
    root.selectTab(tab);
    await activities.loadMonth(kept.activityId, monthOf(kept.date));
    root.calendar.keepMonth(kept.activityId, monthOf(kept.date));
    runInAction(() => {
      booking.setDate(kept.date);
      if (kept.slotId !== null && booking.selectedSlot?.id !== kept.slotId) booking.selectSlot(kept.slotId);
      if (kept.rateId !== null && booking.selectedRateId !== kept.rateId) booking.selectRate(kept.rateId);
      // Raised first, then lowered: a rate taking only more participants is not left on the way.
      for (const [id, count] of Object.entries(kept.tickets)) {
        if (count > booking.countOf(Number(id))) booking.setTicketCount(Number(id), count);
      }
      for (const [id, count] of Object.entries(kept.tickets)) booking.setTicketCount(Number(id), count);
      for (const [id, units] of Object.entries(kept.extras)) booking.setExtraUnits(Number(id), units);
      if (kept.promo && kept.promo.pricedFor === booking.pricingKey) {
        booking.setPromo(kept.promo.code, kept.promo.total, kept.promo.pricedFor);
      }
      booking.rateChange = null;
    });
    const intact = booking.pricingKey === kept.pricingKey;
    if (kept.step === 1 && kept.values === null && !kept.draft && kept.hold === null) return;
    const flow = await buildCheckout();
    if (kept.values) flow.checkout.saveValues(kept.values);
    if (kept.draft) flow.checkout.keepDraft(kept.draft);
    const live = kept.hold !== null && kept.hold.expiresAt > clock.now();
    let step: StepNumber = kept.step;
    if (!intact) {
      // What was held is no longer bookable as it was: the visitor chooses again, the old hold goes.
      logger.info('The kept selection is no longer available as it was');
      if (kept.hold && live) {
        flow.reservations.adopt(kept.hold);
        void flow.reservations.release('selection_changed');
      }
      step = 1;
    } else if (kept.hold && kept.payment) {
      if (await this.paidAway(kept.payment)) {
        // Paid on the provider's page, and the success page said so: a new booking starts here.
        runInAction(() => {
          booking.reset();
          flow.checkout.reset();
        });
        this.clear();
        return;
      }
      flow.reservations.adopt(kept.hold);
      flow.payment.resume(kept.payment.transaction, kept.payment.waitingFor);
      step = 3;
    } else if (kept.hold && live) {
      flow.reservations.adopt(kept.hold);
    } else if (step > 2) {
      // The hold ran out: the details are there, and leaving the contact step reserves again.
      step = 2;
    }
    if (step > 1 && !flow.canLeaveBooking) step = 1;
    ui.goToStep(step);
    if (step === 3) void flow.payment.loadOptions();
  }

  /** True when a payment followed on the provider's page is already paid (the payer saw its success page). */
  private async paidAway(payment: NonNullable<KeptBooking['payment']>): Promise<boolean> {
    if (payment.waitingFor === 'blik') return false;
    try {
      const answer = await this.root.api.call('bookingStatus', {
        query: { transaction_id: payment.transaction.transactionId },
      });
      return answer.status === 'success';
    } catch {
      return false;
    }
  }

  /** Keeps the booking as it changes from now on, and watches the page being left. */
  private startSaving(): void {
    if (this.stopSaving) return;
    this.stopSaving = reaction(
      () => {
        this.checkouts.get();
        return keepDecisionOf(this.root);
      },
      (decision) => this.save(decision),
      { fireImmediately: true },
    );
    this.deps.window?.addEventListener('beforeunload', this.onLeave);
  }

  private save(decision: KeepDecision): void {
    if (decision.kind === 'none') return;
    if (decision.kind === 'clear') {
      this.clear();
      return;
    }
    const text = JSON.stringify(decision.booking);
    const worthKeeping = decision.booking.step > 1 || decision.booking.hold !== null;
    if (text !== this.written) {
      try {
        this.deps.storage.setItem(keptBookingKey(this.configId), text);
        this.written = text;
      } catch (cause) {
        this.persisted = false;
        this.root.logger.warn('The booking could not be kept in the session storage', cause);
      }
    }
    this.atRisk = worthKeeping && !this.persisted;
  }

  /** Forgets the kept booking (after a success, a close, a cancel). */
  clear(): void {
    this.atRisk = false;
    this.written = null;
    if (this.configId) this.deps.storage.removeItem(keptBookingKey(this.configId));
  }

  dispose(): void {
    this.stopSaving?.();
    this.stopSaving = null;
    this.deps.window?.removeEventListener('beforeunload', this.onLeave);
  }
}
