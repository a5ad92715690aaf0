import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { ErrorReporter } from '../stores/ErrorReporter';
import { useStores } from '../stores/context';
import { ErrorNotices } from './feedback/ErrorNotices';
import { ToastProvider } from './feedback/ToastProvider';
import { Loader } from './Loader';
import { shellMessages } from './shellMessages';
import { loadCheckoutSteps, prefetchCheckoutSteps } from './steps/loadCheckoutSteps';
import { WidgetShell } from './WidgetShell';

const CheckoutSteps = lazy(loadCheckoutSteps);

/**
 * The widget's steps: step 1 from the booking shell, steps 2–4 from their own
 * chunk (prefetched while step 1 is idle). The §8 error handler listens for unhandled failures and shows
 * them as toasts.
 */
export const CheckoutShell = observer(function CheckoutShell() {
  const root = useStores();
  const { ui, config, diagnostics, logger } = root;
  const intl = useIntl();
  const reporter = useMemo(() => new ErrorReporter(logger, diagnostics), [logger, diagnostics]);
  useEffect(() => reporter.listen(window), [reporter]);
  const ready = config.status === 'loaded' && ui.isInitialized && ui.initializationError === null;
  useEffect(() => (ready ? prefetchCheckoutSteps() : undefined), [ready]);

  if (ready && ui.currentStep > 1) {
    return (
      <ToastProvider>
        <ErrorNotices reporter={reporter} />
        <div className="bw-shell">
          <Suspense fallback={<Loader label={intl.formatMessage(shellMessages.loading)} />}>
            <CheckoutSteps />
          </Suspense>
        </div>
      </ToastProvider>
    );
  }
  return (
    <ToastProvider>
      <ErrorNotices reporter={reporter} />
      <WidgetShell />
    </ToastProvider>
  );
});
