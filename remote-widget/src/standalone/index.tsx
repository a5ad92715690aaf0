// The iframe app: a normal page (React bundled, not shared) served by the BFF at GET /widget.
import { WIDGET_BUILD } from '../buildInfo';
import { browserBridgeWindow } from './browserWindow';
import { startIframeApp } from './startIframeApp';

export const IFRAME_ROOT_ID = 'booking-widget-root';

document.documentElement.dataset.widgetBuild = WIDGET_BUILD;
const element = document.getElementById(IFRAME_ROOT_ID);
if (element) {
  startIframeApp({
    element,
    url: window.location.href,
    window: browserBridgeWindow(window),
    apiBaseUrl: window.location.origin,
  });
}
