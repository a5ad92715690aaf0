import type { ErrorMessageCode, PaymentProvider } from '@booking/shared-contracts';
import type { BookingRecord, Payer } from '../domain/paymentRequests';
import type { FunnelTrail } from '../stores/FunnelStore';

/** Why a payment did not go through: a §8 catalogue message or one of the payment step's own. */
export type PaymentErrorCode =
  | ErrorMessageCode
  | 'blik_refused'
  /** A BLIK code accepted but not confirmed in the banking app in time; the hold stays for a new code. */
  | 'blik_unconfirmed'
  | 'agreements_required'
  | 'payment_cancelled'
  | 'cancel_partial'
  /** A payment window closed before the payment was finished; the hold stays. */
  | 'payment_window_closed'
  /** The provider sent the payer back through its error URL; the hold stays. */
  | 'payment_not_completed';

/** What a payment is for and where the payer returns, read when the visitor pays. */
export interface PaymentContext {
  configId: string;
  provider: PaymentProvider;
  amount: number;
  currency: string;
  payer: Payer;
  description: string;
  booking: BookingRecord;
  sessionId: string;
  payerUrls: { success: string; error: string };
  /** The funnel's facts for a success finished on the provider's page; absent when no funnel is logged. */
  funnel?: FunnelTrail;
}
