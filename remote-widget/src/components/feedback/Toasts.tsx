import { useEffect } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { ERROR_TOAST_DURATION_MS, TOAST_DURATION_MS } from '@booking/shared-contracts';
import './toasts.css';

const messages = defineMessages<{ close: { title: string }; region: NoMessageValues }>({
  close: { id: 'toast.close', defaultMessage: 'Close notification: {title}' },
  region: { id: 'toast.region', defaultMessage: 'Notifications' },
});

/** §2 toast types. */
export type ToastType = 'success' | 'error' | 'warning' | 'info';

/** §2 "Toasts have type success, error, warning or info, a title, a message and an optional action button". */
export interface ToastData {
  id: string;
  type: ToastType;
  title: string;
  message: string;
  action?: { label: string; onClick: () => void } | undefined;
  /** How long the toast stays; by default §9 "Toasts 5 s, errors 10 s" (the §8 handler sets its own). */
  durationMs?: number | undefined;
}

/** §9 "Toasts 5 s, errors 10 s". */
export function toastDurationMs(type: ToastType): number {
  return type === 'error' ? ERROR_TOAST_DURATION_MS : TOAST_DURATION_MS;
}

function Toast({ toast, onClose }: { toast: ToastData; onClose: (id: string) => void }) {
  const intl = useIntl();
  useEffect(() => {
    const timer = setTimeout(() => onClose(toast.id), toast.durationMs ?? toastDurationMs(toast.type));
    return () => clearTimeout(timer);
  }, [toast.id, toast.type, toast.durationMs, onClose]);
  return (
    // Not a live region of its own: the widget's one live region reads every toast (ToastProvider's onShow).
    <li className={`bw-toast bw-toast--${toast.type}`}>
      <div className="bw-toast__body">
        <strong className="bw-toast__title">{toast.title}</strong>
        <p className="bw-toast__message">{toast.message}</p>
        {toast.action && (
          <button type="button" className="bw-button bw-button--small" onClick={toast.action.onClick}>
            {toast.action.label}
          </button>
        )}
      </div>
      <button
        type="button"
        className="bw-toast__close"
        aria-label={intl.formatMessage(messages.close, { title: toast.title })}
        onClick={() => onClose(toast.id)}
      >
        ×
      </button>
    </li>
  );
}

export interface ToastsProps {
  toasts: readonly ToastData[];
  /** Called when a toast is closed by the visitor or its time is up. */
  onClose: (id: string) => void;
}

/** The widget's toasts, newest last; each closes itself after its §9 duration. */
export function Toasts({ toasts, onClose }: ToastsProps) {
  const intl = useIntl();
  return (
    <section className="bw-toasts" aria-label={intl.formatMessage(messages.region)}>
      <ul className="bw-toasts__list">
        {toasts.map((toast) => (
          <Toast key={toast.id} toast={toast} onClose={onClose} />
        ))}
      </ul>
    </section>
  );
}
