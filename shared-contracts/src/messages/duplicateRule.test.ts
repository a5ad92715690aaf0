import { canonicalMessageKey, decideOutgoingSend } from './duplicateRule';

const message = { action: 'requestConfigData', reason: 'handshakeAck', source: 'widget' };

describe('decideOutgoingSend (§5 "Identical outgoing messages within 100 ms are dropped.")', () => {
  it('sends the first message and records when it went out', () => {
    expect(decideOutgoingSend(undefined, message, 1000)).toEqual({
      send: true,
      record: { key: canonicalMessageKey(message), at: 1000 },
    });
  });

  it('drops an identical message 99 ms later, even with its keys in another order', () => {
    const first = decideOutgoingSend(undefined, message, 1000).record;
    const reordered = { source: 'widget', reason: 'handshakeAck', action: 'requestConfigData' };
    expect(decideOutgoingSend(first, reordered, 1099)).toEqual({ send: false, record: first });
  });

  it('sends an identical message once 100 ms have passed', () => {
    const first = decideOutgoingSend(undefined, message, 1000).record;
    expect(decideOutgoingSend(first, message, 1100).send).toBe(true);
  });

  it('measures the window from the last message actually sent', () => {
    const first = decideOutgoingSend(undefined, message, 1000).record;
    const dropped = decideOutgoingSend(first, message, 1060).record;
    expect(decideOutgoingSend(dropped, message, 1100).send).toBe(true);
  });

  it('sends a different message at once', () => {
    const first = decideOutgoingSend(undefined, message, 1000).record;
    expect(decideOutgoingSend(first, { ...message, reason: 'retry' }, 1001).send).toBe(true);
  });
});
