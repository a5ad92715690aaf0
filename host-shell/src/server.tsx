// The host shell's server build: the booking page rendered to the markup of its #root element by the same
// components the browser hydrates, with the widget's step 1 drawn by the remote's server build in its slot.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import type { HostPageRender, HostPageRenderRequest, HostServerModule } from '@booking/shared-contracts';
import { App } from './components/App';
import { widgetConfigFrom } from './config/useWidgetConfig';
import type { WidgetLoader } from './federation/widgetLoader';
import { bookingWidgetProps } from './pages/bookingWidgetProps';

// A server render runs no effects, so the page never asks its loader for the widget.
const noLoader: WidgetLoader = {
  load: () => Promise.reject(new Error('A server render loads no widget')),
};

/**
 * The booking page's markup for a request, null for any other page. The widget's props come from the rule
 * the browser's page uses (the query's product, the data block's config), so the widget drawn is the one the
 * browser hydrates; without the remote's markup the page shows the widget's loading status, as the browser's
 * first render does.
 */
export async function renderPage(request: HostPageRenderRequest): Promise<HostPageRender | null> {
  const { config, search, initialData } = request;
  if (config.page !== 'booking') return null;
  const props = bookingWidgetProps(config, widgetConfigFrom(config.configId, initialData), search);
  const widget = props && (await request.renderWidget(props));
  const html = renderToString(
    <StrictMode>
      <App
        config={config}
        loader={noLoader}
        search={search}
        initialData={initialData}
        widgetMarkup={widget ? widget.html : null}
      />
    </StrictMode>,
  );
  return { html, stamp: widget ? widget.stamp : null };
}

const hostServer: HostServerModule = { renderPage };
export default hostServer;
