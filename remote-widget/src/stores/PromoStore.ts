import { makeAutoObservable, runInAction } from 'mobx';
import type { ReservationData } from '@booking/shared-contracts';
import type { ApiClient } from '../api/client';
import type { BookingStore } from './BookingStore';
import type { Logger } from './Logger';

/** Why a promo code was not applied. */
export type PromoError = 'unknown' | 'failed' | 'empty';

export interface PromoStoreDeps {
  api: ApiClient;
  booking: BookingStore;
  configId: () => string;
  /** The reservation body priced with a code; null while the booking is incomplete. */
  probe: (code: string) => ReservationData | null;
  logger: Logger;
}

/**
 * The payment step's promo code: checked through the BFF (validate-promo-code prices the reservation with
 * it), a lower total becomes the booking's total with the old one shown, and the code can be removed.
 */
export class PromoStore {
  input = '';
  isChecking = false;
  error: PromoError | null = null;

  constructor(private readonly deps: PromoStoreDeps) {
    makeAutoObservable<PromoStore, 'deps'>(this, { deps: false });
  }

  /** The applied code ('' when none). */
  get applied(): string {
    return this.deps.booking.promoCode;
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
    this.isChecking = true;
    this.error = null;
    try {
      const answer = await this.deps.api.call('bokunValidatePromoCode', {
        body: { reservationData: { ...reservationData, promoCode: code }, configId: this.deps.configId() },
      });
      const total = answer.data?.price?.total ?? answer.data?.totalPrice;
      const basket = this.deps.booking.oldTotalPrice ?? this.deps.booking.totalPrice;
      const lowered =
        answer.success &&
        answer.data?.promoCodeApplied !== false &&
        typeof total === 'number' &&
        total < basket;
      runInAction(() => {
        this.isChecking = false;
        if (lowered && typeof total === 'number') {
          this.deps.booking.setPromo(code, total);
          this.input = '';
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
  }

  reset(): void {
    this.input = '';
    this.error = null;
    this.isChecking = false;
  }
}
