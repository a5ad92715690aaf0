import { gzipSync } from 'node:zlib';
import { errorResponseSchema } from '@booking/shared-contracts';
import { stripeBody, tpayBody, usePaymentHarness } from '../../test/paymentHarness';
import { describeEngines } from '../testing/engines';

describeEngines('hostile input', (engine) => {
  const h = usePaymentHarness(engine);

  async function send(path: string, body: string | Buffer, headers: Record<string, string> = {}) {
    const response = await fetch(`${h.bffUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
    const answer = (await response.json()) as { error: { code: string } };
    expect(errorResponseSchema.isValidSync(answer, { strict: true })).toBe(true);
    return { status: response.status, body: answer };
  }

  describe('finding 7: hostile input is a 4xx with the one error body, never a 5xx', () => {
    it.each(['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__'])(
      'refuses a body key named %s on any route',
      async (key) => {
        const text = `{"configId":"demo",${JSON.stringify(key)}:{"a":1}}`;
        for (const path of ['/api/tpay/payment-methods', '/api/booking-cleanup', '/api/bokun/reserve']) {
          const res = await send(path, text);
          expect(res.status).toBe(400);
          expect(res.body.error.code).toBe('invalid_request');
        }
      },
    );

    it('refuses an array or object where a trimmed string is expected', async () => {
      const { code, total } = await h.reserve();
      const tpay = tpayBody(code, total, { groupId: 108 });
      const cases: Array<[string, unknown]> = [
        ['/api/tpay/create-transaction', { ...tpay, description: ['x'] }],
        [
          '/api/stripe/create-transaction',
          { ...stripeBody(code, total), payer: { email: 'a@b.pl', name: { a: 1 } } },
        ],
        ['/api/booking-cleanup', { confirmationCode: code, configId: 'demo', reason: ['x'] }],
      ];
      for (const [path, body] of cases) {
        const res = await send(path, JSON.stringify(body));
        expect(res.status).toBe(400);
        expect(res.body.error.code).toBe('invalid_request');
      }
    });

    it('refuses NUL and other control characters before they reach the database', async () => {
      const { code, total } = await h.reserve();
      const cases: Array<[string, unknown]> = [
        [
          '/api/tpay/create-transaction',
          { ...tpayBody(code, total, { groupId: 108 }), hiddenDescription: `${code}\u0000` },
        ],
        ['/api/tpay/ta_bKvkJX9Knk9Ol4od/cancel', { configId: 'demo', transactionTitle: 'TR-\u0000' }],
        ['/api/tpay/payment-methods', { configId: 'demo', note: 'bell\u0007' }],
      ];
      for (const [path, body] of cases) expect((await send(path, JSON.stringify(body))).status).toBe(400);
    });

    it('refuses a Tpay notification whose tr_id or tr_crc carries NUL, so the provider stops retrying it', async () => {
      for (const field of ['tr_id', 'tr_crc']) {
        const form = new URLSearchParams({ id: '1010', tr_id: 'TR-1', tr_crc: 'X', [field]: 'TR-\u0000' });
        const res = await send('/api/webhooks/tpay', form.toString(), {
          'content-type': 'application/x-www-form-urlencoded',
        });
        expect(res.status).toBe(400);
      }
    });

    it('refuses JSON nested 3,000 levels deep with 400', async () => {
      const deep = `{"configId":"demo","x":${'['.repeat(3_000)}${']'.repeat(3_000)}}`;
      const res = await send('/api/tpay/payment-methods', deep);
      expect(res.status).toBe(400);
    });

    it('refuses Content-Encoding gzip, gzip bytes or not, with 415', async () => {
      const fake = await send('/api/tpay/payment-methods', '{"configId":"demo"}', {
        'content-encoding': 'gzip',
      });
      expect(fake.status).toBe(415);
      const real = await send('/api/tpay/payment-methods', gzipSync('{"configId":"demo"}'), {
        'content-encoding': 'gzip',
      });
      expect(real.status).toBe(415);
    });
  });
});
