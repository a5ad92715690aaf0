import { reaction } from 'mobx';
import { useEffect, useMemo } from 'react';
import { CheckoutIntl } from '../../i18n/CheckoutIntl';
import { useStores } from '../../stores/context';
import { ErrorReporter } from '../../infra/ErrorReporter';
import { ErrorNotices } from './ErrorNotices';

/**
 * The rest of the §8 general error handler, loaded on the first failure the page listeners catch: it
 * classifies what the inbox holds (and whatever arrives later) and shows it as translated toasts.
 */
function ErrorHandler() {
  const { errors, logger, diagnostics } = useStores();
  const reporter = useMemo(() => new ErrorReporter(logger, diagnostics), [logger, diagnostics]);
  useEffect(
    () =>
      reaction(
        () => errors.pending.length,
        (waiting) => {
          if (waiting > 0) reporter.reportCaptured(errors.drain());
        },
        { fireImmediately: true },
      ),
    [errors, reporter],
  );
  return (
    <CheckoutIntl>
      <ErrorNotices reporter={reporter} />
    </CheckoutIntl>
  );
}

export default ErrorHandler;
