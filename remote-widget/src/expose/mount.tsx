import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { BookingWidgetProps } from '@booking/shared-contracts';
import { BookingWidget } from './BookingWidget';

/** Options of `mount()`: the widget's props. */
export type MountOptions = BookingWidgetProps;

/** Handle of a mounted widget. */
export interface MountedWidget {
  /** Merges new options into the current ones and re-renders. Ignored after `unmount()`. */
  update(options: MountOptions): void;
  /** Removes the widget from the element. Safe to call twice. */
  unmount(): void;
}

/** Renders the widget into `element` on any page, React or not. */
export function mount(element: Element, options: MountOptions = {}): MountedWidget {
  const root = createRoot(element);
  let current: MountOptions = { ...options };
  let mounted = true;
  const render = () =>
    root.render(
      <StrictMode>
        <BookingWidget {...current} />
      </StrictMode>,
    );
  render();
  return {
    update(next) {
      if (!mounted) return;
      current = { ...current, ...next };
      render();
    },
    unmount() {
      if (!mounted) return;
      mounted = false;
      root.unmount();
    },
  };
}

export default mount;
