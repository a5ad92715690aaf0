import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores/context';
import type { CheckoutFlow } from '../../checkout/CheckoutFlow';
import { BookingSummary } from './BookingSummary';

/** The booking summary of steps 2–4, read from the booking and the checkout; once booked, the meeting point. */
export const SummaryContainer = observer(function SummaryContainer({
  flow,
  booked = false,
}: {
  flow: CheckoutFlow;
  booked?: boolean;
}) {
  const { booking } = useStores();
  return (
    <BookingSummary
      activityName={booking.activity?.activityName ?? ''}
      date={booking.selectedDate ?? ''}
      time={booking.selectedSlot?.startTime ?? ''}
      rateName={booking.selectedRate?.name ?? ''}
      tickets={flow.checkout.tickets}
      totalPrice={booking.totalPrice}
      oldTotalPrice={booking.oldTotalPrice}
      currency={booking.currency}
      promoNotice={flow.promo.notice}
      {...(booked ? { meetingPoint: flow.checkout.bookingRecord.meetingPoint } : {})}
    />
  );
});
