import {
  fromMinorUnits,
  paymentBookingDataSchema,
  type MinorUnits,
  type RouteResponse,
  type bookingReceipt as bookingReceiptRoute,
} from '@booking/shared-contracts';
import { receiptNotFound } from '../../errors';
import type { PaymentRecord, Reservation, Store } from '../../store';
import { requireStore } from '../configAccess';
import { publicStatus, withProviderAnswer } from './bookingStatus';

export type BookingReceiptResult = RouteResponse<typeof bookingReceiptRoute>;

type Deps = Parameters<typeof withProviderAnswer>[0];

/** The payment a receipt speaks of: the paid one when there is one, else the newest try. */
const paymentOfReceipt = (payments: PaymentRecord[]): PaymentRecord | undefined =>
  payments.find((payment) => payment.status === 'success') ?? payments[0];

/** The booking data the widget stored with a payment; undefined when none (or none readable) was stored. */
async function bookingDataOf(store: Store, payment: PaymentRecord) {
  const initiation = await store.paymentInitiations.findByPayment(payment.id);
  try {
    return initiation ? paymentBookingDataSchema.validateSync(initiation.bookingData) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What was booked: the record the widget stored with the paid payment (what the visitor saw), the activity
 * and date of the reservation where that record is missing; the amount is always the payment's.
 */
async function bookedOf(
  store: Store,
  payment: PaymentRecord,
  reservation: Reservation,
): Promise<BookingReceiptResult['booking']> {
  const data = await bookingDataOf(store, payment);
  return {
    confirmationCode: payment.reservationCode,
    activity: { id: data?.activity.id ?? reservation.activityId, title: data?.activity.title ?? '' },
    date: data?.selectedDate ?? reservation.date,
    time: data?.selectedTime ?? '',
    tickets: data?.tickets ?? [],
    totalPrice: fromMinorUnits(payment.amountMinor as MinorUnits, payment.currency),
    currency: payment.currency,
    meetingPoint: data?.meetingPoint ?? '',
  };
}

/**
 * The payer's own booking by the receipt key of its hold (the success and payment-completion pages): the
 * status of its payment, asked of the provider while open, and – once paid – what was booked. An unknown key
 * and a hold never paid for answer alike (404), so a key says nothing about bookings it does not open.
 */
export async function getBookingReceipt(deps: Deps, receiptKey: string): Promise<BookingReceiptResult> {
  const store = requireStore(deps);
  const hold = await store.holds.findByTokenHash(receiptKey);
  const reservation =
    hold && (await store.reservations.findByConfirmationCode(hold.configId, hold.confirmationCode));
  if (!hold || !reservation) throw receiptNotFound();
  const found = paymentOfReceipt(
    await store.payments.findByReservation(hold.configId, hold.confirmationCode),
  );
  if (!found) throw receiptNotFound();
  const payment = await withProviderAnswer(deps, found);
  const status = publicStatus(payment);
  if (status !== 'success') return { success: true, status };
  return { success: true, status, booking: await bookedOf(store, payment, reservation) };
}
