import { useId } from 'react';

export interface ErrorPanelProps {
  title: string;
  message: string;
  retryLabel: string;
  onRetry: () => void;
}

/** The initialization error panel of §2: a title, the message and a retry button. */
export function ErrorPanel({ title, message, retryLabel, onRetry }: ErrorPanelProps) {
  const titleId = useId();
  return (
    <section className="bw-error" role="alert" aria-labelledby={titleId}>
      <h2 id={titleId} className="bw-error__title">
        {title}
      </h2>
      <p className="bw-error__message">{message}</p>
      <button type="button" className="bw-button" onClick={onRetry}>
        {retryLabel}
      </button>
    </section>
  );
}
