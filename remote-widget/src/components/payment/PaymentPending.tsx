import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { paymentMessages } from './paymentMessages';

/** The payment window a framed widget follows: its page, whether the browser opened it, the amount. */
export interface PaymentWindowView {
  url: string;
  blocked: boolean;
  amount: string;
  /** Opens the window again from the visitor's click; false when the browser refused. */
  onReopen: () => boolean;
}

/**
 * The wait while pending: confirm in the banking app (BLIK, with cancel), on the way to the provider's page,
 * or finishing the payment in the payment window (with the amount, a way to that window and cancel).
 */
export function PaymentPending({
  waitingFor,
  onCancel,
  window: paymentWindow,
}: {
  waitingFor: 'blik' | 'redirect' | 'window';
  onCancel: () => void;
  window?: PaymentWindowView | null;
}) {
  const intl = useIntl();
  const cancel = (
    <button type="button" className="bw-button bw-button--secondary" onClick={onCancel}>
      {intl.formatMessage(paymentMessages.cancel)}
    </button>
  );
  if (waitingFor === 'window' && paymentWindow) {
    // The link works without script too; with it, the window opens under the name the widget follows.
    const open = (event: MouseEvent<HTMLAnchorElement>) => {
      if (paymentWindow.onReopen()) event.preventDefault();
    };
    return (
      <div className="bw-pending bw-pending--window" role="status" aria-live="polite">
        <span className="bw-pending__spinner" aria-hidden="true" />
        <p className="bw-pending__title">{intl.formatMessage(paymentMessages.windowPending)}</p>
        <p className="bw-pending__hint">{intl.formatMessage(paymentMessages.windowPendingHint)}</p>
        <p className="bw-pending__amount">
          {intl.formatMessage(paymentMessages.windowAmount, { amount: paymentWindow.amount })}
        </p>
        {paymentWindow.blocked && (
          <p className="bw-pending__hint">{intl.formatMessage(paymentMessages.windowBlocked)}</p>
        )}
        <div className="bw-pending__actions">
          <a className="bw-button" href={paymentWindow.url} target="_blank" rel="opener" onClick={open}>
            {intl.formatMessage(
              paymentWindow.blocked ? paymentMessages.windowOpen : paymentMessages.windowReopen,
            )}
          </a>
          {cancel}
        </div>
      </div>
    );
  }
  return (
    <div className="bw-pending" role="status" aria-live="polite">
      <span className="bw-pending__spinner" aria-hidden="true" />
      {waitingFor === 'blik' ? (
        <>
          <p className="bw-pending__title">{intl.formatMessage(paymentMessages.blikPending)}</p>
          <p className="bw-pending__hint">{intl.formatMessage(paymentMessages.blikPendingHint)}</p>
          {cancel}
        </>
      ) : (
        <p className="bw-pending__title">{intl.formatMessage(paymentMessages.redirectPending)}</p>
      )}
    </div>
  );
}
