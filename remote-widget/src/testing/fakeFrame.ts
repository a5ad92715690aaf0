import { WidgetController } from '../controller/WidgetController';
import { catalogueActivity, storesOver } from './fakeCatalogue';
import { buildWidgetConfig } from './fakeBff';
import type { BridgeMessageEvent, BridgeWindow } from '../bridge/types';
import { WindowBridge } from '../bridge/WindowBridge';

/** An iframe window with a parent page that records what it is sent. */
export function fakeFrame(options: { framed?: boolean } = {}) {
  const listeners = new Set<(event: BridgeMessageEvent) => void>();
  const parent = {
    sent: [] as { message: unknown; targetOrigin: string }[],
    postMessage(message: unknown, targetOrigin: string) {
      parent.sent.push({ message, targetOrigin });
    },
  };
  const win: BridgeWindow & { parent: typeof parent | BridgeWindow } = {
    parent,
    postMessage: () => undefined,
    addEventListener: (_type, listener) => void listeners.add(listener),
    removeEventListener: (_type, listener) => void listeners.delete(listener),
  };
  if (options.framed === false) win.parent = win;
  const dispatch = (event: BridgeMessageEvent) => listeners.forEach((listener) => listener(event));
  return {
    win,
    parent,
    /** Actions the parent received, in order. */
    actions: () => parent.sent.map(({ message }) => (message as { action: string }).action),
    fromParent: (data: unknown, origin = 'https://host.example') =>
      dispatch({ source: parent, origin, data }),
    fromElsewhere: (data: unknown) => dispatch({ source: {}, origin: 'https://evil.example', data }),
    listenerCount: () => listeners.size,
  };
}

/** A bridge over the fake catalogue: product `krakow` (activities 1, 2) in the loaded widget config. */
export function bridgeOver(
  options: {
    framed?: boolean;
    lang?: string;
    embedded?: boolean;
    openId?: string;
    allowedOrigins?: string[];
  } = {},
) {
  const stores = storesOver({
    activities: { 1: catalogueActivity(1), 2: catalogueActivity(2), 7: catalogueActivity(7) },
    config: buildWidgetConfig({
      globalConfig: {
        ...buildWidgetConfig().globalConfig,
        allowedOrigins: options.allowedOrigins ?? ['https://host.example'],
      },
      products: [
        {
          id: 'krakow',
          order: [],
          variants: [
            { bokunId: 1, type: 'POL', tabName: 'PL', icons: [], accordeon: [] },
            { bokunId: 2, type: 'ENG', tabName: 'EN', icons: [], accordeon: [] },
          ],
        },
      ],
    }),
  });
  const frame = fakeFrame(options);
  const controller = new WidgetController(stores.root);
  const bridge = new WindowBridge({
    window: frame.win,
    controller,
    configId: 'demo',
    lang: options.lang,
    embedded: options.embedded,
    openId: options.openId,
  });
  return { ...stores, ...frame, controller, bridge };
}

/** The configData a host page sends: one product `tour` with activity 7. */
export const hostConfigData = {
  action: 'configData',
  globalConfig: { activeConfigId: 'demo', domain: 'partner.example' },
  products: [{ id: 'tour', order: [], variants: [{ bokunId: 7, type: 'POL', tabName: 'Tour' }] }],
};

/** Retries an assertion until it passes (1 s at most), for effects that run over several promise turns. */
export async function waitFor(assertion: () => void, timeoutMs = 1000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      assertion();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
}
