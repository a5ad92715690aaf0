import { PLACEHOLDER_EMAIL, tpayCreateTransaction, toMinorUnits } from '@booking/shared-contracts';
import {
  TPAY_EXAMPLE_CLIENT,
  TPAY_EXAMPLE_TOKEN,
  tpayExamples,
  type TpayExample,
} from '@booking/sandbox/contracts';
import type { TransactionRequest } from '../paymentGateway';
import { createTokenSource } from './auth';
import { createTpayClient, type TpayClient } from './client';
import { createTpayGateway, type TpayGateway } from './gateway';
import { ProviderError } from '../providerError';

const API_URL = 'https://openapi.tpay.example';
const clock = { now: () => new Date('2026-06-10T09:00:00Z') };
const tokenExample = tpayExamples[0] as TpayExample;

interface SentRequest {
  method: string;
  path: string;
  headers: Headers;
  body: string | undefined;
}

/** A fetch that records every request and answers the token grant and then the example's recorded answer. */
function replaying(example: TpayExample) {
  const sent: SentRequest[] = [];
  const fetchRecorded: typeof fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const path = `${url.pathname}${url.search}`;
    sent.push({
      method: init?.method ?? 'GET',
      path,
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? init.body : undefined,
    });
    const { status, body } =
      path === '/oauth/auth' && example.endpoint !== 'token' ? tokenExample.response : example.response;
    return Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
    );
  };
  const options = { apiUrl: API_URL, ...TPAY_EXAMPLE_CLIENT, fetch: fetchRecorded, clock };
  const client = createTpayClient(options);
  const gateway = createTpayGateway(
    'demo',
    () => ({
      config: {
        configId: 'demo',
        apiUrl: API_URL,
        ...TPAY_EXAMPLE_CLIENT,
        securityCode: 'x',
        jwsX5uPrefix: API_URL,
      },
      client,
      verifyJws: undefined,
    }),
    { warn: () => undefined },
  );
  return { client, gateway, sent, fetch: fetchRecorded };
}

type Body = Record<string, unknown>;

/** The gateway's request for a create body: the payer without an e-mail when the body carries the placeholder. */
function transactionRequestOf(body: Body): TransactionRequest {
  const payer = body.payer as { email?: string; name: string; phone?: string };
  const callbacks = body.callbacks as {
    payerUrls: { success: string; error: string };
    notification: { url: string };
  };
  const pay = body.pay as { groupId: number; blikPaymentData?: { blikToken: string } };
  return {
    paymentId: '41',
    configId: 'demo',
    reservationCode: String(body.hiddenDescription),
    sessionId: 'widget_1780000000000_qwertyuiop',
    idempotencyKey: 'key',
    amount: toMinorUnits(Number(body.amount), 'PLN'),
    currency: String(body.currency),
    description: String(body.description),
    payer: payer.email === PLACEHOLDER_EMAIL ? { name: payer.name, phone: payer.phone } : payer,
    payerUrls: callbacks.payerUrls,
    notificationUrl: callbacks.notification.url,
    choice: pay.blikPaymentData ? { blikCode: pay.blikPaymentData.blikToken } : { groupId: pay.groupId },
  };
}

/** The client or gateway call that makes the example's request. */
function callFor(
  example: TpayExample,
  parts: { client: TpayClient; gateway: TpayGateway; fetch: typeof fetch },
  id: string,
): Promise<unknown> {
  const { client, gateway } = parts;
  const body = (example.request.body ?? {}) as Body;
  const pathId = example.request.path.includes('{id}')
    ? id
    : (/\/transactions\/([^/?]+)/.exec(example.request.path)?.[1] ?? '');
  switch (example.endpoint) {
    case 'token': {
      const form = example.request.form ?? {};
      return createTokenSource({
        apiUrl: API_URL,
        clientId: form.client_id ?? '',
        clientSecret: form.client_secret ?? '',
        fetch: parts.fetch,
        timeoutMs: 1_000,
        clock,
      }).token();
    }
    case 'create':
      return gateway.createTransaction(transactionRequestOf(body));
    case 'get':
      return gateway.transactionStatus(pathId);
    case 'pay':
      return client.pay(pathId, { blikCode: String((body.blikPaymentData as Body).blikToken) });
    case 'cancel':
      return client.cancelTransaction(pathId);
    case 'channels':
      return gateway.paymentMethods();
    case 'bankGroups':
      return client.bankGroups({ onlyOnline: true });
  }
}

