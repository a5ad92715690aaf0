import { observer } from 'mobx-react-lite';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import type { CheckoutFlow } from '../../checkout/CheckoutFlow';
import { StepFrame } from './StepFrame';
import { SummaryContainer } from './SummaryContainer';

const messages = defineMessages<{
  heading: NoMessageValues;
  thanks: NoMessageValues;
  code: { code: string };
}>({
  heading: { id: 'afterpayment.step.heading', defaultMessage: 'Booking confirmed' },
  thanks: {
    id: 'afterpayment.step.thanks',
    defaultMessage: 'Thank you! Your payment went through and the confirmation is on its way to your e-mail.',
  },
  code: { id: 'afterpayment.step.code', defaultMessage: 'Booking reference: {code}' },
});

/** Step 4 inside an embed panel: the widget's own success view (elsewhere the success page takes over). */
export const AfterPaymentStep = observer(function AfterPaymentStep({ flow }: { flow: CheckoutFlow }) {
  const intl = useIntl();
  const code = flow.completed?.confirmationCode;
  return (
    <StepFrame
      step={4}
      heading={intl.formatMessage(messages.heading)}
      summary={<SummaryContainer flow={flow} booked />}
    >
      <div className="bw-notice bw-notice--success" role="status">
        <p>{intl.formatMessage(messages.thanks)}</p>
        {code && <p>{intl.formatMessage(messages.code, { code })}</p>}
      </div>
    </StepFrame>
  );
});
