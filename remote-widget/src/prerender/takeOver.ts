import type { ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { RenderStamp } from '@booking/shared-contracts';
import type { WidgetController } from '../controller/WidgetController';
import { loadMessages } from '../i18n/catalogs';
import type { RootStore } from '../stores/RootStore';
import { markHydratedOnceInteractive, markRenderedBy } from './renderedBy';
import { sameStamp, settleStep1 } from './step1Stamp';

/**
 * Renders `tree` into `element` in the browser, in place of whatever it held (markup the widget does not take
 * over); a widget that waited inert over the server's markup (`stores`) takes clicks again, in the device's
 * own colour scheme.
 */
export function renderAfresh(
  element: Element,
  tree: ReactNode,
  stores?: Pick<RootStore, 'ui' | 'colorMode'>,
): Root {
  element.replaceChildren();
  if (stores) {
    stores.ui.setInteractive(true);
    stores.colorMode.resync();
  }
  const root = createRoot(element);
  root.render(tree);
  markRenderedBy(element.ownerDocument, 'client');
  return root;
}

/**
 * Takes over step 1 the server drew into `element` (its data block's `stamp`): the markup stays on screen,
 * inert, while `open` opens the widget from the same block; then the widget hydrates it when its own step 1
 * comes out as the one drawn, else renders afresh in its place. The drawn language's messages are asked for
 * beside the opening, and the server's guess of the device's scheme is drawn first (the widget follows the
 * device right after hydration). `rooted` gets the React root either way; a failed opening goes to `failed`.
 * Answers a stop for a widget removed meanwhile (with `stopped` saying so).
 */
export function takeOverServerMarkup(options: {
  element: Element;
  controller: WidgetController;
  stamp: RenderStamp;
  tree: () => ReactNode;
  open: () => Promise<unknown>;
  stopped: () => boolean;
  rooted: (root: Root) => void;
  failed: (error: unknown) => void;
}): () => void {
  const { element, controller, stamp, stopped } = options;
  const { ui, colorMode, logger } = controller.stores;
  let stopHydrated: (() => void) | null = null;
  ui.setInteractive(false);
  void loadMessages(stamp.lang);
  if (!colorMode.forcedMode) colorMode.setSystemPrefersDark(stamp.colorMode === 'dark');
  options
    .open()
    .then(() => (stopped() ? null : settleStep1(controller)))
    .then(
      (own) => {
        if (stopped()) return;
        if (own && sameStamp(own, stamp)) {
          options.rooted(
            hydrateRoot(element, options.tree(), {
              onRecoverableError: (error) => logger.warn(`The server's step 1 was not hydrated: ${String(error)}`),
            }),
          );
          stopHydrated = markHydratedOnceInteractive(element, ui);
        } else {
          logger.info('The server drew another step 1 than this page opens: rendering it afresh');
          options.rooted(renderAfresh(element, options.tree(), controller.stores));
        }
      },
      (error: unknown) => {
        logger.error(`The widget did not open over the server's step 1: ${String(error)}`);
        if (!stopped()) options.failed(error);
      },
    );
  return () => stopHydrated?.();
}
