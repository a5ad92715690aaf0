import { useIntl } from 'react-intl';
import { paymentMessages } from './paymentMessages';

/** The wait while pending: confirm in the banking app (BLIK, with cancel), or on the way to the provider's page. */
export function PaymentPending({
  waitingFor,
  onCancel,
}: {
  waitingFor: 'blik' | 'redirect';
  onCancel: () => void;
}) {
  const intl = useIntl();
  return (
    <div className="bw-pending" role="status" aria-live="polite">
      <span className="bw-pending__spinner" aria-hidden="true" />
      {waitingFor === 'blik' ? (
        <>
          <p className="bw-pending__title">{intl.formatMessage(paymentMessages.blikPending)}</p>
          <p className="bw-pending__hint">{intl.formatMessage(paymentMessages.blikPendingHint)}</p>
          <button type="button" className="bw-button bw-button--secondary" onClick={onCancel}>
            {intl.formatMessage(paymentMessages.cancel)}
          </button>
        </>
      ) : (
        <p className="bw-pending__title">{intl.formatMessage(paymentMessages.redirectPending)}</p>
      )}
    </div>
  );
}
