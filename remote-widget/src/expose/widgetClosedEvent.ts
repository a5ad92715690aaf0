import { reaction } from 'mobx';
import type { BookingWidgetEvent } from '@booking/shared-contracts';
import type { RootStore } from '../stores/RootStore';

/**
 * Tells a federated host that the widget closed (`widgetClosed`, with the payment status it closed with),
 * the same event the iframe app posts to its parent. Answers the disposer.
 */
export function watchWidgetClosed(stores: RootStore, emit: (event: BookingWidgetEvent) => void): () => void {
  return reaction(
    () => stores.ui.isOpen,
    (open) => {
      if (open) return;
      emit({ action: 'widgetClosed', paymentStatus: stores.checkout?.payment.status ?? 'not_paid' });
    },
  );
}

/** The host's listener, kept from throwing across the boundary. */
export function safeEmit(
  onEvent: ((event: BookingWidgetEvent) => void) | undefined,
): (event: BookingWidgetEvent) => void {
  return (event) => {
    try {
      onEvent?.(event);
    } catch (error) {
      console.warn('The host page failed to handle a widget event', error);
    }
  };
}
