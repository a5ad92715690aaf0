import type { PaymentStatus, RouteResponse, bookingReceipt } from '@booking/shared-contracts';
import { BOOKING_STATUS_TIMEOUT_MS } from './paymentCompletion';

/** The booking a paid receipt shows. */
export type ReceiptBooking = NonNullable<RouteResponse<typeof bookingReceipt>['booking']>;

/** What the BFF says of a receipt key: its payment's status (and booking once paid), unknown, or no answer. */
export type ReceiptAnswer =
  | { kind: 'found'; status: PaymentStatus; booking: ReceiptBooking | null }
  | { kind: 'unknown' }
  | { kind: 'unreachable' };

const RECEIPT_KEY = /^[a-f0-9]{64}$/;

/** The page query's receipt key, or null when it has none (or something that is not one). */
export function receiptKeyOf(search: string): string | null {
  const key = new URLSearchParams(search).get('receipt');
  return key !== null && RECEIPT_KEY.test(key) ? key : null;
}

/** True when the provider sent the payer back through its error URL. */
export const returnedWithError = (search: string): boolean =>
  new URLSearchParams(search).get('outcome') === 'error';

/**
 * GET /api/booking-receipt/{key}: the payer's booking, read by the receipt key only the payer's browser got.
 * A 404 is an unknown key (or a hold never paid for); anything else unreadable is no answer.
 */
export async function fetchReceipt(apiBaseUrl: string, key: string): Promise<ReceiptAnswer> {
  try {
    const response = await fetch(`${apiBaseUrl}/api/booking-receipt/${key}`, {
      // The same provider check as booking-status stands behind it, so the same §7 timeout.
      signal: AbortSignal.timeout(BOOKING_STATUS_TIMEOUT_MS),
    });
    if (response.status === 404) return { kind: 'unknown' };
    if (!response.ok) return { kind: 'unreachable' };
    const body = (await response.json()) as { status?: PaymentStatus; booking?: ReceiptBooking };
    if (!body.status) return { kind: 'unreachable' };
    return { kind: 'found', status: body.status, booking: body.booking ?? null };
  } catch {
    return { kind: 'unreachable' };
  }
}
