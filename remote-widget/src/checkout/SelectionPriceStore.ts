import { reaction, runInAction, type IReactionDisposer } from 'mobx';
import type { PriceSelection } from '@booking/shared-contracts';
import type { ApiClient } from '../api/client';
import { reservationExtras } from '../domain/extras';
import { slotDateOf, startTimeIdOf } from '../domain/reservationBody';
import type { BookingStore } from '../stores/BookingStore';
import type { Logger } from '../infra/Logger';

export interface SelectionPriceDeps {
  api: ApiClient;
  booking: BookingStore;
  configId: () => string;
  /** True while a checkout step (2–4) shows the summary: the price is asked only then. */
  active: () => boolean;
  logger: Logger;
}

/**
 * What the provider prices for the current choice, passengers in the reservation's order with the same
 * extras the reservation body gives them; null before a slot, a rate and a ticket are chosen.
 */
export function selectionOf(booking: BookingStore): PriceSelection | null {
  const slot = booking.selectedSlot;
  const startTimeId = slot ? startTimeIdOf(slot.id) : null;
  const date = slot ? slotDateOf(slot.id) : null;
  const categories = booking.passengerCategories;
  if (booking.activityId === null || booking.selectedRateId === null || !date || categories.length === 0) {
    return null;
  }
  const extras = reservationExtras(booking.extras, booking.extraUnits, categories.length);
  return {
    activityId: booking.activityId,
    date,
    startTimeId,
    rateId: booking.selectedRateId,
    passengers: categories.map((pricingCategoryId, i) => ({
      pricingCategoryId,
      extras: extras.passengers[i] ?? [],
    })),
    extras: extras.booking,
  };
}

/**
 * Issue #24, display = charge: the summary shows the provider's own checkout price of the selection (asked
 * through the BFF, which caches it per selection), not only the widget's estimate, and the reservation
 * carries that amount. How Bokun picks a tiered band across categories is unconfirmed; whichever rule it
 * follows, the price the visitor saw is the one it charges. The estimate shows until the answer lands, and
 * stays when the price cannot be asked (the reserve then meets Bokun's own check as before).
 */
export class SelectionPriceStore {
  private pending: { key: string; promise: Promise<void> } | null = null;
  private readonly stop: IReactionDisposer;

  constructor(private readonly deps: SelectionPriceDeps) {
    this.stop = reaction(
      () => (deps.active() ? this.currentKey() : null),
      (key) => {
        if (key !== null) void this.ensure();
      },
      { fireImmediately: true },
    );
  }

  private currentKey(): string {
    return `${this.deps.booking.pricingKey}|${this.deps.booking.currency}`;
  }

  /** Asks the price of the current selection unless known or under way; resolves once it is settled. */
  ensure(): Promise<void> {
    const { booking } = this.deps;
    const key = this.currentKey();
    if (booking.providerPrice?.pricedFor === key) return Promise.resolve();
    if (this.pending?.key === key) return this.pending.promise;
    const selection = selectionOf(booking);
    if (!selection) return Promise.resolve();
    const promise = this.ask(key, selection, booking.currency).finally(() => {
      if (this.pending?.key === key) this.pending = null;
    });
    this.pending = { key, promise };
    return promise;
  }

  private async ask(key: string, selection: PriceSelection, currency: string): Promise<void> {
    try {
      const answer = await this.deps.api.call('bokunSelectionPrice', {
        body: { configId: this.deps.configId(), currency, selection },
      });
      const total = answer.data?.totalPrice;
      if (!answer.success || typeof total !== 'number' || answer.data?.currency !== currency) return;
      runInAction(() => this.deps.booking.setProviderPrice(key, total));
    } catch (cause) {
      this.deps.logger.warn('Pricing the selection failed; the estimate is shown', cause);
    }
  }

  dispose(): void {
    this.stop();
  }
}
