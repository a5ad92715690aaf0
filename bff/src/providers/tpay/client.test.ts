import { transactionSchema } from '@booking/shared-contracts';
import { startTpaySandbox } from '@booking/sandbox/tpay';
import { createTpayClient, type TpayClientOptions } from './client';
import { paymentErrors, toTransaction } from './mapper';
import type { TpayCreateTransactionRequest } from './types';
import type { ProviderError } from '../providerError';

type Sandbox = Awaited<ReturnType<typeof startTpaySandbox>>;
let sandbox: Sandbox;
let now: Date;
const clock = () => now;
const timers: (() => void)[] = [];

beforeAll(async () => {
  sandbox = await startTpaySandbox({ clock, schedule: (run) => timers.push(run), jws: false });
});
afterAll(() => sandbox.close());
beforeEach(() => {
  now = new Date('2026-06-01T10:00:00Z');
  timers.length = 0;
  sandbox.state.reset();
});

const client = (overrides: Partial<TpayClientOptions> = {}) =>
  createTpayClient({
    apiUrl: sandbox.apiUrl,
    clientId: 'demo-tpay-client',
    clientSecret: 'demo-tpay-secret',
    clock: { now: clock },
    ...overrides,
  });

const request = (extra: Partial<TpayCreateTransactionRequest> = {}): TpayCreateTransactionRequest => ({
  amount: 200,
  description: 'Old Town walking tour',
  hiddenDescription: 'UND-92677922',
  payer: { email: 'anna@example.com', name: 'Anna Nowak' },
  callbacks: { payerUrls: { success: 'https://shop.example/ok', error: 'https://shop.example/err' } },
  ...extra,
});

describe('Tpay OAuth token', () => {
  it('is requested once for concurrent callers and reused afterwards', async () => {
    const tpay = client();
    await Promise.all([tpay.channels(), tpay.bankGroups(), tpay.channels()]);
    await tpay.channels();
    expect(sandbox.state.tokenGrants).toBe(1);
  });

  it('is renewed before it expires (7200 s lifetime, renewed 5 minutes early)', async () => {
    const tpay = client();
    await tpay.channels();
    now = new Date(now.getTime() + (7200 - 299) * 1000);
    await tpay.channels();
    expect(sandbox.state.tokenGrants).toBe(2);
  });

  it('is renewed once when Tpay stops accepting it, and the call is repeated', async () => {
    const tpay = client();
    await tpay.channels();
    sandbox.state.revokeTokens();
    await expect(tpay.channels()).resolves.toEqual(expect.any(Array));
    expect(sandbox.state.tokenGrants).toBe(2);
  });

  it('fails with a Tpay `auth` ProviderError for a wrong client secret', async () => {
    await expect(client({ clientSecret: 'wrong' }).channels()).rejects.toMatchObject({
      provider: 'tpay',
      kind: 'auth',
    });
  });
});

describe('Tpay transactions', () => {
  it('creates a transaction whose mapped shape satisfies the §3 Transaction schema', async () => {
    const created = await client().createTransaction(request({ pay: { blikCode: '777123' } }));
    const transaction = toTransaction(created);
    expect(transactionSchema.validateSync(transaction)).toEqual(transaction);
    expect(transaction).toMatchObject({
      status: 'pending',
      amount: 200,
      currency: 'PLN',
      payer: { email: 'anna@example.com' },
    });
    expect(transaction.transactionId).toMatch(/^ta_/);
    expect(transaction.title).toMatch(/^TR-/);
  });

  it('sends the BLIK code as pay.blikPaymentData and sees the later confirmation', async () => {
    const tpay = client();
    const created = await tpay.createTransaction(request({ pay: { blikCode: '777123' } }));
    timers.splice(0).forEach((run) => run());
    expect((await tpay.getTransaction(created.transactionId)).status).toBe('correct');
  });

  it('reports a refused BLIK code inside create as payments.errors, not as a thrown error', async () => {
    const created = await client().createTransaction(request({ pay: { blikCode: '111234' } }));
    expect(paymentErrors(created)).toEqual([expect.objectContaining({ errorCode: 'payment_failed' })]);
  });

  it('throws a Tpay `payment_refused` ProviderError when /pay refuses the BLIK code', async () => {
    const tpay = client();
    const created = await tpay.createTransaction(request());
    await expect(tpay.pay(created.transactionId, { blikCode: '111234' })).rejects.toMatchObject({
      provider: 'tpay',
      kind: 'payment_refused',
    });
    await expect(tpay.pay(created.transactionId, { blikCode: '777123' })).resolves.toMatchObject({
      status: 'pending',
    });
  });

  it('pays by bank group and by channel, leaving the transaction pending for the hosted page', async () => {
    const tpay = client();
    const byGroup = await tpay.createTransaction(request());
    expect((await tpay.pay(byGroup.transactionId, { groupId: 108 })).transactionPaymentUrl).toContain(
      '/tpay/secure?title=',
    );
    const byChannel = await tpay.createTransaction(request());
    await expect(tpay.pay(byChannel.transactionId, { channelId: 4 })).resolves.toMatchObject({
      status: 'pending',
    });
  });

  it('throws a Tpay `validation` ProviderError naming the field Tpay refused', async () => {
    const error = await client()
      .createTransaction(request({ amount: 0 }))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ provider: 'tpay', kind: 'validation' });
    expect((error as ProviderError).errors?.[0]?.fieldName).toBe('amount');
  });

  it('cancels a pending transaction; an unknown one is a Tpay `not_found` ProviderError', async () => {
    const tpay = client();
    const created = await tpay.createTransaction(request());
    await tpay.cancelTransaction(created.transactionId);
    expect((await tpay.getTransaction(created.transactionId)).status).toBe('canceled');
    await expect(tpay.getTransaction('ta_missing')).rejects.toMatchObject({
      provider: 'tpay',
      kind: 'not_found',
    });
  });
});

describe('Tpay listings', () => {
  it('reads bank groups (keyed by id) and channels', async () => {
    const tpay = client();
    const groups = await tpay.bankGroups();
    expect(groups.map((g) => Number(g.id))).toEqual(expect.arrayContaining([150, 103, 108]));
    expect((await tpay.bankGroups({ onlyOnline: true })).some((g) => Number(g.id) === 171)).toBe(false);
    expect((await tpay.channels()).length).toBeGreaterThan(3);
  });
});

describe('Tpay failures', () => {
  it('maps a 5xx to a Tpay `unavailable` ProviderError', async () => {
    const tpay = client();
    await tpay.channels();
    sandbox.state.faults.push({ status: 503 });
    await expect(tpay.channels()).rejects.toMatchObject({ provider: 'tpay', kind: 'unavailable' });
  });

  it('times out with a Tpay `timeout` ProviderError', async () => {
    const tpay = client({ timeoutMs: 50 });
    await tpay.channels();
    sandbox.state.faults.push({ delayMs: 300 });
    await expect(tpay.channels()).rejects.toMatchObject({ provider: 'tpay', kind: 'timeout' });
  });

  it('reports a refused connection as a Tpay `network` ProviderError', async () => {
    await expect(client({ apiUrl: 'http://127.0.0.1:9/tpay' }).channels()).rejects.toMatchObject({
      provider: 'tpay',
      kind: 'network',
    });
  });
});
