import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { ToastData } from './Toasts';

// Most visits never see a toast: the list and its styles load with the first one, not with step 1.
const Toasts = lazy(() =>
  import(/* webpackChunkName: "toasts" */ './Toasts').then((module) => ({ default: module.Toasts })),
);

/** Shows a toast; answers its id. */
export type ShowToast = (toast: Omit<ToastData, 'id'>) => string;

const ToastContext = createContext<ShowToast | null>(null);

/**
 * Holds the widget's toasts and renders them after its children, so any component can report an event
 * (a month that failed to load, a saved booking) without knowing where toasts are drawn.
 */
export function ToastProvider({
  children,
  onShow,
}: {
  children: ReactNode;
  /** Hears every toast as it is shown (the widget's live region reads it out). */
  onShow?: (toast: Omit<ToastData, 'id'>) => void;
}) {
  const [toasts, setToasts] = useState<ToastData[]>([]);
  const nextId = useRef(0);
  const show = useCallback<ShowToast>(
    (toast) => {
      nextId.current += 1;
      const id = `toast-${nextId.current}`;
      setToasts((list) => [...list, { ...toast, id }]);
      onShow?.(toast);
      return id;
    },
    [onShow],
  );
  const close = useCallback((id: string) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      {toasts.length > 0 && (
        <Suspense fallback={null}>
          <Toasts toasts={toasts} onClose={close} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

/** The `show` function of the enclosing ToastProvider. */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast() needs a <ToastProvider> above it');
  return show;
}
