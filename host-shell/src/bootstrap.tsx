import { StrictMode } from 'react';
import { pageTitle } from '@booking/shared-contracts';
import { createRoot } from 'react-dom/client';
import { App } from './components/App';
import { readBookingConfig } from './config/bookingConfig';
// Offers MobX, mobx-react-lite and react-intl to the widget remote (loaded only when it asks).
import './federation/sharedForRemotes';
import { installChunkReload } from './federation/chunkReload';
import { pageWidgetLoader } from './federation/pageWidgetLoader';

installChunkReload(window);
const config = readBookingConfig(document, window.location.pathname);
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
