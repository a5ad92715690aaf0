import { defineMessages, FormattedMessage, type NoMessageValues } from 'react-intl';
import { showsOldTotal } from '../../domain/totals';
import { Money } from './Money';
import './tickets.css';

const messages = defineMessages<{
  total: NoMessageValues;
  oldTotal: NoMessageValues;
  participants: { count: number };
  groups: { count: number; size: number };
}>({
  total: { id: 'booking.total.label', defaultMessage: 'Total' },
  oldTotal: { id: 'booking.total.old', defaultMessage: 'Before discount' },
  participants: {
    id: 'booking.total.participants',
    defaultMessage: '{count, plural, one {# participant} other {# participants}}',
  },
  groups: {
    id: 'booking.total.groups',
    defaultMessage:
      '{count, plural, one {# group (up to {size} people)} other {# groups (up to {size} people each)}}',
  },
});

export interface BookingTotalProps {
  totalPrice: number;
  /** §3 oldTotalPrice: the total before a promo code lowered it. */
  oldTotalPrice: number | null;
  totalParticipants: number;
  currency: string;
  /** Set when the activity is booked by the group: the count is of groups of up to this many people. */
  groupSize?: number | null;
}

/** The running total of the basket, with the old total struck through when a promo lowered it. */
export function BookingTotal(props: BookingTotalProps) {
  const { totalPrice, oldTotalPrice, totalParticipants, currency, groupSize } = props;
  return (
    <div className="bw-total">
      <span className="bw-total__participants">
        {groupSize ? (
          <FormattedMessage {...messages.groups} values={{ count: totalParticipants, size: groupSize }} />
        ) : (
          <FormattedMessage {...messages.participants} values={{ count: totalParticipants }} />
        )}
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
