// The widget's server build (`server/` of a remote deploy): the iframe app's step 1 rendered to HTML by the
// components the browser hydrates. The BFF loads this file from the remote's deployment and calls it with the
// page's data block; nothing here touches the network.
import colorNames from 'color-name';
import { enableStaticRendering } from 'mobx-react-lite';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type {
  HostedStep1RenderRequest,
  InitialData,
  RenderedColorMode,
  Step1Render,
  Step1RenderRequest,
  WidgetServerModule,
} from '@booking/shared-contracts';
import { WIDGET_BUILD } from '../buildInfo';
import { resolveColorsWith } from '../components/accentTheme';
import { createWidget, startArgsOf } from '../expose/BookingWidget';
import { HostedWidget } from '../expose/hydrateWidget';
import type { WidgetController } from '../controller/WidgetController';
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

/**
 * A widget opened offline from a data block, in the drawn colour mode and not yet interactive, brought to its
 * priced step 1 and rendered to HTML by `draw`; null when the block does not draw one on its own.
 */
async function renderOpened(
  options: { initialData: InitialData; now: number; colorMode: RenderedColorMode; colorModeForced: boolean },
  open: (controller: WidgetController) => Promise<unknown>,
  draw: (controller: WidgetController) => ReactElement,
): Promise<Step1Render | null> {
  const controller = createWidget({
    fetch: offline,
    initialData: options.initialData,
    deps: {
      clock: { ...systemClock, now: () => options.now },
      logSink: silent,
      storage: memoryStorage(),
      sessionStorage: memoryStorage(),
      pageOrigin: () => undefined,
    },
  });
  const { stores } = controller;
  try {
    if (options.colorModeForced) stores.colorMode.forceMode(options.colorMode);
    else stores.colorMode.setSystemPrefersDark(options.colorMode === 'dark');
    stores.ui.setInteractive(false);
    await open(controller);
    const stamp = await settleStep1(controller);
    if (!stamp) return null;
    // Observers render once and subscribe to nothing while the markup is drawn (synchronously: no other render
    // runs in between, and a page that also renders in the browser – a test – keeps its reactive observers).
    enableStaticRendering(true);
    let html: string;
    try {
      html = renderToString(draw(controller));
    } finally {
      enableStaticRendering(false);
    }
    return { html, stamp };
  } finally {
    controller.dispose();
  }
}

/** Step 1 of the iframe app as the browser's first render draws it from the same data block. */
export function renderIframeStep1(request: Step1RenderRequest): Promise<Step1Render | null> {
  return renderOpened(
    request,
    (controller) => {
      controller.stores.hostingMode = request.hostingMode;
      return controller.start({ configId: request.configId, lang: request.lang, openId: request.openId });
    },
    (controller) => <IframeApp controller={controller} configId={request.configId} page={noReload} />,
  );
}

/**
 * Step 1 of the federated widget with the host's props, as `hydrateWidget` hydrates it in the host page's
 * slot: the widget's own root (`HostedWidget`), opened from the page's data block.
 */
export function renderHostedStep1(request: HostedStep1RenderRequest): Promise<Step1Render | null> {
  const { props } = request;
  const startedWith = startArgsOf(props);
  const { configId, target, currentId, globalConfig, products } = startedWith;
  return renderOpened(
    { ...request, colorModeForced: false },
    (controller) =>
      controller.start({ configId, lang: props.lang, openId: target, currentId, globalConfig, products }),
    (controller) => (
      <HostedWidget props={props} opened={{ controller, startedWith }} onFailure={() => undefined} />
    ),
  );
}

const serverModule: WidgetServerModule = { build, renderIframeStep1, renderHostedStep1 };
export default serverModule;
