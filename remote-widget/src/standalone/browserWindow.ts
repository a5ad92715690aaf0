import type { BridgeWindow } from '../bridge/types';

/** The page's window as the bridge sees it; unframed, its parent is itself (as `window.parent === window`). */
export function browserBridgeWindow(win: Window): BridgeWindow {
  const framed = win.parent !== win;
  const adapter: BridgeWindow = {
    get parent() {
      return framed ? win.parent : adapter;
    },
    postMessage: (message, targetOrigin) => win.postMessage(message, targetOrigin),
    addEventListener: (type, listener) => win.addEventListener(type, listener),
    removeEventListener: (type, listener) => win.removeEventListener(type, listener),
  };
  return adapter;
}
