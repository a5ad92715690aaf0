import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useCallback, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useStores } from '../stores/context';
import { startDiagnosticsWatch } from '../infra/startDiagnosticsWatch';
import { ToastProvider } from './feedback/ToastProvider';
import { SessionTimerContainer } from './booking/SessionTimer';
import type { ToastData } from './feedback/Toasts';
import { Loader } from './Loader';
import { SessionEnded } from './SessionEnded';
import { shellMessages } from './shellMessages';
import { loadCheckoutSteps, prefetchCheckoutSteps } from './steps/loadCheckoutSteps';
import { WidgetShell } from './WidgetShell';

const CheckoutSteps = lazy(loadCheckoutSteps);
const ErrorHandler = lazy(() => import(/* webpackChunkName: "errors" */ './feedback/ErrorHandler'));

/**
 * The widget's steps inside its one toast region: step 1 from the booking shell, steps 2–4 from their own
 * chunk (prefetched with their messages once the calendar is priced and the page idle), or the notice that the session ended.
 * Unhandled failures are caught from the start; the rest of the §8 handler loads with the first one.
 */
export const CheckoutShell = observer(function CheckoutShell() {
  const root = useStores();
  const { ui, config, calendar, errors, announcer } = root;
  const intl = useIntl();
  useEffect(() => errors.listen(window), [errors]);
  const ready = config.status === 'loaded' && ui.isInitialized && ui.initializationError === null;
  const lang = ui.currentLanguage;
  // Steps 2–4 and their messages wait until the calendar shows its priced month: on a slow network they
  // would otherwise share the bandwidth with the schedule and step 1's own chunks.
  const prefetch = ready && calendar.settled;
  useEffect(() => (prefetch ? prefetchCheckoutSteps(lang) : undefined), [prefetch, lang]);
  // §9 diagnostics watchers load once the widget is ready, in a chunk of their own.
  useEffect(() => (ready ? startDiagnosticsWatch(root) : undefined), [ready, root]);
  const announceToast = useCallback(
    ({ title, message }: Omit<ToastData, 'id'>) => announcer.announce({ kind: 'notice', title, message }),
    [announcer],
  );

  return (
    <ToastProvider onShow={announceToast}>
      {errors.received && (
        <Suspense fallback={null}>
          <ErrorHandler />
        </Suspense>
      )}
      {ready && ui.sessionClock.expired ? (
        <div className="bw-shell">
          <SessionEnded onStartAgain={() => root.startAgain()} />
        </div>
      ) : ready && ui.currentStep > 1 ? (
        <div className="bw-shell">
          <SessionTimerContainer />
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
