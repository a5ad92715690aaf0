import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import type { StepNumber } from '@booking/shared-contracts';

const messages = defineMessages<{
  label: NoMessageValues;
  booking: NoMessageValues;
  contact: NoMessageValues;
  payment: NoMessageValues;
  afterpayment: NoMessageValues;
}>({
  label: { id: 'steps.indicator.label', defaultMessage: 'Booking steps' },
  booking: { id: 'steps.name.booking', defaultMessage: 'Booking' },
  contact: { id: 'steps.name.contact', defaultMessage: 'Contact' },
  payment: { id: 'steps.name.payment', defaultMessage: 'Payment' },
  afterpayment: { id: 'steps.name.afterpayment', defaultMessage: 'Confirmation' },
});

const NAMES = ['booking', 'contact', 'payment', 'afterpayment'] as const;

/** §2 steps 1 booking, 2 contact, 3 payment, 4 after payment; the current one is marked for screen readers. */
export function StepIndicator({ current }: { current: StepNumber }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(messages.label)} className="bw-steps">
      <ol className="bw-steps__list">
        {NAMES.map((name, index) => {
          const step = index + 1;
          const state = step < current ? 'done' : step === current ? 'current' : 'next';
          return (
            <li
              key={name}
              className={`bw-steps__item bw-steps__item--${state}`}
              aria-current={step === current ? 'step' : undefined}
            >
              <span className="bw-steps__number">{step}</span> {intl.formatMessage(messages[name])}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
