import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useStores } from '../stores/context';
import { ToastProvider } from './feedback/ToastProvider';
import { Loader } from './Loader';
import { shellMessages } from './shellMessages';
import { loadCheckoutSteps, prefetchCheckoutSteps } from './steps/loadCheckoutSteps';
import { WidgetShell } from './WidgetShell';

const CheckoutSteps = lazy(loadCheckoutSteps);
const ErrorHandler = lazy(() => import(/* webpackChunkName: "errors" */ './feedback/ErrorHandler'));

/**
 * The widget's steps inside its one toast region: step 1 from the booking shell, steps 2–4 from their own
 * chunk (prefetched with their messages while step 1 is idle). Unhandled failures are caught from the start;
 * the rest of the §8 handler loads with the first one.
 */
export const CheckoutShell = observer(function CheckoutShell() {
  const root = useStores();
  const { ui, config, errors } = root;
  const intl = useIntl();
  useEffect(() => errors.listen(window), [errors]);
  const ready = config.status === 'loaded' && ui.isInitialized && ui.initializationError === null;
  const lang = ui.currentLanguage;
  useEffect(() => (ready ? prefetchCheckoutSteps(lang) : undefined), [ready, lang]);

  return (
    <ToastProvider>
      {errors.received && (
        <Suspense fallback={null}>
          <ErrorHandler />
        </Suspense>
      )}
      {ready && ui.currentStep > 1 ? (
        <div className="bw-shell">
          <Suspense fallback={<Loader label={intl.formatMessage(shellMessages.loading)} />}>
            <CheckoutSteps />
          </Suspense>
        </div>
      ) : (
        <WidgetShell />
      )}
    </ToastProvider>
  );
});
