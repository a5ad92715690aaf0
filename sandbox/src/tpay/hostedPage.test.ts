import { createHash } from 'node:crypto';
import { demoTransactionBody as createBody, startReceiver, startTpaySandbox, tpayCall } from './testing';

type Sandbox = Awaited<ReturnType<typeof startTpaySandbox>>;
let sandbox: Sandbox;

beforeEach(async () => {
  sandbox = await startTpaySandbox({ schedule: (run) => setImmediate(run), retryDelaysMs: [10, 20, 30] });
});
afterEach(() => sandbox.close());

const call = (method: string, path: string, body?: unknown) => tpayCall(sandbox.apiUrl, method, path, body);

describe('Tpay hosted page and notifications', () => {
  it('pays on the hosted page, redirects to the success URL and notifies with a valid md5sum until TRUE', async () => {
    const receiver = await startReceiver([
      { status: 500, body: 'oops' },
      { status: 200, body: 'FALSE' },
      { status: 200, body: 'TRUE' },
    ]);
    try {
      const callbacks = {
        payerUrls: { success: 'https://shop.example/ok', error: 'https://shop.example/err' },
        notification: { url: `${receiver.url}/hook` },
      };
      const { body } = await call('POST', '/transactions', createBody({ callbacks, pay: { groupId: 108 } }));
      expect(body.transactionPaymentUrl).toBe(`${sandbox.url}/tpay/secure?title=${body.title}`);
      const page = await fetch(String(body.transactionPaymentUrl));
      expect(await page.text()).toContain('data-testid="tpay-pay"');
      const paid = await fetch(`${sandbox.apiUrl}/secure/${body.title}/pay`, {
        method: 'POST',
        redirect: 'manual',
      });
      expect(paid.status).toBe(302);
      expect(paid.headers.get('location')).toBe('https://shop.example/ok');
      await sandbox.state.notificationsSettled();
      expect(receiver.received).toHaveLength(3);
      const fields = Object.fromEntries(new URLSearchParams(receiver.received[0]!.body));
      expect(fields).toMatchObject({
        tr_id: body.title,
        tr_amount: '200.00',
        tr_crc: 'UND-92677922',
        tr_status: 'TRUE',
        tr_email: 'anna@example.com',
      });
      const md5 = createHash('md5')
        .update(`1010${body.title}200.00UND-92677922demo-security-code`)
        .digest('hex');
      expect(fields.md5sum).toBe(md5);
      expect(sandbox.state.notifications[0]).toMatchObject({ state: 'delivered' });
      expect(sandbox.state.notifications[0]?.attempts.map((a) => a.status)).toEqual([500, 200, 200]);
    } finally {
      await receiver.close();
    }
  });

  it('fails on the hosted page: redirects to the error URL and the transaction stays pending', async () => {
    const { body } = await call('POST', '/transactions', createBody({ pay: { groupId: 103 } }));
    const failed = await fetch(`${sandbox.apiUrl}/secure/${body.title}/fail`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(failed.headers.get('location')).toBe('https://shop.example/err');
    expect((await call('GET', `/transactions/${body.transactionId}`)).body).toMatchObject({
      status: 'pending',
      payments: { status: 'declined' },
    });
  });
});
