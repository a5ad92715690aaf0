import { makeAutoObservable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import type { ReservationData } from '@booking/shared-contracts';
import type { ApiClient } from '../api/client';
import type { BookingStore } from '../stores/BookingStore';
import type { Clock, TimerHandle } from '../infra/deps';
import type { Logger } from '../infra/Logger';

/** Why a promo code was not applied. */
export type PromoError = 'unknown' | 'failed' | 'empty';

/**
 * What the visitor is told of an applied code after the booking changed: it is being priced for the new
 * selection, or it was removed because it no longer lowers the total ('removed') or could not be priced
 * again ('unchecked').
 */
export type PromoNotice =
  | { kind: 'checking'; code: string }
  | { kind: 'removed'; code: string }
  | { kind: 'unchecked'; code: string };

/** How long the selection must stay unchanged before an applied code is priced again: a run of + presses is one check. */
export const PROMO_RECHECK_DELAY_MS = 300;

export interface PromoStoreDeps {
  api: ApiClient;
  booking: BookingStore;
  configId: () => string;
  /** The reservation body priced with a code; null while the booking is incomplete. */
  probe: (code: string) => ReservationData | null;
  logger: Logger;
  clock: Clock;
}

/**
 * The payment step's promo code: checked through the BFF (validate-promo-code prices the reservation with
 * it), a lower total becomes the booking's total with the old one shown, and the code can be removed. The
 * total belongs to the selection it was priced for: when the date, slot, rate, tickets or extras change, the
 * code is priced again for the new selection, and removed with a notice when it no longer lowers the total.
 */
export class PromoStore {
  input = '';
  isChecking = false;
  error: PromoError | null = null;
  /** Set when an applied code was removed after a change of the booking; cleared by the next code. */
  removal: Extract<PromoNotice, { kind: 'removed' | 'unchecked' }> | null = null;
  private recheckTimer: TimerHandle = null;
  private readonly stopFollowing: IReactionDisposer;

  constructor(private readonly deps: PromoStoreDeps) {
    makeAutoObservable<PromoStore, 'deps' | 'recheckTimer' | 'stopFollowing'>(this, {
      deps: false,
      recheckTimer: false,
      stopFollowing: false,
    });
    this.stopFollowing = reaction(
      () => (this.isStale ? this.deps.booking.pricingKey : null),
      (key) => (key === null ? this.cancelRecheck() : this.scheduleRecheck()),
      { fireImmediately: true },
    );
  }

  /** The applied code ('' when none). */
  get applied(): string {
    return this.deps.booking.promoCode;
  }

  /** A code is applied but its total belongs to an earlier selection: the total shown is the basket's. */
  get isStale(): boolean {
    const { booking } = this.deps;
    return booking.promoCode !== '' && !booking.promoIsCurrent;
  }

  /** What the summary says of the code: being priced for the changed booking, or removed; null otherwise. */
  get notice(): PromoNotice | null {
    if (this.isStale) return { kind: 'checking', code: this.applied };
    return this.removal;
  }

  setInput(value: string): void {
    this.input = value.toUpperCase().replace(/\s+/g, '');
    this.error = null;
  }

  /** Checks the typed code; answers whether it lowered the total. */
  async apply(): Promise<boolean> {
    const code = this.input.trim();
    if (!code) {
      this.error = 'empty';
      return false;
    }
    const reservationData = this.deps.probe(code);
    if (!reservationData) {
      this.error = 'failed';
      return false;
    }
    const { booking } = this.deps;
    const pricedFor = booking.pricingKey;
    const basket = booking.oldTotalPrice ?? booking.totalPrice;
    this.isChecking = true;
    this.error = null;
    try {
      const total = await this.price(code, reservationData);
      const lowered = total !== null && total < basket;
      runInAction(() => {
        this.isChecking = false;
        if (lowered) {
          // Priced for the selection of the request: a change made meanwhile makes it stale and re-checked.
          booking.setPromo(code, total, pricedFor);
          this.input = '';
          this.removal = null;
        } else {
          this.error = 'unknown';
        }
      });
      return lowered;
    } catch (cause) {
      this.deps.logger.warn('Promo code check failed', cause);
      runInAction(() => {
        this.isChecking = false;
        this.error = 'failed';
      });
      return false;
    }
  }

  /** Removes the applied code: the basket total applies again. */
  remove(): void {
    this.deps.booking.setPromo('', null);
    this.error = null;
    this.removal = null;
  }

  /**
   * Prices the applied code for the selection as it is now: a lower total stays applied, else the code is
   * removed with a notice. An answer for a selection the visitor has already changed is dropped (the change
   * scheduled its own check). Without a bookable selection (no slot) the code waits, not charged.
   */
  async recheck(): Promise<void> {
    this.cancelRecheck();
    const { booking } = this.deps;
    const code = booking.promoCode;
    if (!code || booking.promoIsCurrent) return;
    const reservationData = this.deps.probe(code);
    if (!reservationData) return;
    const pricedFor = booking.pricingKey;
    const basket = booking.totalPrice;
    let lowered: number | null = null;
    let failed = false;
    try {
      const total = await this.price(code, reservationData);
      lowered = total !== null && total < basket ? total : null;
    } catch (cause) {
      this.deps.logger.warn('Promo code re-check failed', cause);
      failed = true;
    }
    runInAction(() => {
      if (booking.promoCode !== code || booking.pricingKey !== pricedFor) return;
      if (lowered !== null) {
        booking.setPromo(code, lowered, pricedFor);
        return;
      }
      booking.setPromo('', null);
      this.removal = { kind: failed ? 'unchecked' : 'removed', code };
    });
  }

  /** The booking's total with the code, as the BFF priced it; null when it did not apply. Throws on failure. */
  private async price(code: string, reservationData: ReservationData): Promise<number | null> {
    const answer = await this.deps.api.call('bokunValidatePromoCode', {
      body: { reservationData: { ...reservationData, promoCode: code }, configId: this.deps.configId() },
    });
    const total = answer.data?.price?.total ?? answer.data?.totalPrice;
    const applied = answer.success && answer.data?.promoCodeApplied !== false && typeof total === 'number';
    return applied ? total : null;
  }

  private scheduleRecheck(): void {
    this.cancelRecheck();
    this.recheckTimer = this.deps.clock.setTimeout(() => {
      this.recheckTimer = null;
      void this.recheck();
    }, PROMO_RECHECK_DELAY_MS);
  }

  private cancelRecheck(): void {
    if (this.recheckTimer !== null) this.deps.clock.clearTimeout(this.recheckTimer);
    this.recheckTimer = null;
  }

  reset(): void {
    this.cancelRecheck();
    this.input = '';
    this.error = null;
    this.removal = null;
    this.isChecking = false;
  }

  dispose(): void {
    this.cancelRecheck();
    this.stopFollowing();
  }
}
