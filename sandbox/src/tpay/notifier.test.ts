import { TpayNotifier } from './notifier';
import { startReceiver } from './testing';

const immediately = (run: () => void) => setImmediate(run);

describe('TpayNotifier', () => {
  it('stops retrying after the bounded number of attempts when the receiver never answers TRUE', async () => {
    const receiver = await startReceiver([{ status: 200, body: 'FALSE - Invalid signature' }]);
    const delays: number[] = [];
    const notifier = new TpayNotifier({
      fetch,
      clock: () => new Date('2026-06-01T10:00:00Z'),
      schedule: (run, delayMs) => {
        delays.push(delayMs);
        immediately(run);
      },
      retryDelaysMs: [100, 200],
    });
    try {
      const record = notifier.send(`${receiver.url}/hook`, { id: '1010', tr_status: 'TRUE' });
      await notifier.idle();
      expect(record.state).toBe('failed');
      expect(record.attempts).toHaveLength(3);
      expect(delays).toEqual([100, 200]);
      expect(receiver.received[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    } finally {
      await receiver.close();
    }
  });

  it('counts an answer of TRUE with surrounding whitespace as delivered, but not "TRUE" in a 500', async () => {
    const receiver = await startReceiver([
      { status: 500, body: 'TRUE' },
      { status: 200, body: 'TRUE\n' },
    ]);
    const notifier = new TpayNotifier({
      fetch,
      clock: () => new Date(),
      schedule: immediately,
      retryDelaysMs: [1, 1, 1],
    });
    try {
      const record = notifier.send(`${receiver.url}/hook`, { id: '1010' });
      await notifier.idle();
      expect(record.state).toBe('delivered');
      expect(record.attempts.map((a) => a.status)).toEqual([500, 200]);
    } finally {
      await receiver.close();
    }
  });

  it('retries when the receiver cannot be reached', async () => {
    const receiver = await startReceiver([]);
    const url = `${receiver.url}/hook`;
    await receiver.close();
    const notifier = new TpayNotifier({
      fetch,
      clock: () => new Date(),
      schedule: immediately,
      retryDelaysMs: [1],
    });
    const record = notifier.send(url, { id: '1010' });
    await notifier.idle();
    expect(record.attempts.map((a) => a.status)).toEqual([null, null]);
    expect(record.state).toBe('failed');
  });
});
