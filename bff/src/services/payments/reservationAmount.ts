import { toMinorUnits } from '@booking/shared-contracts';
import type { AppDeps } from '../../deps';
import type { Reservation } from '../../store';
import { requireStore } from '../configAccess';
import { invalidTransactionAmount, paymentWithoutReservation, reservationExpired } from '../../errors';
import { paymentCurrency } from './rules';

type Deps = Pick<AppDeps, 'store' | 'clock' | 'logger'>;

export interface AmountCheckInput {
  configId: string;
  reservationCode: string;
  /** What the client asks to charge, in major units. */
  amount: number;
  /** The client's currency, when it sends one. */
  currency?: string;
}

/**
 * The server decides the amount: the reservation must be one this BFF holds, still reserved and within
 * its hold, and the requested amount must equal its total as Bokun priced it at reserve time (promo
 * applied). Anything else is refused before a provider is called.
 */
export async function reservationToCharge(deps: Deps, input: AmountCheckInput): Promise<Reservation> {
  const store = requireStore(deps);
  const reservation = input.reservationCode
    ? await store.reservations.findByConfirmationCode(input.configId, input.reservationCode)
    : undefined;
  if (!reservation || reservation.status === 'cancelled' || reservation.status === 'confirmed') {
    throw paymentWithoutReservation();
  }
  const now = deps.clock.now();
  if (reservation.status === 'expired' || (reservation.expiresAt && reservation.expiresAt <= now)) {
    throw reservationExpired();
  }
  const currency = paymentCurrency(reservation.currency);
  const sameCurrency = input.currency === undefined || input.currency === currency;
  if (toMinorUnits(input.amount, currency) !== reservation.amountMinor || !sameCurrency) {
    deps.logger.warn(
      {
        configId: input.configId,
        reservation: input.reservationCode,
        expectedMinor: reservation.amountMinor,
        requested: input.amount,
        currency: input.currency,
      },
      'payment amount differs from the reservation total',
    );
    throw invalidTransactionAmount();
  }
  return reservation;
}
