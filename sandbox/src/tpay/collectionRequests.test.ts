// The requests of Tpay's own API collection for the endpoints the product uses, sent the way the collection
// sends them: HTTP Basic with the client id and secret (a token request with no body at all), a Bearer token
// only for tokeninfo, and JSON bodies without a declared content type. Values are ours.
import { startTpaySandbox } from './testing';

type Sandbox = Awaited<ReturnType<typeof startTpaySandbox>>;
let sandbox: Sandbox;
let timers: (() => void)[];

beforeEach(async () => {
  timers = [];
  sandbox = await startTpaySandbox({
    clock: () => new Date('2026-06-01T10:00:00Z'),
    schedule: (run) => timers.push(run),
  });
});
afterEach(() => sandbox.close());

const BASIC = `Basic ${Buffer.from('demo-tpay-client:demo-tpay-secret').toString('base64')}`;

async function send(method: string, path: string, body?: unknown, authorization = BASIC) {
  const response = await fetch(`${sandbox.apiUrl}${path}`, {
    method,
    headers: {
      Authorization: authorization,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: body === '' ? '' : JSON.stringify(body) }),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- free-form Tpay JSON read by many assertions
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

const transactionBody = (extra: Record<string, unknown> = {}) => ({
  amount: 123.45,
  description: 'Rafting on the Dunajec',
  hiddenDescription: 'UND-10050001',
  payer: { email: 'piotr@example.com', name: 'Piotr Zieliński' },
  callbacks: {
    payerUrls: { success: 'https://shop.example/paid', error: 'https://shop.example/failed' },
    notification: { url: 'https://shop.example/notify', email: 'ops@shop.example' },
  },
  ...extra,
});

describe("Tpay's API collection against the simulator", () => {
  it('grants a token for Basic credentials on a token request without a body, and describes it', async () => {
    const token = await send('POST', '/oauth/auth');
    expect(token.status).toBe(200);
    expect(token.body).toMatchObject({ token_type: 'Bearer', client_id: 'demo-tpay-client' });
    const info = await send(
      'GET',
      '/oauth/tokeninfo',
      undefined,
      `Bearer ${String(token.body.access_token)}`,
    );
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ result: 'success', client_id: 'demo-tpay-client', expires_in: 7200 });
    expect((await send('GET', '/oauth/tokeninfo', undefined, 'Bearer forged')).status).toBe(401);
  });

  it('refuses Basic with a wrong secret on token requests and resource calls alike', async () => {
    const wrong = `Basic ${Buffer.from('demo-tpay-client:guess').toString('base64')}`;
    expect((await send('POST', '/oauth/auth', undefined, wrong)).status).toBe(401);
    expect((await send('GET', '/transactions', undefined, wrong)).status).toBe(401);
  });

  it('creates transactions without a method, with groupId 150 and with channelId 4, and lists them', async () => {
    const plain = await send('POST', '/transactions', transactionBody());
    const byGroup = await send(
      'POST',
      '/transactions',
      transactionBody({ pay: { groupId: 150, method: 'pay_by_link' } }),
    );
    const byChannel = await send(
      'POST',
      '/transactions',
      transactionBody({ pay: { channelId: 4, method: 'pay_by_link' } }),
    );
    for (const created of [plain, byGroup, byChannel]) {
      expect(created.status).toBe(200);
      expect(created.body).toMatchObject({ result: 'success', status: 'pending', amount: 123.45 });
    }
    const list = await send('GET', '/transactions');
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ result: 'success', total: 3 });
    const listed = (list.body.transactions as { title: string }[]).map((t) => t.title);
    expect(listed.sort()).toEqual([plain, byGroup, byChannel].map((c) => String(c.body.title)).sort());
    expect((await send('GET', '/transactions?status=correct')).body.transactions).toEqual([]);
    expect((await send('GET', '/transactions?limit=0')).status).toBe(400);
  });

  it('reads one transaction, pays it by card data and by BLIK code, as the collection does', async () => {
    const { body } = await send('POST', '/transactions', transactionBody());
    const id = String(body.transactionId);
    expect((await send('GET', `/transactions/${id}`)).body.transactionId).toBe(id);
    const card = await send('POST', `/transactions/${id}/pay`, {
      groupId: 103,
      cardPaymentData: { card: 'ZW5jcnlwdGVkLWNhcmQtZGF0YQ==', save: 1 },
    });
    expect(card.status).toBe(200);
    const blik = await send('POST', `/transactions/${id}/pay`, {
      groupId: 150,
      blikPaymentData: { blikToken: '777123' },
    });
    expect(blik.body.result).toBe('success');
  });

  it('refunds: refused while unpaid, then a partial and a full refund with an empty body, listed afterwards', async () => {
    const { body } = await send('POST', '/transactions', transactionBody());
    const id = String(body.transactionId);
    const early = await send('POST', `/transactions/${id}/refunds`, '');
    expect(early.status).toBe(400);
    expect(early.body).toMatchObject({ result: 'failed', errors: [{ errorCode: 'transaction_not_paid' }] });
    await send('POST', `/transactions/${id}/pay`, { groupId: 150, blikPaymentData: { blikToken: '777123' } });
    timers.splice(0).forEach((run) => run());
    const partial = await send('POST', `/transactions/${id}/refunds`, { amount: 23.45 });
    expect(partial.body).toMatchObject({ result: 'success', amount: 23.45, status: 'correct' });
    expect((await send('POST', `/transactions/${id}/refunds`, { amount: 100.01 })).status).toBe(400);
    const full = await send('POST', `/transactions/${id}/refunds`, '');
    expect(full.body).toMatchObject({ result: 'success', amount: 100, status: 'refund' });
    const refunds = await send('GET', `/transactions/${id}/refunds`);
    expect((refunds.body.refunds as { amount: number }[]).map((r) => r.amount)).toEqual([23.45, 100]);
  });

  it('lists payment groups and channels for Basic callers', async () => {
    expect((await send('GET', '/transactions/bank-groups')).body.groups['150']).toMatchObject({ id: 150 });
    expect((await send('GET', '/transactions/channels')).body.channels.length).toBeGreaterThan(0);
  });
});
