/**
 * @jest-environment node
 */
import fc from 'fast-check';
import { decodeIncomingMessage, encodeBase64Json } from '@booking/shared-contracts';
import { bridgeOver, hostConfigData, waitFor } from '../testing/fakeFrame';

const FUZZ = { seed: 20_261_123, numRuns: 300 } as const;

type Setup = ReturnType<typeof bridgeOver>;

/** What a message could change: the bridge phase, the widget's visible state and what was sent out. */
function observable({ bridge, root, parent }: Setup): string {
  const { ui, config } = root;
  return JSON.stringify({
    phase: bridge.phase,
    products: ui.products.map((p) => p.id),
    isOpen: ui.isOpen,
    step: ui.currentStep,
    language: ui.currentLanguage,
    domain: config.domain,
    sent: parent.sent.length,
  });
}

async function configured(): Promise<Setup> {
  const setup = bridgeOver();
  await setup.bridge.start();
  setup.clock.advance(200);
  setup.fromParent({ action: 'handshakeAck' });
  setup.fromParent(hostConfigData);
  await waitFor(() => expect(setup.root.ui.products).toHaveLength(1));
  return setup;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Messages shaped like the protocol's, with wrong or hostile fields, plain junk, and their base64 forms. */
const hostileMessage = fc.oneof(
  fc.anything(),
  fc.record({
    action: fc.constantFrom(
      'configData',
      'openWidget',
      'setLanguage',
      'handshakeAck',
      'constructor',
      '__proto__',
    ),
    globalConfig: fc.anything(),
    products: fc.anything(),
    openId: fc.anything(),
    lang: fc.anything(),
  }),
  fc.jsonValue().map((value) => ({ action: 'configData', data: encodeBase64Json(value) })),
  fc.string().map((text) => ({ action: 'openWidget', data: text })),
  fc.string(),
);

describe('WindowBridge under random window messages', () => {
  let unhandled: unknown[];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  beforeEach(() => {
    unhandled = [];
    process.on('unhandledRejection', onUnhandled);
  });
  afterEach(() => {
    process.off('unhandledRejection', onUnhandled);
  });

  it('never throws or changes anything for a message from a window other than the parent', async () => {
    const setup = await configured();
    const before = observable(setup);
    await fc.assert(
      fc.asyncProperty(fc.oneof(hostileMessage, fc.constant(hostConfigData)), async (data) => {
        expect(() => setup.fromElsewhere(data)).not.toThrow();
        await settle();
        expect(observable(setup)).toBe(before);
      }),
      FUZZ,
    );
    expect(unhandled).toEqual([]);
  });

  it('never throws or changes anything for a message from the parent that the protocol refuses', async () => {
    const setup = await configured();
    const before = observable(setup);
    await fc.assert(
      fc.asyncProperty(hostileMessage, async (data) => {
        fc.pre(!decodeIncomingMessage(data).ok);
        expect(() => setup.fromParent(data)).not.toThrow();
        await settle();
        expect(observable(setup)).toBe(before);
      }),
      FUZZ,
    );
    expect(unhandled).toEqual([]);
  });
});
