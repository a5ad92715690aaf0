import { useCallback, useEffect, useState } from 'react';
import type { BookingWidgetComponent, BookingWidgetProps, WidgetLoader } from '../federation/widgetLoader';
import { WidgetErrorBoundary } from './WidgetErrorBoundary';
import { WidgetUnavailable } from './WidgetUnavailable';

type LoadState =
  { status: 'loading' } | { status: 'ready'; Widget: BookingWidgetComponent } | { status: 'failed' };

export interface RemoteWidgetProps {
  loader: WidgetLoader;
  remoteUrl: string;
  widgetProps: BookingWidgetProps;
}

/**
 * The federated booking widget with its fallbacks: a loader while the remote loads, and a message with a
 * Retry button when loading fails or the widget throws – never a blank page.
 */
export function RemoteWidget({ loader, remoteUrl, widgetProps }: RemoteWidgetProps) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    loader.load(remoteUrl, attempt).then(
      (Widget) => {
        if (current) setState({ status: 'ready', Widget });
      },
      (error: unknown) => {
        console.error(`The booking widget could not be loaded from ${remoteUrl}`, error);
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [loader, remoteUrl, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  if (state.status === 'loading') {
    return (
      <div className="hs-loading" role="status" aria-live="polite">
        Loading the booking widget…
      </div>
    );
  }
  if (state.status === 'failed') return <WidgetUnavailable onRetry={retry} />;
  const { Widget } = state;
  return (
    <WidgetErrorBoundary
      fallback={(reset) => (
        <WidgetUnavailable
          onRetry={() => {
            reset();
            retry();
          }}
        />
      )}
    >
      <Widget {...widgetProps} />
    </WidgetErrorBoundary>
  );
}
