/**
 * @jest-environment node
 */
import { bridgeOver, hostConfigData, waitFor } from '../testing/fakeFrame';

const sentMessages = (parent: { sent: { message: unknown }[] }) =>
  parent.sent.map(({ message }) => message as { action: string } & Record<string, unknown>);

describe('WindowBridge on its own inside a frame', () => {
  it('"loads config and products from the BFF when no parent answers the handshake within 1 s, and opens"', async () => {
    const { bridge, clock, root, actions } = bridgeOver({ openId: 'krakow' });
    await bridge.start();
    clock.advance(200 + 1000);
    // The English widget opens on the English variant.
    await waitFor(() => expect(root.ui.activeTab?.activityId).toBe(2));
    expect(bridge.phase).toBe('standalone');
    await waitFor(() => expect(actions()).toContain('widgetOpened'));
  });

  it('embedded by embed.js, opens at once without waiting for a handshake', async () => {
    const { bridge, root, actions } = bridgeOver({ embedded: true, openId: 'krakow' });
    await bridge.start();
    expect(root.ui.activeTab?.activityId).toBe(2);
    expect(actions()).toEqual(['stepChanged', 'widgetOpened']);
  });

  it('a parent that answers in time still drives it through configData', async () => {
    const { bridge, clock, root, fromParent } = bridgeOver();
    await bridge.start();
    clock.advance(200);
    fromParent({ action: 'handshakeAck' });
    fromParent(hostConfigData);
    clock.advance(5000);
    await waitFor(() => expect(root.ui.products.map((product) => product.id)).toEqual(['tour']));
    expect(bridge.phase).toBe('ready');
  });
});

