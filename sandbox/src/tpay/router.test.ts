import { demoTransactionBody as createBody, startTpaySandbox, tpayCall } from './testing';

type Sandbox = Awaited<ReturnType<typeof startTpaySandbox>>;
let sandbox: Sandbox;
let timers: { run: () => void; delayMs: number }[];

beforeEach(async () => {
  timers = [];
  sandbox = await startTpaySandbox({
    schedule: (run, delayMs) => timers.push({ run, delayMs }),
    retryDelaysMs: [10, 20],
  });
});
afterEach(() => sandbox.close());

const runTimers = () => timers.splice(0).forEach((timer) => timer.run());

const call = (method: string, path: string, body?: unknown) => tpayCall(sandbox.apiUrl, method, path, body);

describe('Tpay OAuth', () => {
  it('grants a 7200 s Bearer token for the demo client, by JSON as the SDK sends it', async () => {
    const response = await fetch(`${sandbox.apiUrl}/oauth/auth`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        client_id: 'demo-tpay-client',
        client_secret: 'demo-tpay-secret',
        scope: 'read',
      }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      token_type: 'Bearer',
      expires_in: 7200,
      client_id: 'demo-tpay-client',
    });
  });

  it('refuses a wrong secret with the Tpay error shape', async () => {
    const response = await fetch(`${sandbox.apiUrl}/oauth/auth`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'client_id=demo-tpay-client&client_secret=nope',
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      result: 'failed',
      errors: [{ errorCode: 'invalid_client' }],
    });
  });

  it('answers API calls without a valid Bearer token with 401', async () => {
    const response = await fetch(`${sandbox.apiUrl}/transactions/channels`, {
      headers: { Authorization: 'Bearer forged' },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      result: 'failed',
      errors: [{ errorCode: 'unauthorized' }],
    });
  });
});

describe('Tpay transactions', () => {
  it('creates a pending transaction with ta_/TR- ids and a payment URL on the sandbox', async () => {
    const { status, body } = await call('POST', '/transactions', createBody());
    expect(status).toBe(200);
    expect(body).toMatchObject({
      result: 'success',
      status: 'pending',
      amount: 200,
      currency: 'PLN',
      hiddenDescription: 'UND-92677922',
    });
    expect(body.transactionId).toMatch(/^ta_/);
    expect(body.title).toMatch(/^TR-/);
    expect(body.payer).toMatchObject({
      email: 'anna@example.com',
      name: 'Anna Nowak',
      payerId: expect.stringMatching(/^py_/),
    });
    expect(body.transactionPaymentUrl).toBe(`${sandbox.url}/tpay/secure?title=${body.title}`);
    expect((await call('GET', `/transactions/${body.transactionId}`)).body.title).toBe(body.title);
  });

  it('rejects an amount under 0.01 and a missing payer name, naming the field', async () => {
    expect((await call('POST', '/transactions', createBody({ amount: 0 }))).body.errors[0]).toMatchObject({
      fieldName: 'amount',
    });
    const noName = await call('POST', '/transactions', createBody({ payer: { email: 'anna@example.com' } }));
    expect(noName.status).toBe(400);
    expect(noName.body).toMatchObject({
      result: 'failed',
      errors: [{ errorCode: 'field_required', fieldName: 'payer.name' }],
    });
  });

  it('accepts BLIK code 777123 and confirms it later, moving the transaction to correct', async () => {
    const pay = { groupId: 150, blikPaymentData: { blikToken: '777123' } };
    const { body } = await call('POST', '/transactions', createBody({ pay }));
    expect(body.status).toBe('pending');
    expect(body.payments.errors).toBeUndefined();
    runTimers();
    const after = await call('GET', `/transactions/${body.transactionId}`);
    expect(after.body).toMatchObject({ status: 'correct', payments: { status: 'correct', amountPaid: 200 } });
  });

  it('refuses BLIK code 111234 inside create with payments.errors payment_failed, still pending', async () => {
    const pay = { groupId: 150, blikPaymentData: { blikToken: '111234' } };
    const { body } = await call('POST', '/transactions', createBody({ pay }));
    expect(body).toMatchObject({
      result: 'success',
      status: 'pending',
      payments: { errors: [{ errorCode: 'payment_failed' }] },
    });
  });

  it('pays an existing transaction by /pay and refuses a bad code there with 400', async () => {
    const { body } = await call('POST', '/transactions', createBody());
    const refused = await call('POST', `/transactions/${body.transactionId}/pay`, {
      groupId: 150,
      blikPaymentData: { blikToken: '111234' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].errorCode).toBe('payment_failed');
    const accepted = await call('POST', `/transactions/${body.transactionId}/pay`, {
      groupId: 150,
      method: 'transfer',
      blikPaymentData: { blikToken: '777123', type: 0 },
    });
    expect(accepted.body.result).toBe('success');
  });

  it('rejects a BLIK token that is not 6 digits and an unknown group', async () => {
    const { body } = await call('POST', '/transactions', createBody());
    const shortCode = await call('POST', `/transactions/${body.transactionId}/pay`, {
      groupId: 150,
      blikPaymentData: { blikToken: '12345' },
    });
    expect(shortCode.body.errors[0].fieldName).toBe('blikPaymentData.blikToken');
    expect((await call('POST', `/transactions/${body.transactionId}/pay`, { groupId: 999 })).status).toBe(
      400,
    );
  });

  it('cancels a pending transaction once; a second cancel is refused', async () => {
    const { body } = await call('POST', '/transactions', createBody());
    expect((await call('POST', `/transactions/${body.transactionId}/cancel`)).body.result).toBe('success');
    expect((await call('GET', `/transactions/${body.transactionId}`)).body.status).toBe('canceled');
    expect((await call('POST', `/transactions/${body.transactionId}/cancel`)).status).toBe(400);
  });

  it('answers 404 in the error shape for an unknown transaction', async () => {
    const { status, body } = await call('GET', '/transactions/ta_missing');
    expect(status).toBe(404);
    expect(body.errors[0].errorCode).toBe('transaction_not_found');
  });
});

describe('Tpay listings', () => {
  it('lists bank groups keyed by id including BLIK 150 and card 103', async () => {
    const { body } = await call('GET', '/transactions/bank-groups');
    expect(body.groups['150']).toMatchObject({ id: 150, name: 'BLIK' });
    expect(body.groups['103']).toMatchObject({ id: 103 });
    const online = await call('GET', '/transactions/bank-groups?onlyOnline=true');
    expect(online.body.groups['171']).toBeUndefined();
  });

  it('lists channels with their groups, a blocked one flagged unavailable', async () => {
    const { body } = await call('GET', '/transactions/channels');
    const channels = body.channels as { id: string; available: boolean }[];
    expect(channels.find((c) => c.id === '64')).toMatchObject({ groups: [{ id: '150' }], available: true });
    expect(channels.some((c) => !c.available)).toBe(true);
  });
});
