// The widget's server build (`server/` of a remote deploy): the iframe app's step 1 rendered to HTML by the
// components the browser hydrates. The BFF loads this file from the remote's deployment and calls it with the
// page's data block; nothing here touches the network.
import colorNames from 'color-name';
import { enableStaticRendering } from 'mobx-react-lite';
import { renderToString } from 'react-dom/server';
import type { Step1Render, Step1RenderRequest, WidgetServerModule } from '@booking/shared-contracts';
import { WIDGET_BUILD } from '../buildInfo';
import { resolveColorsWith } from '../components/accentTheme';
import { createWidget } from '../expose/BookingWidget';
import { memoryStorage, systemClock } from '../infra/deps';
import { IframeApp } from '../standalone/IframeApp';
import { settleStep1 } from './step1Stamp';

const offline = (): Promise<never> => Promise.reject(new Error('A server render does not use the network'));
const silent = {
  error: () => undefined,
  warn: () => undefined,
  info: () => undefined,
  debug: () => undefined,
};
const noReload = () => ({ storage: memoryStorage(), now: 0, path: '/', reload: () => undefined });

// A config's accent named as a CSS colour ("green") computes as the browser computes it: rgb(0, 128, 0).
resolveColorsWith((text) => {
  const rgb = colorNames[text.trim().toLowerCase()];
  return rgb ? `rgb(${rgb.join(', ')})` : text;
});

export const build = WIDGET_BUILD;

/** Step 1 of the iframe app as the browser's first render draws it from the same data block. */
export async function renderIframeStep1(request: Step1RenderRequest): Promise<Step1Render | null> {
  const controller = createWidget({
    fetch: offline,
    initialData: request.initialData,
    deps: {
      clock: { ...systemClock, now: () => request.now },
      logSink: silent,
      storage: memoryStorage(),
      sessionStorage: memoryStorage(),
      pageOrigin: () => undefined,
    },
  });
  const { stores } = controller;
  try {
    stores.hostingMode = request.hostingMode;
    if (request.colorModeForced) stores.colorMode.forceMode(request.colorMode);
    else stores.colorMode.setSystemPrefersDark(request.colorMode === 'dark');
    stores.ui.setInteractive(false);
    await controller.start({ configId: request.configId, lang: request.lang, openId: request.openId });
    const stamp = await settleStep1(controller);
    if (!stamp) return null;
    // Observers render once and subscribe to nothing while the markup is drawn (synchronously: no other render
    // runs in between, and a page that also renders in the browser – a test – keeps its reactive observers).
    enableStaticRendering(true);
    let html: string;
    try {
      html = renderToString(
        <IframeApp controller={controller} configId={request.configId} page={noReload} />,
      );
    } finally {
      enableStaticRendering(false);
    }
    return { html, stamp };
  } finally {
    controller.dispose();
  }
}

const serverModule: WidgetServerModule = { build, renderIframeStep1 };
export default serverModule;
