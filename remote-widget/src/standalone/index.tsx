// The iframe app: a normal page (React bundled, not shared) served by the BFF at GET /widget.
import { browserBridgeWindow } from './browserWindow';
import { startIframeApp } from './startIframeApp';

export const IFRAME_ROOT_ID = 'booking-widget-root';

const element = document.getElementById(IFRAME_ROOT_ID);
if (element) {
  startIframeApp({
    element,
    url: window.location.href,
    window: browserBridgeWindow(window),
    apiBaseUrl: window.location.origin,
  });
}
