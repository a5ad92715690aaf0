import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useStores } from '../../stores/context';
import type { CheckoutFlow } from '../../checkout/CheckoutFlow';
import type { PaymentErrorCode } from '../../checkout/paymentContext';
import { catalogueMessage } from '../feedback/catalogueMessages';
import { StepFrame } from '../steps/StepFrame';
import { SummaryContainer } from '../steps/SummaryContainer';
import { AgreementsFields } from './AgreementsFields';
import { BlikField } from './BlikField';
import { PaymentMethodList } from './PaymentMethodList';
import { PaymentPending } from './PaymentPending';
import { paymentErrorText } from './paymentErrorText';
import { paymentMessages } from './paymentMessages';
import { PromoCodeField } from './PromoCodeField';

/** Step 3 connected to the payment, promo and reservation stores. */
export const PaymentStepContainer = observer(function PaymentStepContainer({ flow }: { flow: CheckoutFlow }) {
  const intl = useIntl();
  const { config, booking } = useStores();
  const { payment, promo, reservations } = flow;
  const format = intl.formatMessage;
  const messageOf = (code: PaymentErrorCode): string => paymentErrorText(code, format, payment.partialCancel);
  const busy = payment.status === 'pending';
  const heading = format(paymentMessages.heading);
  const summary = <SummaryContainer flow={flow} />;

  if (reservations.expired) {
    return (
      <StepFrame step={3} heading={format(paymentMessages.expiredTitle)} summary={summary}>
        <div className="bw-notice bw-notice--error" role="alert">
          {catalogueMessage('reservation_expired', format)}
        </div>
        <button type="button" className="bw-button" onClick={() => flow.startAgain()}>
          {format(paymentMessages.startAgain)}
        </button>
      </StepFrame>
    );
  }
  if (busy && payment.waitingFor) {
    return (
      <StepFrame step={3} heading={heading} summary={summary}>
        <PaymentPending
          waitingFor={payment.waitingFor}
          onCancel={() => void payment.cancel()}
          window={
            payment.paymentUrl
              ? {
                  url: payment.paymentUrl,
                  blocked: payment.windowBlocked,
                  amount: intl.formatNumber(booking.totalPrice, {
                    style: 'currency',
                    currency: booking.currency,
                  }),
                  onReopen: () => payment.reopenWindow(),
                }
              : null
          }
        />
      </StepFrame>
    );
  }
  const error = payment.error;
  const fieldError = error === 'invalid_blik_code' || error === 'agreements_required' ? null : error;
  return (
    <StepFrame
      step={3}
      heading={heading}
      summary={summary}
      onBack={busy ? undefined : () => flow.back()}
      primary={
        <button type="button" className="bw-button" disabled={busy} onClick={() => void payment.pay()}>
          {format(busy ? paymentMessages.paying : paymentMessages.pay)}
        </button>
      }
    >
      <div role="alert" className="bw-form__alert">
        {fieldError && (
          <div className="bw-notice bw-notice--error">
            <strong>{format(paymentMessages.failedTitle)}</strong> {messageOf(fieldError)}
          </div>
        )}
      </div>
      {payment.optionsLoading && payment.options.length === 0 ? (
        <p role="status">{format(paymentMessages.methodsLoading)}</p>
      ) : (
        <PaymentMethodList
          options={payment.options}
          selectedKey={payment.selectedKey}
          onSelect={(key) => payment.select(key)}
          disabled={busy}
        />
      )}
      {payment.selectedOption?.type === 'blik' && (
        <BlikField
          value={payment.blikCode}
          onChange={(value) => payment.setBlikCode(value)}
          error={payment.refusals.includes('invalid_blik_code') ? messageOf('invalid_blik_code') : null}
          disabled={busy}
          focusForNewCode={error === 'blik_unconfirmed' || error === 'blik_refused'}
        />
      )}
      <PromoCodeField
        input={promo.input}
        applied={promo.applied}
        checking={promo.isChecking}
        error={promo.error}
        onInput={(value) => promo.setInput(value)}
        onApply={() => void promo.apply()}
        onRemove={() => promo.remove()}
        disabled={busy}
      />
      <AgreementsFields
        agreements={payment.agreements}
        onChange={(name, given) => payment.setAgreement(name, given)}
        termsUrl={config.globalConfig?.termsUrl ?? ''}
        privacyPolicyUrl={config.globalConfig?.privacyPolicyUrl ?? ''}
        error={payment.refusals.includes('agreements_required') ? messageOf('agreements_required') : null}
        disabled={busy}
      />
    </StepFrame>
  );
});
