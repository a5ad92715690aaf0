import { paymentInitiate } from '@booking/shared-contracts';
import { stripeBody, tpayBody, usePaymentHarness, type Reserved } from '../../test/paymentHarness';
import { describeEngines } from '../testing/engines';
import type { JsonAnswer } from '../../test/bokunHarness';

// Replays issue #23 part 4: codes are sequential, so an answer that differs between a code nobody holds
// and a held code asked for without its token tells a guesser which codes exist, and an amount checked
// before the token lets a binary search find a hold's exact total.
describeEngines('nothing answers differently for what exists', (engine) => {
  const h = usePaymentHarness(engine);
  const WRONG_TOKEN = 'A'.repeat(43);
  const UNKNOWN = 'DEMO-1';

  /** An answer with the asked-for code or id written as a placeholder: it may echo what was asked, no more. */
  const asked = (answer: JsonAnswer, ...refs: string[]) => ({
    status: answer.status,
    body: JSON.parse(
      refs.reduce((text, ref) => text.split(ref).join('<asked>'), JSON.stringify(answer.body)),
    ) as unknown,
  });

  /** The same request for a code nobody holds and for a held code with `token` (none or another one). */
  async function bothWays(
    held: Reserved,
    token: string | undefined,
    send: (code: string, holdToken: string | undefined) => Promise<JsonAnswer>,
  ) {
    const unknown = asked(await send(UNKNOWN, token), UNKNOWN);
    return [unknown, asked(await send(held.code, token), held.code)] as const;
  }

  const tokens = [undefined, WRONG_TOKEN];
  const withToken = (holdToken: string | undefined) => (holdToken === undefined ? {} : { holdToken });

  it('remove-reservation and booking-cleanup: an unknown code and a held one without its token alike', async () => {
    const held = await h.reserve();
    for (const token of tokens) {
      const [unknown, known] = await bothWays(held, token, (code, holdToken) =>
        h.post(`/api/bokun/remove-reservation/${code}`, { configId: 'demo', ...withToken(holdToken) }),
      );
      expect(known).toEqual(unknown);
      expect(known).toMatchObject({ status: 404, body: { error: { code: 'reservation_not_found' } } });
      const [unknownCleanup, knownCleanup] = await bothWays(held, token, (code, holdToken) =>
        h.post('/api/booking-cleanup', {
          confirmationCode: code,
          configId: 'demo',
          reason: 'payment_creation_failed',
          ...withToken(holdToken),
        }),
      );
      expect(knownCleanup).toEqual(unknownCleanup);
      expect(knownCleanup.status).toBe(404);
    }
    expect(h.sandbox.state.bokun.reservation(held.code)?.status).toBe('RESERVED');
  });

  it('the tokenless confirm: an unpaid hold answers like an unknown code', async () => {
    const held = await h.reserve();
    const [unknown, known] = await bothWays(held, undefined, (code) =>
      h.post(`/api/bokun/confirm-reservation/${code}`, { configId: 'demo' }),
    );
    expect(known).toEqual(unknown);
    expect(known.status).toBe(404);
  });

  it('create-transaction (Tpay and Stripe): the token is checked before the amount, and answered like an unknown code', async () => {
    const held = await h.reserve();
    const bodies = {
      tpay: (code: string, amount: number) => tpayBody(code, amount, { groupId: 108 }),
      stripe: (code: string, amount: number) => stripeBody(code, amount),
    };
    for (const [provider, build] of Object.entries(bodies)) {
      const path = `/api/${provider}/create-transaction`;
      for (const token of tokens) {
        // The right amount, then a wrong one: the answer is the token's either way, never the amount's.
        for (const amount of [held.total, held.total + 1]) {
          const [unknown, known] = await bothWays(held, token, (code, holdToken) => {
            const { holdToken: ignored, ...body } = build(code, amount) as { holdToken?: string };
            void ignored;
            return h.post(path, { ...body, ...withToken(holdToken) });
          });
          expect(known).toEqual(unknown);
          expect(known).toMatchObject({
            status: 400,
            body: { error: { code: 'payment_without_reservation' } },
          });
        }
      }
    }
    expect(await h.store.payments.findByReservation('demo', held.code)).toEqual([]);
  });

  it('Tpay cancel: a transaction of a held code without its token answers like one never created', async () => {
    const held = await h.reserve();
    const created = await h.post(
      '/api/tpay/create-transaction',
      tpayBody(held.code, held.total, { groupId: 108 }),
    );
    const transactionId = created.body.transactionId as string;
    for (const token of tokens) {
      const unknown = asked(
        await h.post('/api/tpay/ta_unknown/cancel', { configId: 'demo', ...withToken(token) }),
        'ta_unknown',
      );
      const known = asked(
        await h.post(`/api/tpay/${transactionId}/cancel`, { configId: 'demo', ...withToken(token) }),
        transactionId,
      );
      expect(known).toEqual(unknown);
      expect(known).toMatchObject({ status: 404, body: { error: { code: 'payment_not_found' } } });
    }
    expect(h.sandbox.state.tpay.find(transactionId)?.status).toBe('pending');
  });

  it('payment-initiate: an unknown code and a held one without its token alike', async () => {
    const held = await h.reserve();
    const example = paymentInitiate.examples.valid.body as typeof paymentInitiate.body.__outputType;
    for (const token of tokens) {
      const [unknown, known] = await bothWays(held, token, (code, holdToken) => {
        const { holdToken: ignored, ...body } = { ...example, bokunReservationId: code };
        void ignored;
        return h.post('/payment-initiate', { ...body, ...withToken(holdToken) });
      });
      expect(known).toEqual(unknown);
      expect(known).toMatchObject({ status: 404, body: { error: { code: 'reservation_not_found' } } });
    }
  });
});
