import { useId } from 'react';

/** Shown instead of the widget when its remote cannot be loaded or it fails while rendering. */
export function WidgetUnavailable({ onRetry }: { onRetry: () => void }) {
  const titleId = useId();
  return (
    <section className="hs-unavailable" role="alert" aria-labelledby={titleId}>
      <h2 id={titleId}>The booking widget could not be loaded.</h2>
      <p>Check your connection and try again. If the problem persists, please come back in a few minutes.</p>
      <button type="button" className="hs-button" onClick={onRetry}>
        Retry
      </button>
    </section>
  );
}
