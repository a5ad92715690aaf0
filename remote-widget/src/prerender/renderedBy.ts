import { when } from 'mobx';
import type { UiStore } from '../stores/UiStore';

/**
 * How the page's step 1 came to be (`data-widget-render` on <html>): `hydrated` once the server's markup takes
 * clicks, `client` when the browser drew it – what tests and the first-visit benchmark read.
 */
export function markRenderedBy(doc: Document, how: 'hydrated' | 'client'): void {
  doc.documentElement.dataset.widgetRender = how;
}

/**
 * Marks the page hydrated once the hydrated shell inside `element` is no longer inert on screen: the widget
 * turns interactive in its first effect, and the re-render that lifts `inert` commits right after. Answers a
 * stop for a widget removed before that.
 */
export function markHydratedOnceInteractive(element: Element, ui: Pick<UiStore, 'interactive'>): () => void {
  let stopped = false;
  const takenOver = () => {
    if (stopped) return;
    if (element.querySelector('.bw-shell[inert]')) setTimeout(takenOver, 16);
    else markRenderedBy(element.ownerDocument, 'hydrated');
  };
  const stopWaiting = when(() => ui.interactive, takenOver);
  return () => {
    stopped = true;
    stopWaiting();
  };
}