/** What the BFF makes of each successful answer. */
function expectUnderstood(example: TpayExample, result: unknown): void {
  const answer = example.response.body as Body;
  switch (example.endpoint) {
    case 'token':
      expect(result).toBe(answer.access_token);
      break;
    case 'create': {
      const created = result as { providerTransactionId: string; answer: unknown; refusals: string[] };
      expect(created.providerTransactionId).toBe(answer.transactionId);
      expect(tpayCreateTransaction.response.validateSync(created.answer)).toMatchObject({
        transactionId: answer.transactionId,
        amount: answer.amount,
      });
      const errors = ((answer.payments as Body).errors ?? []) as { errorCode: string }[];
      expect(created.refusals).toEqual(errors.map((e) => e.errorCode));
      break;
    }
    case 'get': {
      // A pending transaction whose latest BLIK attempt failed is a failed payment: 104 a code never confirmed.
      const attempts = ((answer.payments as Body).attempts ?? []) as { paymentErrorCode: string }[];
      const failed = attempts.at(-1)?.paymentErrorCode;
      expect(result).toMatchObject({
        status: failed ? 'error' : 'pending',
        details: {
          tpayStatus: answer.status,
          ...(failed ? { reason: failed === '104' ? 'blik_unconfirmed' : 'blik_refused' } : {}),
        },
      });
      break;
    }
    case 'pay':
      expect(result).toMatchObject({ result: 'success' });
      break;
    case 'cancel':
      expect(result).toBeUndefined();
      break;
    case 'channels':
      // A blocked channel is not offered.
      expect((result as { groupId: number }[]).map((m) => m.groupId)).toEqual([150]);
      break;
    case 'bankGroups':
      expect((result as { id: number }[]).map((g) => g.id).sort()).toEqual([108, 150]);
      break;
  }
}

/** The examples the client makes, each with the transaction id `{id}` stands for at that point. */
function clientExamples(): [string, TpayExample, string][] {
  let id = '';
  return tpayExamples.flatMap((example): [string, TpayExample, string][] => {
    const here = id;
    const created = example.response.body as { transactionId?: string };
    if (example.endpoint === 'create' && example.response.status === 200) id = created.transactionId ?? '';
    return example.request.simulatorOnly ? [] : [[example.name, example, here]];
  });
}

describe("the BFF's Tpay client against the recorded Tpay examples", () => {
  it.each(clientExamples())('%s', async (_name, example, id) => {
    const parts = replaying(example);
    const outcome = await callFor(example, parts, id).then(
      (result) => ({ result }),
      (error: unknown) => ({ error }),
    );

    const request = parts.sent.at(-1) as SentRequest;
    expect(parts.sent).toHaveLength(example.endpoint === 'token' ? 1 : 2);
    expect({ method: request.method, path: request.path }).toEqual({
      method: example.request.method,
      path: example.request.path.replace('{id}', id),
    });
    if (example.request.form) {
      expect(request.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
      expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual(example.request.form);
    } else {
      expect(parts.sent[0]?.path).toBe('/oauth/auth');
      expect(request.headers.get('Authorization')).toBe(`Bearer ${TPAY_EXAMPLE_TOKEN}`);
      expect(request.headers.get('Content-Type')).toBe(
        example.request.body === undefined ? null : 'application/json',
      );
      expect(request.body === undefined ? undefined : JSON.parse(request.body)).toEqual(example.request.body);
    }

    const { status, body } = example.response;
    if (status < 300) {
      expect(outcome).not.toHaveProperty('error');
      expectUnderstood(example, (outcome as { result: unknown }).result);
    } else {
      const { error } = outcome as { error: ProviderError };
      expect(error).toBeInstanceOf(ProviderError);
      expect({ status: error.status, codes: (error.errors ?? []).map((e) => e.errorCode) }).toEqual({
        status,
        codes: (body as { errors: { errorCode: string }[] }).errors.map((e) => e.errorCode),
      });
    }
  });
});
