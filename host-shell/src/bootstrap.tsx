import { StrictMode, type ErrorInfo, type ReactNode } from 'react';
import { HOST_RENDERED_ATTRIBUTE, installChunkReload, pageTitle, type PageConfig } from '@booking/shared-contracts';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { App } from './components/App';
import { pageWidgetLoader } from './federation/pageWidgetLoader';
import type { WidgetLoader } from './federation/widgetLoader';

/** A part of the server's markup React could not hydrate and rendered afresh: the page works, the cause is a bug. */
function reportHydrationMismatch(error: unknown, info: ErrorInfo): void {
  console.error(
    'The server markup did not match the page; React rendered it afresh',
    error,
    info.componentStack,
  );
}

/**
 * Starts React on the page's root element: it hydrates the markup the host's server build rendered into it
 * (the booking page, marked so), else renders the page there afresh (over the BFF's own not-found markup too).
 */
export function startRoot(container: Element, page: ReactNode): Root {
  if (container.hasAttribute(HOST_RENDERED_ATTRIBUTE) && container.firstElementChild) {
    return hydrateRoot(container, page, { onRecoverableError: reportHydrationMismatch });
  }
  const root = createRoot(container);
  root.render(page);
  return root;
}

/** Renders the page the entry read from the server's page configuration; its root, null without #root. */
export function renderPage(config: PageConfig, loader: WidgetLoader = pageWidgetLoader): Root | null {
  installChunkReload(window);
  document.documentElement.lang = config.lang;
  document.title = pageTitle(config.page, config.lang);
  const container = document.getElementById('root');
  if (!container) return null;
  return startRoot(
    container,
    <StrictMode>
      <App config={config} loader={loader} search={window.location.search} />
    </StrictMode>,
  );
}
