import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { defineMessages, useIntl, type IntlShape, type NoMessageValues } from 'react-intl';
import { LAST_STEP, type StepNumber } from '@booking/shared-contracts';
import type { Announcement } from '../infra/Announcer';
import { useStores } from '../stores/context';

const messages = defineMessages<{
  step: { step: number; count: number; name: string };
  total: { amount: string };
  notice: { title: string; message: string };
  booking: NoMessageValues;
  contact: NoMessageValues;
  payment: NoMessageValues;
  afterpayment: NoMessageValues;
}>({
  step: { id: 'announce.step', defaultMessage: 'Step {step} of {count}: {name}' },
  total: { id: 'announce.total', defaultMessage: 'Total now {amount}' },
  notice: { id: 'announce.notice', defaultMessage: '{title}. {message}' },
  booking: { id: 'announce.stepName.booking', defaultMessage: 'Date, time and tickets' },
  contact: { id: 'announce.stepName.contact', defaultMessage: 'Your details' },
  payment: { id: 'announce.stepName.payment', defaultMessage: 'Payment' },
  afterpayment: { id: 'announce.stepName.afterpayment', defaultMessage: 'Booking confirmed' },
});

const STEP_NAMES = {
  1: messages.booking,
  2: messages.contact,
  3: messages.payment,
  4: messages.afterpayment,
} as const satisfies Record<StepNumber, unknown>;

/** The words of an announcement in the visitor's language. */
export function announcementText(intl: IntlShape, announcement: Announcement): string {
  switch (announcement.kind) {
    case 'step':
      return intl.formatMessage(messages.step, {
        step: announcement.step,
        count: LAST_STEP,
        name: intl.formatMessage(STEP_NAMES[announcement.step]),
      });
    case 'total':
      return intl.formatMessage(messages.total, {
        amount: intl.formatNumber(announcement.amount, {
          style: 'currency',
          currency: announcement.currency,
        }),
      });
    case 'notice':
      return intl.formatMessage(messages.notice, {
        title: announcement.title,
        message: announcement.message,
      });
  }
}

/**
 * The widget's one polite live region: present from the first render (a region added with its text is not
 * read), visually hidden, saying what the announcer holds. A repeated message alternates a trailing
 * no-break space, so it is read again.
 */
export const LiveRegion = observer(function LiveRegion() {
  const { announcer, ui, booking } = useStores();
  const intl = useIntl();
  useEffect(
    () =>
      announcer.watch({
        step: () => ui.currentStep,
        total: () => ({ amount: booking.totalPrice, currency: booking.currency }),
      }),
    [announcer, ui, booking],
  );
  // Markup drawn on the server has nothing announced: the region stays empty until the page takes it over.
  const text = announcer.current && ui.interactive ? announcementText(intl, announcer.current) : '';
  return (
    <div className="bw-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {text && `${text}${announcer.count % 2 === 0 ? '\u00a0' : ''}`}
    </div>
  );
});
