// BLIK outcomes a sandbox test code chooses (blikCodes.ts): Tpay's statuses and attempt error codes, the
// timeout after the code's window, and a new code that pays the same transaction.
import { blikOutcomeOf } from './blikCodes';
import { demoTransactionBody as createBody, startReceiver, startTpaySandbox, tpayCall } from './testing';

type Sandbox = Awaited<ReturnType<typeof startTpaySandbox>>;
let sandbox: Sandbox;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let timers: (() => void)[];
let now: number;

const WINDOW_MS = 120_000;
const CONFIRM_MS = 1_500;

beforeEach(async () => {
  timers = [];
  now = Date.parse('2026-06-10T09:00:00Z');
  receiver = await startReceiver([{ status: 200, body: 'TRUE' }]);
  sandbox = await startTpaySandbox({
    clock: () => new Date(now),
    schedule: (run) => timers.push(run),
    blikConfirmDelayMs: CONFIRM_MS,
    blikWindowMs: WINDOW_MS,
  });
});
afterEach(async () => {
  await sandbox.close();
  await receiver.close();
});

const call = (method: string, path: string, body?: unknown) => tpayCall(sandbox.apiUrl, method, path, body);
const blik = (code: string) => ({ groupId: 150, blikPaymentData: { blikToken: code } });
const withNotification = () => ({ callbacks: { notification: { url: receiver.url } } });

async function createBlik(code: string) {
  const { body } = await call(
    'POST',
    '/transactions',
    createBody({ pay: blik(code), ...withNotification() }),
  );
  return body;
}
const read = async (id: string) => (await call('GET', `/transactions/${id}`)).body;

describe('sandbox BLIK test codes', () => {
  it('map each prefix to its outcome; an unknown prefix is refused at once like 111…', () => {
    expect(
      ['777123', '555123', '104123', '101123', '102123', '103123', '111234', '999999'].map(blikOutcomeOf),
    ).toEqual([
      'confirmed',
      'unconfirmed',
      'timeout',
      'declined',
      'bankError',
      'insufficientFunds',
      'refused',
      'refused',
    ]);
  });
});

describe('BLIK outcomes on a transaction', () => {
  it('777…: confirmed in the app, the transaction is correct and Tpay notifies TRUE', async () => {
    const tx = await createBlik('777123');
    expect(tx).toMatchObject({ status: 'pending', payments: { status: 'pending' } });
    timers.splice(0).forEach((run) => run());
    await sandbox.state.notificationsSettled();
    expect(await read(tx.transactionId)).toMatchObject({
      status: 'correct',
      payments: { status: 'correct' },
    });
    expect(sandbox.state.notifications.map((n) => n.fields.tr_status)).toEqual(['TRUE']);
  });

  it('555…: accepted but never confirmed – pending for ever, no attempt error and no notification', async () => {
    const tx = await createBlik('555123');
    now += WINDOW_MS * 10;
    timers.splice(0).forEach((run) => run());
    const later = await read(tx.transactionId);
    expect(later).toMatchObject({ status: 'pending', payments: { status: 'pending' } });
    expect(later.payments.attempts).toBeUndefined();
    expect(sandbox.state.notifications).toEqual([]);
  });

  it('104…: nothing within the code window, then the attempt times out with paymentErrorCode 104', async () => {
    const tx = await createBlik('104123');
    now += WINDOW_MS - 1;
    expect((await read(tx.transactionId)).payments.attempts).toBeUndefined();
    now += 1;
    const expired = await read(tx.transactionId);
    expect(expired).toMatchObject({
      status: 'pending',
      payments: { status: 'pending', attempts: [{ date: '2026-06-10 09:02:00', paymentErrorCode: '104' }] },
    });
    expect(sandbox.state.notifications).toEqual([]);
  });

  it.each([
    ['101123', '101', 'rejected in the banking app'],
    ['102123', '102', 'a general BLIK (bank-side) error'],
    ['103123', '103', 'insufficient funds'],
  ])(
    '%s: the attempt fails with paymentErrorCode %s (%s) after the confirmation delay',
    async (code, error) => {
      const tx = await createBlik(code);
      now += CONFIRM_MS;
      expect(await read(tx.transactionId)).toMatchObject({
        status: 'pending',
        payments: { attempts: [{ paymentErrorCode: error }] },
      });
      expect(sandbox.state.notifications).toEqual([]);
    },
  );

  it('a new code on the same transaction after a timeout pays it; the failed attempt stays listed', async () => {
    const tx = await createBlik('104123');
    now += WINDOW_MS;
    await read(tx.transactionId);
    const again = await call('POST', `/transactions/${tx.transactionId}/pay`, blik('777456'));
    expect(again.body.result).toBe('success');
    timers.splice(0).forEach((run) => run());
    expect(await read(tx.transactionId)).toMatchObject({
      status: 'correct',
      payments: { status: 'correct', attempts: [{ paymentErrorCode: '104' }] },
    });
  });

  it('an attempt error never shows on a transaction already paid or cancelled', async () => {
    const tx = await createBlik('101123');
    await call('POST', `/transactions/${tx.transactionId}/cancel`);
    now += CONFIRM_MS;
    const cancelled = await read(tx.transactionId);
    expect(cancelled.status).toBe('canceled');
    expect(cancelled.payments.attempts).toBeUndefined();
  });
});
