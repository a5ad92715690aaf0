import { Component, StrictMode, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import {
  renderStampOf,
  type BookingWidgetProps,
  type HydratedWidget,
  type HydrateWidget,
} from '@booking/shared-contracts';
import { pageLanguage } from '../i18n/language';
import { renderAfresh, takeOverServerMarkup } from '../prerender/takeOver';
import {
  FederatedWidget,
  federatedWidget,
  pageInitialData,
  startArgsOf,
  type OpenedWidget,
} from './BookingWidget';

const sameProps = (a: BookingWidgetProps, b: BookingWidgetProps): boolean => {
  const keys = Object.keys(a) as (keyof BookingWidgetProps)[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};

/** Hands a render failure of the widget's own root to its host (which shows its fallback) and draws nothing. */
class FailureBoundary extends Component<{ children: ReactNode; onFailure: (error: unknown) => void }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onFailure(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The federated widget as its own root inside a host page's slot: the tree the server build renders to the
 * slot's markup and the browser hydrates (the same element tree, so React's ids agree).
 */
export function HostedWidget({
  props,
  opened,
  onFailure,
}: {
  props: BookingWidgetProps;
  opened?: OpenedWidget;
  onFailure: (error: unknown) => void;
}) {
  return (
    <FailureBoundary onFailure={onFailure}>
      <FederatedWidget {...props} opened={opened} />
    </FailureBoundary>
  );
}

/**
 * `hydrateWidget` of the remote's `./BookingWidget`: over the server's markup of a host page (the page's data
 * block carries the stamp of what was drawn) the widget opens from that block with the markup on screen and
 * inert, then hydrates it when its own step 1 comes out as the one drawn; otherwise (no stamp, another deploy,
 * day or language, a kept booking) it renders afresh in the same element.
 */
export const hydrateWidget: HydrateWidget<Element> = (element, initialProps, { onFailure }) => {
  let props: BookingWidgetProps = { ...initialProps };
  let root: Root | null = null;
  // Set once the widget opens over the server's markup; until then (and without markup) there is none.
  let opened: OpenedWidget | undefined = undefined;
  let stopped = false;
  let stopHydrated: (() => void) | null = null;
  const fail = (error: unknown) => {
    if (stopped) return;
    handle.unmount();
    onFailure(error);
  };
  const tree = () => (
    <StrictMode>
      <HostedWidget props={props} opened={opened} onFailure={fail} />
    </StrictMode>
  );
  const handle: HydratedWidget = {
    update(next) {
      // The same props again (a host re-render) change nothing, and an update before hydration has committed
      // would make React draw the widget afresh over the server's markup.
      if (stopped || sameProps(props, next)) return;
      props = { ...next };
      root?.render(tree());
    },
    unmount() {
      if (stopped) return;
      stopped = true;
      stopHydrated?.();
      const unmounted = root;
      const disposed = opened?.controller;
      // The host unmounts it from its own effect or commit, and a render failure reports it from inside one:
      // the root goes once React is done with that (a root unmounted during a render is refused).
      queueMicrotask(() => {
        unmounted?.unmount();
        disposed?.dispose();
      });
    },
  };

  const initialData = pageInitialData();
  const stamp = renderStampOf(initialData);
  if (!stamp || !element.firstElementChild) {
    root = renderAfresh(element, tree());
    return handle;
  }
  const { apiBaseUrl = '', fetch } = props;
  const controller = federatedWidget({ apiBaseUrl, fetch, initialData });
  const startedWith = startArgsOf(props);
  opened = { controller, startedWith };
  // A mode the host forces is drawn as forced; else the server's guess of the device's scheme.
  if (props.colorMode) controller.stores.colorMode.forceMode(props.colorMode);
  const { configId, target, currentId, globalConfig, products } = startedWith;
  stopHydrated = takeOverServerMarkup({
    element,
    controller,
    stamp,
    tree,
    open: () =>
      controller.start({
        configId,
        lang: props.lang ?? pageLanguage(),
        openId: target,
        currentId,
        globalConfig,
        products,
      }),
    stopped: () => stopped,
    rooted: (taken) => {
      root = taken;
    },
    failed: fail,
  });
  return handle;
};
