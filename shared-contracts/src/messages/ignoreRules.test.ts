import { incomingIgnoreReason, shouldIgnoreIncomingMessage } from './ignoreRules';

describe('shouldIgnoreIncomingMessage (§5 "Incoming messages are ignored if …")', () => {
  it('"… empty"', () => {
    for (const data of [undefined, null, '', '   ', {}, []]) expect(incomingIgnoreReason(data)).toBe('empty');
  });

  it('"… if they carry only a timestamp, heartbeat or ping"', () => {
    for (const data of [
      { timestamp: 1 },
      { heartbeat: true },
      { ping: 1, timestamp: 2 },
      'ping',
      { type: 'heartbeat' },
    ]) {
      expect(incomingIgnoreReason(data)).toBe('heartbeat');
    }
  });

  it('"… if they look like dev-tool or reload messages"', () => {
    for (const data of [
      { source: 'react-devtools-content-script', payload: {} },
      { source: 'react-devtools-bridge', action: 'openWidget' },
      { type: 'webpackHotUpdate', hash: 'abc' },
      { type: 'webpackOk' },
      { type: 'vite:beforeUpdate' },
      { __REACT_DEVTOOLS_GLOBAL_HOOK__: true },
      { action: 'reload' },
      'webpackHotUpdate1234',
    ]) {
      expect(incomingIgnoreReason(data)).toBe('dev_tool');
    }
  });

  it('"… or if they lack an action"', () => {
    for (const data of [{ openId: 'krakow' }, { action: '' }, { action: 5 }, 'hello', [1], 7]) {
      expect(incomingIgnoreReason(data)).toBe('no_action');
    }
  });

  it('lets protocol messages through, plain, base64 and as JSON text', () => {
    expect(shouldIgnoreIncomingMessage({ action: 'openWidget', openId: 'krakow' })).toBe(false);
    expect(shouldIgnoreIncomingMessage({ action: 'configData', data: 'eyJhIjoxfQ==' })).toBe(false);
    expect(shouldIgnoreIncomingMessage({ action: 'handshakeAck', timestamp: 1 })).toBe(false);
    expect(shouldIgnoreIncomingMessage('{"action":"setLanguage","lang":"pl"}')).toBe(false);
  });
});
