import { useCallback, useEffect, useRef, useState } from 'react';
import { WIDGET_ROOT_ATTRIBUTE, WIDGET_SLOT_ATTRIBUTE, type HydratedWidget } from '@booking/shared-contracts';
import type { BookingWidgetComponent, BookingWidgetProps, WidgetLoader } from '../federation/widgetLoader';
import { WidgetErrorBoundary } from './WidgetErrorBoundary';
import { WidgetUnavailable } from './WidgetUnavailable';

type LoadState =
  | { status: 'loading' }
  // The server's markup stays in its slot: until the remote arrives, then as the root it hydrates.
  | { status: 'server' }
  | { status: 'ready'; Widget: BookingWidgetComponent }
  | { status: 'failed' };

export interface RemoteWidgetProps {
  loader: WidgetLoader;
  remoteUrl: string;
  widgetProps: BookingWidgetProps;
  /**
   * The widget's server markup (the content of its root element). A server render passes it, or null when
   * none was drawn; in the browser it is absent, and the markup is the one the server left in the page's slot.
   */
  serverMarkup?: string | null;
}

/** The slot's content as the server render writes it: the widget's root element around its markup. */
export function slotContent(widgetMarkup: string): string {
  return `<div ${WIDGET_ROOT_ATTRIBUTE}="">${widgetMarkup}</div>`;
}

/**
 * The content of the widget slot the server left in the page, as the browser holds it: hydration renders the
 * slot with exactly this, so React finds its content equal and leaves it to the widget. Null without a slot
 * holding a widget root.
 */
export function pageSlotContent(doc: Pick<Document, 'querySelector'>): string | null {
  const slot = doc.querySelector(`[${WIDGET_SLOT_ATTRIBUTE}]`);
  const hasRoot =
    slot && Array.from(slot.children).some((child) => child.hasAttribute(WIDGET_ROOT_ATTRIBUTE));
  return hasRoot ? slot.innerHTML : null;
}

/**
 * The federated booking widget with its fallbacks: a loader while the remote loads, and a message with a
 * Retry button when loading fails or the widget throws – never a blank page. Over server markup, the widget
 * hydrates its own root inside the slot; a remote without `hydrate` (an older deploy) renders in this tree.
 */
export function RemoteWidget({ loader, remoteUrl, widgetProps, serverMarkup }: RemoteWidgetProps) {
  // Read once: later renders keep the slot's first content, which from then on belongs to the widget's root.
  const [slotMarkup] = useState(() => {
    if (serverMarkup === undefined) return pageSlotContent(document);
    return serverMarkup === null ? null : slotContent(serverMarkup);
  });
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>(() =>
    slotMarkup === null ? { status: 'loading' } : { status: 'server' },
  );
  const slot = useRef<HTMLDivElement>(null);
  const hydrated = useRef<HydratedWidget | null>(null);
  // The props a widget hydrated after the load gets: the latest ones, not those of the render that loaded.
  const latestProps = useRef(widgetProps);

  useEffect(() => {
    latestProps.current = widgetProps;
    hydrated.current?.update(widgetProps);
  }, [widgetProps]);

  useEffect(() => {
    let current = true;
    let handle: HydratedWidget | null = null;
    const fail = (message: string, error: unknown) => {
      console.error(message, error);
      if (current) setState({ status: 'failed' });
    };
    loader.load(remoteUrl, attempt).then(
      ({ Widget, hydrate }) => {
        if (!current) return;
        const root = slot.current?.querySelector(`[${WIDGET_ROOT_ATTRIBUTE}]`);
        if (!root || !hydrate) {
          setState({ status: 'ready', Widget });
          return;
        }
        // A failed widget (the remote unmounts it) takes no more props, even when it fails inside `hydrate`.
        let failed = false;
        const onFailure = (error: unknown) => {
          failed = true;
          if (hydrated.current === handle) hydrated.current = null;
          fail('The booking widget failed over the server markup', error);
        };
        try {
          handle = hydrate(root, latestProps.current, { onFailure });
          if (!failed) hydrated.current = handle;
        } catch (error) {
          onFailure(error);
        }
      },
      (error: unknown) => fail(`The booking widget could not be loaded from ${remoteUrl}`, error),
    );
    return () => {
      current = false;
      handle?.unmount();
      if (hydrated.current === handle) hydrated.current = null;
    };
  }, [loader, remoteUrl, attempt]);

  // A retry renders the widget afresh in this tree: the slot's markup is gone with the failed widget.
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  if (state.status === 'server') {
    return (
      <div
        ref={slot}
        className="hs-widget"
        {...{ [WIDGET_SLOT_ATTRIBUTE]: '' }}
        dangerouslySetInnerHTML={{ __html: slotMarkup ?? '' }}
      />
    );
  }
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
