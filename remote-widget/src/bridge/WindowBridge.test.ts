/**
 * @jest-environment node
 */
// Node, like browsers, has TextEncoder and atob for the base64 form; jsdom lacks TextEncoder.
import { encodeBase64Json } from '@booking/shared-contracts';
import { bridgeOver, hostConfigData, waitFor } from '../testing/fakeFrame';

async function handshaken() {
  const setup = bridgeOver();
  await setup.bridge.start();
  setup.clock.advance(200);
  setup.fromParent({ action: 'handshakeAck' });
  return setup;
}

async function configured() {
  const setup = await handshaken();
  setup.fromParent(hostConfigData);
  await waitFor(() => expect(setup.root.ui.products).toHaveLength(1));
  return setup;
}

describe('WindowBridge initialization order (§4)', () => {
  it('loads the config by configId before registering handlers', async () => {
    const { bridge, requests, listenerCount } = bridgeOver();
    const started = bridge.start();
    expect(listenerCount()).toBe(0);
    await started;
    expect(requests).toContain('/api/widget-config/demo');
    expect(listenerCount()).toBe(1);
  });

  it('sends widgetInitialized 200 ms after mount', async () => {
    const { bridge, clock, actions, parent } = bridgeOver();
    await bridge.start();
    clock.advance(199);
    expect(actions()).toEqual([]);
    clock.advance(1);
    // The layout of the loaded config follows, for embed.js to place its panel.
    expect(actions()).toEqual(['widgetInitialized', 'widgetLayout']);
    expect(parent.sent[0]?.message).toMatchObject({ readyForConfigData: true, handshakeRequired: true });
  });

  it('requests configData once the handshake is acknowledged', async () => {
    const { actions, parent } = await handshaken();
    expect(actions()).toEqual(['widgetInitialized', 'widgetLayout', 'requestConfigData']);
    expect(parent.sent[2]?.message).toEqual({
      action: 'requestConfigData',
      reason: 'handshakeAck',
      source: 'booking-widget',
    });
  });

  it('warns when no handshakeAck arrives within 1 s', async () => {
    const { bridge, clock, sink } = bridgeOver();
    await bridge.start();
    clock.advance(200 + 1000);
    expect(sink.lines.some((line) => String(line.args[0]).includes('No handshakeAck'))).toBe(true);
  });

  it('does not warn when the ack arrives in time', async () => {
    const { clock, sink } = await handshaken();
    clock.advance(5000);
    expect(sink.lines.some((line) => String(line.args[0]).includes('No handshakeAck'))).toBe(false);
  });
});

