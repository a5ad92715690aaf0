import { decodeIncomingMessage, decodeOutgoingMessage } from './decode';
import { decodeBase64Json, encodeBase64Json } from './base64Json';

const globalConfig = { activeConfigId: 'demo', lang: 'pl' };
const products = [
  { id: 'kraków', variants: [{ bokunId: 1001, type: 'POL', tabName: 'Wycieczka po polsku' }] },
];

describe('decodeIncomingMessage', () => {
  it('accepts the plain form with fields beside the action', () => {
    const result = decodeIncomingMessage({ action: 'openWidget', openId: 'krakow', lang: 'de' });
    expect(result).toEqual({ ok: true, message: { action: 'openWidget', openId: 'krakow', lang: 'de' } });
  });

  it('accepts the base64 form {action, data: "<base64 of JSON>"}, including non-ASCII text', () => {
    const result = decodeIncomingMessage({
      action: 'configData',
      data: encodeBase64Json({ globalConfig, products }),
    });
    expect(result.ok).toBe(true);
    if (result.ok && result.message.action === 'configData') {
      expect(result.message.products[0]?.id).toBe('kraków');
      expect(result.message.globalConfig.activeConfigId).toBe('demo');
    }
  });

  it('accepts a message sent as a JSON string', () => {
    expect(decodeIncomingMessage(JSON.stringify({ action: 'setLanguage', lang: 'fr' }))).toEqual({
      ok: true,
      message: { action: 'setLanguage', lang: 'fr' },
    });
  });

  it('reports a missing required field with the action it belongs to', () => {
    const result = decodeIncomingMessage({ action: 'configData', globalConfig });
    expect(result).toMatchObject({ ok: false, reason: 'invalid_payload', action: 'configData' });
  });

  it('reports an unknown action, a missing action, bad base64 and non-objects', () => {
    expect(decodeIncomingMessage({ action: 'launchRockets' })).toEqual({
      ok: false,
      reason: 'unknown_action',
    });
    expect(decodeIncomingMessage({ openId: 'x' })).toEqual({ ok: false, reason: 'no_action' });
    expect(decodeIncomingMessage({ action: 'setLanguage', data: '%%%' })).toEqual({
      ok: false,
      reason: 'bad_base64',
    });
    expect(decodeIncomingMessage(42)).toEqual({ ok: false, reason: 'not_an_object' });
  });

  it('does not treat inherited names such as toString as actions', () => {
    expect(decodeIncomingMessage({ action: 'toString' })).toEqual({ ok: false, reason: 'unknown_action' });
  });
});

describe('base64 JSON', () => {
  it('round-trips UTF-8 JSON and rejects text that is not base64 JSON', () => {
    expect(decodeBase64Json(encodeBase64Json({ a: 'zażółć' }))).toEqual({ a: 'zażółć' });
    expect(decodeBase64Json('bm90IGpzb24=')).toBeUndefined();
    expect(decodeBase64Json('abc')).toBeUndefined();
  });
});

describe('decodeOutgoingMessage', () => {
  it('reads what the widget sent, in the base64 form too', () => {
    const payload = { reason: 'handshakeAck', source: 'booking-widget' };
    expect(decodeOutgoingMessage({ action: 'requestConfigData', data: encodeBase64Json(payload) })).toEqual({
      ok: true,
      message: { action: 'requestConfigData', ...payload },
    });
  });

  it('does not accept host → widget actions', () => {
    expect(decodeOutgoingMessage({ action: 'openWidget', openId: 'x' })).toEqual({
      ok: false,
      reason: 'unknown_action',
    });
  });
});
