import { reaction } from 'mobx';
import {
  STEPS,
  type PartnerCart,
  type PartnerEventName,
  type PartnerEventPayloads,
  type PaymentStatus,
} from '@booking/shared-contracts';
import type { RootStore } from '../stores/RootStore';
import type { CheckoutEvent } from '../stores/checkoutHost';
import { failureMessage } from './failureMessage';

/** Sends one partner event; the bridge, the federated host and tests each give their own. */
export type PartnerEventSink = <E extends PartnerEventName>(
  name: E,
  payload: PartnerEventPayloads[E],
) => void;

/** The visitor's basket as partner events carry it; null before an activity is booked. */
export function cartOf(stores: RootStore): PartnerCart | null {
  const { booking, activities } = stores;
  const activity = activities.selectedActivity;
  if (!activity) return null;
  return {
    activityId: activity.activityId,
    activityTitle: activity.activityName,
    date: booking.selectedDate,
    totalPrice: booking.totalPrice,
    currency: booking.currency,
    tickets: booking.ticketRows
      .filter((row) => row.count > 0)
      .map((row) => ({ category: row.name, count: row.count, price: row.price })),
  };
}

/**
 * The partner events a checkout event stands for: a paid booking is `bookingSucceeded` (with the activity,
 * day and tickets read from the stores at that moment), a reservation or payment failure `bookingFailed` with
 * its code and the sentence the visitor read, in the widget's language.
 */
export function partnerEventOf(
  stores: RootStore,
  event: CheckoutEvent,
):
  | { name: 'bookingSucceeded'; payload: PartnerEventPayloads['bookingSucceeded'] }
  | { name: 'bookingFailed'; payload: PartnerEventPayloads['bookingFailed'] } {
  if (event.action === 'widgetError') {
    const message = failureMessage({
      code: event.code,
      flow: event.flow,
      lang: stores.ui.currentLanguage,
      partialCancel: stores.checkout?.payment.partialCancel ?? null,
    });
    return { name: 'bookingFailed', payload: { code: event.code, message } };
  }
  const cart = cartOf(stores);
  return {
    name: 'bookingSucceeded',
    payload: {
      confirmationCode: event.confirmationCode,
      transactionId: event.transactionId,
      activity: { id: cart?.activityId ?? 1, title: cart?.activityTitle ?? '' },
      date: cart?.date ?? null,
      time: stores.booking.selectedSlot?.startTime ?? null,
      totalPrice: event.totalPrice,
      currency: event.currency,
      tickets: cart?.tickets ?? [],
    },
  };
}

/** Sends `stepChanged` whenever the step changes while the widget is open; answers the disposer. */
export function watchStepChanged(stores: RootStore, send: PartnerEventSink): () => void {
  const { ui } = stores;
  return reaction(
    () => (ui.isOpen ? ui.currentStep : null),
    (step) => {
      if (step !== null) send('stepChanged', { step, stepName: STEPS[step], cart: cartOf(stores) });
    },
  );
}

/** Watches the stores for `stepChanged` (while open) and `widgetClosed`; answers the disposer. */
export function watchPartnerEvents(
  stores: RootStore,
  send: PartnerEventSink,
  paymentStatus: () => PaymentStatus,
): () => void {
  const { ui } = stores;
  const disposers: (() => void)[] = [
    watchStepChanged(stores, send),
    reaction(
      () => ui.isOpen,
      (open) => {
        if (!open) send('widgetClosed', { paymentStatus: paymentStatus() });
      },
    ),
  ];
  return () => disposers.forEach((dispose) => dispose());
}
