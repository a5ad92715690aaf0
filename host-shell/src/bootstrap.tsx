import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './components/App';
import { readBookingConfig } from './config/bookingConfig';
import { createFederatedWidgetLoader } from './federation/widgetLoader';
import './styles.css';

const config = readBookingConfig(document, window.location.pathname);
document.documentElement.lang = config.lang;
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App config={config} loader={createFederatedWidgetLoader()} />
    </StrictMode>,
  );
}
