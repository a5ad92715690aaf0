import { Logger } from '../infra/Logger';
import { recordingSink } from '../testing/testDoubles';
import { OutgoingChannel } from './OutgoingChannel';

function channel() {
  let time = 0;
  const sent: unknown[] = [];
  const out = new OutgoingChannel(
    { postMessage: (message) => void sent.push(message) },
    () => time,
    new Logger({ sink: recordingSink() }),
  );
  return { out, sent, tick: (ms: number) => (time += ms) };
}

const request = { reason: 'handshakeAck', source: 'booking-widget' };

describe('OutgoingChannel', () => {
  it('drops an identical message within 100 ms (§5)', () => {
    const { out, sent, tick } = channel();
    expect(out.send('requestConfigData', request)).toBe(true);
    tick(99);
    expect(out.send('requestConfigData', request)).toBe(false);
    expect(sent).toHaveLength(1);
  });

  it('sends the identical message again after 100 ms', () => {
    const { out, sent, tick } = channel();
    out.send('requestConfigData', request);
    tick(100);
    out.send('requestConfigData', request);
    expect(sent).toHaveLength(2);
  });

  it('sends a different message at once', () => {
    const { out, sent } = channel();
    out.send('requestConfigData', request);
    out.send('requestConfigData', { ...request, reason: 'retry' });
    expect(sent).toHaveLength(2);
  });

  it('refuses a message that breaks the protocol', () => {
    const { out, sent } = channel();
    expect(out.send('widgetError', { code: 'Not Snake', message: 'x' })).toBe(false);
    expect(sent).toEqual([]);
  });
});
