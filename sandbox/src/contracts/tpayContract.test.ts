import { startTpaySandbox } from '../tpay/testing';
import { tpayExamples } from './tpayExamples';
import { tpaySchemaErrors } from './tpaySchemas';

type Sandbox = Awaited<ReturnType<typeof startTpaySandbox>>;
let sandbox: Sandbox;
let bearer = '';

beforeAll(async () => {
  // Accepted BLIK codes stay pending: the payer never confirms in the app here. A code window of 0 shows a
  // `104…` code's timeout on the first read, as Tpay would show it two minutes later.
  sandbox = await startTpaySandbox({
    clock: () => new Date('2026-06-10T09:00:00Z'),
    schedule: () => undefined,
    blikWindowMs: 0,
  });
});
afterAll(() => sandbox.close());

describe('the recorded Tpay examples themselves', () => {
  it.each(tpayExamples.map((example) => [example.name, example] as const))('%s', (_name, example) => {
    expect(tpaySchemaErrors(example.response.shape, example.response.body)).toEqual([]);
    expect(example.response.body).toMatchObject(example.response.facts as object);
  });
});

describe('Tpay simulator against the recorded examples', () => {
  let transactionId = '';

  it.each(tpayExamples.map((example) => [example.name, example] as const))('%s', async (_name, example) => {
    const { method, form, body } = example.request;
    const path = example.request.path.replace('{id}', transactionId);
    const headers: Record<string, string> = form
      ? { 'Content-Type': 'application/x-www-form-urlencoded' }
      : {
          Authorization: `Bearer ${bearer}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        };
    const response = await fetch(`${sandbox.apiUrl}${path}`, {
      method,
      headers: { Accept: 'application/json', ...headers },
      ...(form ? { body: new URLSearchParams(form).toString() } : {}),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer = (await response.json()) as Record<string, unknown>;
    expect(response.status).toBe(example.response.status);
    expect(tpaySchemaErrors(example.response.shape, answer)).toEqual([]);
    expect(answer).toMatchObject(example.response.facts as object);
    if (example.endpoint === 'token' && response.ok) bearer = String(answer.access_token);
    if (example.endpoint === 'create' && response.ok) transactionId = String(answer.transactionId);
  });
});

describe('tpaySchemaErrors', () => {
  it('names a token of another type and a transaction whose payer lacks the e-mail', () => {
    const token = tpayExamples[0]?.response.body as object;
    expect(tpaySchemaErrors('token', { ...token, token_type: 'bearer' })).toEqual([
      '/token_type must be equal to constant',
    ]);
    const created = tpayExamples.find((e) => e.endpoint === 'create')?.response.body as {
      payer: Record<string, unknown>;
    };
    const { email: _email, ...payer } = created.payer;
    expect(tpaySchemaErrors('transaction', { ...created, payer })).toEqual([
      "/payer must have required property 'email'",
    ]);
  });
});
