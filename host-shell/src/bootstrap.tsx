import { StrictMode } from 'react';
import { installChunkReload, pageTitle, type PageConfig } from '@booking/shared-contracts';
import { createRoot } from 'react-dom/client';
import { App } from './components/App';
import { pageWidgetLoader } from './federation/pageWidgetLoader';

/** Renders the page the entry read from the server's page configuration. */
export function renderPage(config: PageConfig): void {
  installChunkReload(window);
  document.documentElement.lang = config.lang;
  document.title = pageTitle(config.page, config.lang);
  const container = document.getElementById('root');
  if (container) {
    createRoot(container).render(
      <StrictMode>
        <App config={config} loader={pageWidgetLoader} search={window.location.search} />
      </StrictMode>,
    );
  }
}
