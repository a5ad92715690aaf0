// The iframe app: a normal page (React bundled, not shared) served by the BFF at GET /widget.
import { IFRAME_ROOT_ID, installChunkReload } from '@booking/shared-contracts';
import { WIDGET_BUILD } from '../buildInfo';
import { browserBridgeWindow } from './browserWindow';
import { startIframeApp } from './startIframeApp';

document.documentElement.dataset.widgetBuild = WIDGET_BUILD;
// §8 as on the host shell's pages: a chunk that failed to load outside rendering reloads the page once per 10 s.
installChunkReload(window);
const element = document.getElementById(IFRAME_ROOT_ID);
if (element) {
  startIframeApp({
    element,
    url: window.location.href,
    window: browserBridgeWindow(window),
    apiBaseUrl: window.location.origin,
  });
}
