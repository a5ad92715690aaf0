import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { OPEN_WIDGET_UNEXPECTED_MESSAGE } from '@booking/shared-contracts';
import { useController } from '../controller/context';
import { useStores } from '../stores/context';
import { BookingStepContainer } from './booking/BookingStepContainer';
import { ErrorPanel } from './ErrorPanel';
import { Loader } from './Loader';
import { shellMessages } from './shellMessages';
import './booking/booking.css';

/**
 * The widget's frame (§2): the loader while initializing (and until the activity arrives), the "Widget
 * Initialization Error" panel on failure, else step 1 (the toasts are drawn by the shell around it).
 */
export const WidgetShell = observer(function WidgetShell() {
  const { config, ui, booking } = useStores();
  const controller = useController();
  const intl = useIntl();

  const configError = config.status === 'error' ? (config.error?.message ?? '') : null;
  const error = configError ?? ui.initializationError;
  let body;
  if (error !== null) {
    body = (
      <ErrorPanel
        title={intl.formatMessage(shellMessages.errorTitle)}
        message={intl.formatMessage(shellMessages.errorMessage, {
          // §8's unexpected opening failure is the visitor's to read: in their language.
          message:
            error === OPEN_WIDGET_UNEXPECTED_MESSAGE
              ? intl.formatMessage(shellMessages.openUnexpected)
              : error,
        })}
        retryLabel={intl.formatMessage(shellMessages.retry)}
        onRetry={() => void controller.retry()}
      />
    );
  } else if (config.status === 'loaded' && ui.isInitialized && booking.activity) {
    body = <BookingStepContainer />;
  } else {
    // §4 the 3 s safety timeout may complete initialization before the activity arrives: the loader stays.
    body = <Loader label={intl.formatMessage(shellMessages.loading)} />;
  }
  // Markup rendered on the server is readable before the scripts run but offers nothing it cannot do yet: the
  // shell is inert (no focus, no clicks) and its controls drawn as not offered (widget.css) until hydrated.
  const pending = !ui.interactive;
  return (
    <div className="bw-shell" aria-busy={pending || body.type === Loader} inert={pending}>
      {body}
    </div>
  );
});