describe('WindowBridge incoming messages', () => {
  it('accepts messages only from the parent window', async () => {
    const { bridge, clock, fromElsewhere, actions } = bridgeOver();
    await bridge.start();
    clock.advance(200);
    fromElsewhere({ action: 'handshakeAck' });
    expect(actions()).toEqual(['widgetInitialized', 'widgetLayout']);
  });

  it('takes configData into the controller', async () => {
    const { root } = await configured();
    expect(root.ui.products[0]?.id).toBe('tour');
    expect(root.config.domain).toBe('https://partner.example');
  });

  it('ignores configData that is a duplicate or arrives when config is already loaded (§7)', async () => {
    const { root, fromParent } = await configured();
    fromParent({ ...hostConfigData, products: [{ id: 'other', order: [], variants: [] }] });
    fromParent(hostConfigData);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(root.ui.products.map((product) => product.id)).toEqual(['tour']);
  });

  it('ignores configData missing its products (§5)', async () => {
    const { root, fromParent } = await handshaken();
    fromParent({ action: 'configData', globalConfig: hostConfigData.globalConfig });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(root.ui.products).toEqual([]);
  });

  it('accepts the base64 form in a data field', async () => {
    const { root, fromParent } = await handshaken();
    const { action, ...payload } = hostConfigData;
    fromParent({ action, data: encodeBase64Json(payload) });
    await waitFor(() => expect(root.ui.products[0]?.id).toBe('tour'));
  });

  it('opens on openWidget and tells the parent which activity is shown', async () => {
    const { root, fromParent, parent } = await configured();
    fromParent({ action: 'openWidget', openId: 'tour', lang: 'pl' });
    await waitFor(() => expect(root.ui.isInitialized).toBe(true));
    expect(root.ui.currentLanguage).toBe('pl');
    await waitFor(() =>
      expect(parent.sent.at(-1)?.message).toEqual({
        action: 'widgetOpened',
        openId: 'tour',
        activityId: 7,
        lang: 'pl',
      }),
    );
  });

  it('ignores openWidget without openId (§5)', async () => {
    const { root, fromParent } = await configured();
    fromParent({ action: 'openWidget', lang: 'pl' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(root.ui.isOpen).toBe(false);
  });

  it('opens a product asked for before configData once configData arrives', async () => {
    const { root, fromParent } = await handshaken();
    fromParent({ action: 'openWidget', openId: 'tour' });
    fromParent(hostConfigData);
    await waitFor(() => expect(root.ui.activeTab?.activityId).toBe(7));
  });

  it('reports a failed open to the parent as widgetError', async () => {
    const { fromParent, parent } = await configured();
    fromParent({ action: 'openWidget', openId: 'missing' });
    await waitFor(() =>
      expect(parent.sent.at(-1)?.message).toMatchObject({ action: 'widgetError', code: 'open_failed' }),
    );
  });

  it('switches language on setLanguage', async () => {
    const { root, fromParent } = await configured();
    fromParent({ action: 'setLanguage', lang: 'it' });
    await waitFor(() => expect(root.ui.currentLanguage).toBe('it'));
  });

  it('stores the language a setLanguage message chooses in the `lang` cookie', async () => {
    // This suite runs in Node: a stand-in document receives the cookie the browser would store.
    const page = { cookie: '' };
    Object.assign(globalThis, { document: page });
    try {
      const { fromParent } = await configured();
      fromParent({ action: 'setLanguage', lang: 'pl' });
      await waitFor(() => expect(page.cookie).toContain('lang=pl; Max-Age=31536000'));
    } finally {
      Reflect.deleteProperty(globalThis, 'document');
    }
  });

  it('ignores heartbeats and throttles the no-action warning to one per 10 s (§9)', async () => {
    const { root, fromParent, sink, clock } = await handshaken();
    const warnings = () =>
      sink.lines.filter((line) => String(line.args[0]).includes('without an action')).length;
    fromParent({ ping: true });
    fromParent({ hello: 1 });
    fromParent({ hello: 2 });
    expect(warnings()).toBe(1);
    clock.advance(10_000);
    fromParent({ hello: 3 });
    expect(warnings()).toBe(2);
    expect(root.ui.products).toEqual([]);
  });

  it("posts to the parent's origin once a message from it was accepted", async () => {
    const { parent } = await handshaken();
    expect(parent.sent.map((sent) => sent.targetOrigin)).toEqual(['*', '*', 'https://host.example']);
  });
});

describe('WindowBridge without a parent page', () => {
  it('opens the first product of GET /api/widget-config/{configId} (§4)', async () => {
    const { bridge, root, actions } = bridgeOver({ framed: false, lang: 'es' });
    await bridge.start();
    expect(bridge.phase).toBe('standalone');
    // No variant speaks Spanish: the English one opens, never the Polish one (§2).
    expect(root.ui.activeTab?.activityId).toBe(2);
    expect(root.ui.currentLanguage).toBe('es');
    expect(actions()).toEqual([]);
  });
});

describe('WindowBridge dispose', () => {
  it('stops listening and cancels its timers', async () => {
    const { bridge, clock, actions, listenerCount } = bridgeOver();
    await bridge.start();
    bridge.dispose();
    clock.advance(5000);
    expect(listenerCount()).toBe(0);
    expect(actions()).toEqual([]);
  });
});
