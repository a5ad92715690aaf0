import { defineMessages, FormattedDate, FormattedMessage, type NoMessageValues } from 'react-intl';
import { showsOldTotal } from '../../domain/totals';
import type { PromoNotice } from '../../checkout/PromoStore';
import { Money } from '../booking/Money';

const messages = defineMessages<{
  heading: NoMessageValues;
  date: NoMessageValues;
  time: NoMessageValues;
  rate: NoMessageValues;
  tickets: NoMessageValues;
  total: NoMessageValues;
  oldTotal: NoMessageValues;
  meetingPoint: NoMessageValues;
  ticketLine: { count: number; name: string };
  promoChecking: { code: string };
  promoRemoved: { code: string };
  promoUnchecked: { code: string };
}>({
  heading: { id: 'summary.heading', defaultMessage: 'Your booking' },
  date: { id: 'summary.date', defaultMessage: 'Date' },
  time: { id: 'summary.time', defaultMessage: 'Time' },
  rate: { id: 'summary.rate', defaultMessage: 'Rate' },
  tickets: { id: 'summary.tickets', defaultMessage: 'Tickets' },
  total: { id: 'summary.total', defaultMessage: 'Total' },
  oldTotal: { id: 'summary.oldTotal', defaultMessage: 'Before discount' },
  meetingPoint: { id: 'summary.meetingPoint', defaultMessage: 'Meeting point' },
  ticketLine: { id: 'summary.ticketLine', defaultMessage: '{count} × {name}' },
  promoChecking: {
    id: 'summary.promo.checking',
    defaultMessage: 'Checking promo code {code} for your changed booking…',
  },
  promoRemoved: {
    id: 'summary.promo.removed',
    defaultMessage: 'Promo code {code} does not apply to your changed booking and was removed.',
  },
  promoUnchecked: {
    id: 'summary.promo.unchecked',
    defaultMessage:
      'Promo code {code} could not be checked for your changed booking and was removed. You can apply it again on the payment step.',
  },
});

const PROMO_NOTICE_TEXT = {
  checking: messages.promoChecking,
  removed: messages.promoRemoved,
  unchecked: messages.promoUnchecked,
} as const;

export interface BookingSummaryProps {
  activityName: string;
  date: string;
  time: string;
  rateName: string;
  tickets: { name: string; count: number; price: number }[];
  totalPrice: number;
  oldTotalPrice: number | null;
  currency: string;
  /** Shown once booked (step 4): where the tour starts. */
  meetingPoint?: string;
  /** What became of the promo code after the booking changed; null or absent when nothing did. */
  promoNotice?: PromoNotice | null;
}

/** The booking of steps 2–4: activity, date, time, rate, tickets, total, and the old total under a promo. */
export function BookingSummary(props: BookingSummaryProps) {
  return (
    <aside className="bw-summary" aria-labelledby="bw-summary-heading">
      <h3 id="bw-summary-heading" className="bw-summary__heading">
        <FormattedMessage {...messages.heading} />
      </h3>
      <p className="bw-summary__activity">{props.activityName}</p>
      <dl className="bw-summary__list">
        <dt>
          <FormattedMessage {...messages.date} />
        </dt>
        <dd>
          {props.date && (
            // A calendar day: read and written in UTC so no time zone moves it to the day before.
            <FormattedDate value={Date.parse(`${props.date}T00:00:00Z`)} dateStyle="long" timeZone="UTC" />
          )}
        </dd>
        <dt>
          <FormattedMessage {...messages.time} />
        </dt>
        <dd>{props.time}</dd>
        <dt>
          <FormattedMessage {...messages.rate} />
        </dt>
        <dd>{props.rateName}</dd>
        <dt>
          <FormattedMessage {...messages.tickets} />
        </dt>
        <dd>
          <ul className="bw-summary__tickets">
            {props.tickets.map((ticket) => (
              <li key={ticket.name}>
                <FormattedMessage
                  {...messages.ticketLine}
                  values={{ count: ticket.count, name: ticket.name }}
                />{' '}
                <Money amount={ticket.price * ticket.count} currency={props.currency} />
              </li>
            ))}
          </ul>
        </dd>
        {showsOldTotal(props.totalPrice, props.oldTotalPrice) && (
          <>
            <dt>
              <FormattedMessage {...messages.oldTotal} />
            </dt>
            <dd className="bw-summary__old">
              <s>
                <Money amount={props.oldTotalPrice} currency={props.currency} />
              </s>
            </dd>
          </>
        )}
        <dt>
          <FormattedMessage {...messages.total} />
        </dt>
        <dd className="bw-summary__total">
          <strong>
            <Money amount={props.totalPrice} currency={props.currency} />
          </strong>
        </dd>
        {props.meetingPoint && (
          <>
            <dt>
              <FormattedMessage {...messages.meetingPoint} />
            </dt>
            <dd>{props.meetingPoint}</dd>
          </>
        )}
      </dl>
      {/* Always in the page, so a screen reader hears the notice when it appears. */}
      <p className="bw-summary__notice" role="status">
        {props.promoNotice && (
          <FormattedMessage
            {...PROMO_NOTICE_TEXT[props.promoNotice.kind]}
            values={{ code: props.promoNotice.code }}
          />
        )}
      </p>
    </aside>
  );
}
