import type { PaymentProvider } from '@booking/shared-contracts';

/** A cancel that went through on one side only: the payment provider's or the booking system's. */
export interface PartialCancel {
  /** The provider's name as the visitor knows it (Tpay, Stripe). */
  provider: string;
  /** Whether the provider cancelled the transaction. */
  providerCancelled: boolean;
  /** The booking system's status of the hold after the cancel. */
  bookingStatus: string;
}

/** What the BFF answered to a cancel (tpayCancelTransaction), and whether the widget's own release worked. */
export interface CancelOutcome {
  providerCancelled: boolean;
  cleanup?: { attempted: boolean; success: boolean; status?: string | undefined } | undefined;
  releasedByWidget: boolean;
}

const PROVIDER_NAMES: Readonly<Record<string, string>> = { tpay: 'Tpay', stripe: 'Stripe' };

/** The name a visitor knows a provider by: `stripe_sandbox` is Stripe. */
export function providerName(provider: PaymentProvider): string {
  const family = provider.split('_')[0] ?? provider;
  return PROVIDER_NAMES[family] ?? provider;
}

/**
 * §8 partial-cancel failure: the provider cancelled but the booking system kept the hold (its cleanup was
 * attempted and failed, and the widget's own release failed too), or the hold went but the provider refused.
 * Null when both sides agree.
 */
export function partialCancelOf(provider: PaymentProvider, outcome: CancelOutcome): PartialCancel | null {
  const cleanupFailed = outcome.cleanup?.attempted === true && !outcome.cleanup.success;
  const bookingReleased = outcome.cleanup?.success === true || outcome.releasedByWidget;
  if (outcome.providerCancelled && cleanupFailed && !outcome.releasedByWidget) {
    return {
      provider: providerName(provider),
      providerCancelled: true,
      bookingStatus: outcome.cleanup?.status ?? 'not_released',
    };
  }
  if (!outcome.providerCancelled && bookingReleased) {
    return { provider: providerName(provider), providerCancelled: false, bookingStatus: 'released' };
  }
  return null;
}
