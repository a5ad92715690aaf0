import { buildOutgoingMessage, incomingMessageSchemas, outgoingMessageSchemas } from './protocol';

const products = [
  { id: 'krakow', variants: [{ bokunId: 1001, type: 'POL', tabName: 'PL' }], order: ['POL'] },
];

describe('incoming message validators', () => {
  it('configData "requires globalConfig and products" (§5)', () => {
    const { configData } = incomingMessageSchemas;
    expect(configData.isValidSync({ globalConfig: { activeConfigId: 'demo' }, products })).toBe(true);
    expect(configData.isValidSync({ globalConfig: { activeConfigId: 'demo' } })).toBe(false);
    expect(configData.isValidSync({ products })).toBe(false);
  });

  it('openWidget "requires openId" (§5); currentId, lang and baseUrl are optional', () => {
    const { openWidget } = incomingMessageSchemas;
    expect(openWidget.isValidSync({ openId: 'krakow' })).toBe(true);
    expect(
      openWidget.isValidSync({ openId: 'krakow', currentId: '1001', lang: 'de', baseUrl: 'https://x.pl' }),
    ).toBe(true);
    expect(openWidget.isValidSync({ currentId: '1001' })).toBe(false);
    expect(openWidget.isValidSync({ openId: '  ' })).toBe(false);
    expect(openWidget.isValidSync({ openId: 'krakow', lang: 'cs' })).toBe(false);
  });

  it('setLanguage takes one of the six languages', () => {
    expect(incomingMessageSchemas.setLanguage.isValidSync({ lang: 'it' })).toBe(true);
    expect(incomingMessageSchemas.setLanguage.isValidSync({ lang: 'xx' })).toBe(false);
    expect(incomingMessageSchemas.setLanguage.isValidSync({})).toBe(false);
  });

  it('setColorMode names light, dark or system (§4; the widget ignores "system" with a warning)', () => {
    const { setColorMode } = incomingMessageSchemas;
    expect(setColorMode.isValidSync({ colorMode: 'dark' })).toBe(true);
    expect(setColorMode.isValidSync({ colorMode: 'system' })).toBe(true);
    expect(setColorMode.isValidSync({ colorMode: 'sepia' })).toBe(false);
    expect(setColorMode.isValidSync({})).toBe(false);
  });

  it('handshakeAck has no payload', () => {
    expect(incomingMessageSchemas.handshakeAck.isValidSync({})).toBe(true);
  });
});

describe('outgoing message validators', () => {
  const initialized = {
    timestamp: 1780000000000,
    legacyActivitiesLoaded: false,
    readyForConfigData: true,
    messageId: 'msg-1',
    handshakeRequired: true,
  };

  it('widgetInitialized needs all five fields', () => {
    expect(outgoingMessageSchemas.widgetInitialized.isValidSync(initialized)).toBe(true);
    const { messageId: _m, ...withoutId } = initialized;
    expect(outgoingMessageSchemas.widgetInitialized.isValidSync(withoutId)).toBe(false);
  });

  it('requestConfigData needs reason and source', () => {
    expect(
      outgoingMessageSchemas.requestConfigData.isValidSync({ reason: 'handshakeAck', source: 'widget' }),
    ).toBe(true);
    expect(outgoingMessageSchemas.requestConfigData.isValidSync({ reason: 'handshakeAck' })).toBe(false);
  });

  it('buildOutgoingMessage puts the fields beside the action and refuses a bad payload', () => {
    expect(buildOutgoingMessage('widgetInitialized', initialized)).toEqual({
      action: 'widgetInitialized',
      ...initialized,
    });
    expect(() => buildOutgoingMessage('requestConfigData', { reason: '', source: 'widget' })).toThrow();
  });
});

describe('events the partner may listen to', () => {
  it('widgetError carries a snake_case code and a message', () => {
    const { widgetError } = outgoingMessageSchemas;
    expect(widgetError.isValidSync({ code: 'product_unavailable', message: 'x', flow: 'widgetInit' })).toBe(
      true,
    );
    expect(widgetError.isValidSync({ code: 'Product Unavailable', message: 'x' })).toBe(false);
    expect(widgetError.isValidSync({ code: 'product_unavailable', message: 'x', flow: 'checkout' })).toBe(
      false,
    );
  });

  it('widgetClosed reports one of the six payment statuses', () => {
    expect(outgoingMessageSchemas.widgetClosed.isValidSync({ paymentStatus: 'not_paid' })).toBe(true);
    expect(outgoingMessageSchemas.widgetClosed.isValidSync({ paymentStatus: 'paid' })).toBe(false);
  });

  it('widgetOpened and bookingCompleted need all their fields', () => {
    expect(
      outgoingMessageSchemas.widgetOpened.isValidSync({ openId: 'krakow', activityId: 1001, lang: 'en' }),
    ).toBe(true);
    expect(outgoingMessageSchemas.widgetOpened.isValidSync({ openId: 'krakow' })).toBe(false);
    const done = { confirmationCode: 'UND-1', transactionId: 'ta_1', totalPrice: 200, currency: 'PLN' };
    expect(outgoingMessageSchemas.bookingCompleted.isValidSync(done)).toBe(true);
    expect(outgoingMessageSchemas.bookingCompleted.isValidSync({ ...done, currency: 'zł' })).toBe(false);
  });
});
