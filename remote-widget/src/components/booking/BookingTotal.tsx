import { defineMessages, FormattedMessage, type NoMessageValues } from 'react-intl';
import { showsOldTotal } from '../../domain/totals';
import { Money } from './Money';
import './tickets.css';

const messages = defineMessages<{
  total: NoMessageValues;
  oldTotal: NoMessageValues;
  participants: { count: number };
}>({
  total: { id: 'booking.total.label', defaultMessage: 'Total' },
  oldTotal: { id: 'booking.total.old', defaultMessage: 'Before discount' },
  participants: {
    id: 'booking.total.participants',
    defaultMessage: '{count, plural, one {# participant} other {# participants}}',
  },
});

export interface BookingTotalProps {
  totalPrice: number;
  /** §3 oldTotalPrice: the total before a promo code lowered it. */
  oldTotalPrice: number | null;
  totalParticipants: number;
  currency: string;
}

/** The running total of the basket, with the old total struck through when a promo lowered it. */
export function BookingTotal({ totalPrice, oldTotalPrice, totalParticipants, currency }: BookingTotalProps) {
  return (
    <div className="bw-total" aria-live="polite">
      <span className="bw-total__participants">
        <FormattedMessage {...messages.participants} values={{ count: totalParticipants }} />
      </span>
      {showsOldTotal(totalPrice, oldTotalPrice) && (
        <span className="bw-total__old">
          <span className="bw-visually-hidden">
            <FormattedMessage {...messages.oldTotal} />{' '}
          </span>
          <s>
            <Money amount={oldTotalPrice} currency={currency} />
          </s>
        </span>
      )}
      <span className="bw-total__amount">
        <FormattedMessage {...messages.total} />{' '}
        <strong>
          <Money amount={totalPrice} currency={currency} />
        </strong>
      </span>
    </div>
  );
}