describe('WindowBridge and a slow parent (§7 "Window messages")', () => {
  async function fellBack() {
    const setup = bridgeOver();
    await setup.bridge.start();
    setup.clock.advance(200 + 1000);
    await waitFor(() => expect(setup.root.ui.activeTab?.activityId).toBe(2));
    return setup;
  }

  it('a configData that arrives after the widget opened on its own config is applied, not dropped', async () => {
    const { bridge, root, fromParent, actions } = await fellBack();
    fromParent(hostConfigData);
    await waitFor(() => expect(root.ui.products.map((product) => product.id)).toEqual(['tour']));
    await waitFor(() => expect(root.ui.activeTab?.activityId).toBe(7));
    expect(root.config.domain).toBe('https://partner.example');
    expect(bridge.phase).toBe('ready');
    expect(actions().filter((action) => action === 'widgetOpened')).toHaveLength(2);
  });

  it("an openWidget sent with the late configData opens once, on the parent's products", async () => {
    const { root, fromParent, parent } = await fellBack();
    const before = parent.sent.length;
    fromParent(hostConfigData);
    fromParent({ action: 'openWidget', openId: 'tour' });
    await waitFor(() => expect(root.ui.activeTab?.activityId).toBe(7));
    const sent = parent.sent
      .slice(before)
      .map(({ message }) => message as { action: string; openId?: string });
    // Not first tried on the widget's own products (where "tour" is unknown: an open_failed widgetError).
    expect(sent.filter((message) => message.action === 'widgetError')).toEqual([]);
    expect(sent.filter((m) => m.action === 'widgetOpened').map((m) => m.openId)).toEqual(['tour']);
  });

  it('a late handshakeAck still gets its requestConfigData, and a second configData is ignored', async () => {
    const { root, fromParent, actions } = await fellBack();
    fromParent({ action: 'handshakeAck' });
    expect(actions().filter((action) => action === 'requestConfigData')).toHaveLength(1);
    fromParent(hostConfigData);
    await waitFor(() => expect(root.ui.activeTab?.activityId).toBe(7));
    fromParent({ ...hostConfigData, products: [{ id: 'other', order: [], variants: [] }] });
    fromParent({ action: 'handshakeAck' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(root.ui.products.map((product) => product.id)).toEqual(['tour']);
    expect(actions().filter((action) => action === 'requestConfigData')).toHaveLength(1);
  });

  it('a late configData keeps a visitor already past step 1 where they are', async () => {
    const { root, fromParent } = await fellBack();
    root.ui.goToStep(2);
    fromParent(hostConfigData);
    await waitFor(() => expect(root.ui.products.map((product) => product.id)).toEqual(['tour']));
    expect(root.ui.currentStep).toBe(2);
    expect(root.ui.activeTab?.activityId).toBe(2);
  });

  it('embed.js frames keep their own config: its handshakeAck asks for no configData', async () => {
    const { bridge, fromParent, actions } = bridgeOver({ embedded: true, openId: 'krakow' });
    await bridge.start();
    fromParent({ action: 'handshakeAck' });
    expect(actions()).not.toContain('requestConfigData');
  });
});

describe('WindowBridge colour mode (§4 "A page may force a mode")', () => {
  it('setColorMode forces light or dark; "system" is warned against and ignored', async () => {
    const { root, fromParent, sink } = await embeddedBridge();
    fromParent({ action: 'setColorMode', colorMode: 'dark' });
    await waitFor(() => expect(root.colorMode.mode).toBe('dark'));
    fromParent({ action: 'setColorMode', colorMode: 'system' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(root.colorMode.mode).toBe('dark');
    expect(sink.lines.some((line) => String(line.args[0]).includes('"system" colour mode'))).toBe(true);
  });
});

async function embeddedBridge() {
  const setup = bridgeOver({ embedded: true, openId: 'krakow' });
  await setup.bridge.start();
  return setup;
}

describe('WindowBridge origins', () => {
  it('"a message from a non-allowed origin changes nothing"', async () => {
    const { bridge, clock, root, fromParent, actions } = bridgeOver();
    await bridge.start();
    clock.advance(200);
    fromParent({ action: 'handshakeAck' }, 'https://evil.example');
    fromParent({ action: 'setLanguage', lang: 'de' }, 'https://evil.example');
    expect(actions()).toEqual(['widgetInitialized', 'widgetLayout']);
    expect(root.ui.currentLanguage).not.toBe('de');
  });

  it('any origin only when the config says "*", with a warning', async () => {
    const { bridge, clock, fromParent, actions, sink } = bridgeOver({ allowedOrigins: ['*'] });
    await bridge.start();
    clock.advance(200);
    fromParent({ action: 'handshakeAck' }, 'https://anyone.example');
    expect(actions()).toContain('requestConfigData');
    expect(sink.lines.some((line) => String(line.args[0]).includes('allows any origin'))).toBe(true);
  });
});

describe('WindowBridge partner events', () => {
  it('reports steps, a closed widget and a paid booking as partner events', async () => {
    const { bridge, root, parent, fromParent } = bridgeOver({ embedded: true, openId: 'krakow' });
    await bridge.start();
    root.ui.goToStep(2);
    const step = sentMessages(parent)
      .filter((message) => message.action === 'stepChanged')
      .at(-1);
    expect(step).toMatchObject({ step: 2, stepName: 'contact', cart: { activityId: 2 } });
    bridge.notify({
      action: 'bookingCompleted',
      confirmationCode: 'BWK-1',
      transactionId: 'TR-1',
      totalPrice: 100,
      currency: 'PLN',
    });
    const actions = sentMessages(parent).map((message) => message.action);
    expect(actions).toContain('bookingSucceeded');
    expect(actions).toContain('bookingCompleted');
    expect(sentMessages(parent).find((m) => m.action === 'bookingSucceeded')).toMatchObject({
      confirmationCode: 'BWK-1',
      activity: { id: 2 },
      totalPrice: 100,
      currency: 'PLN',
    });
    fromParent({ action: 'closeWidget' });
    await waitFor(() =>
      expect(sentMessages(parent).find((m) => m.action === 'widgetClosed')).toEqual({
        action: 'widgetClosed',
        paymentStatus: 'success',
      }),
    );
  });

  it('reports a failed payment as one bookingFailed with its code and the sentence the visitor read', async () => {
    const { bridge, parent } = bridgeOver({ embedded: true });
    await bridge.start();
    bridge.notify({ action: 'widgetError', code: 'blik_refused', message: 'fail', flow: 'payment' });
    expect(sentMessages(parent).filter((m) => m.action === 'bookingFailed')).toEqual([
      {
        action: 'bookingFailed',
        code: 'blik_refused',
        message: 'The bank refused the BLIK payment. Get a new code in your banking app and try again.',
      },
    ]);
  });
});

describe('WindowBridge auto-height', () => {
  it('sends heightChanged only after widgetInitialized, the first message of §4', async () => {
    const { bridge, clock, actions, parent } = bridgeOver();
    await bridge.start();
    bridge.reportHeight(640.4);
    expect(actions()).toEqual([]);
    clock.advance(200);
    expect(actions()).toEqual(['widgetInitialized', 'widgetLayout', 'heightChanged']);
    expect(sentMessages(parent).at(-1)).toEqual({ action: 'heightChanged', height: 641 });
  });
});
