import { demoSessionForm, startStripeSandbox, startWebhookReceiver, stripeCall } from './testing';

type Sandbox = Awaited<ReturnType<typeof startStripeSandbox>>;
let sandbox: Sandbox;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeEach(async () => {
  receiver = await startWebhookReceiver([200]);
  sandbox = await startStripeSandbox({
    webhookUrl: `${receiver.url}/api/webhooks/stripe`,
    schedule: (run) => setImmediate(run),
  });
});
afterEach(async () => {
  await sandbox.close();
  await receiver.close();
});

async function payByDebit() {
  const { body } = await stripeCall(sandbox.apiUrl, 'POST', '/v1/checkout/sessions', demoSessionForm());
  const id = String(body.id);
  const paid = await fetch(`${sandbox.apiUrl}/checkout/${id}/pay-delayed`, {
    method: 'POST',
    redirect: 'manual',
  });
  return { id, paid };
}

const eventsSent = async () => {
  await sandbox.state.webhooksSettled();
  return receiver.received.map(
    (r) =>
      JSON.parse(r.body) as { type: string; data: { object: { payment_status: string; status: string } } },
  );
};

describe('Stripe delayed payments', () => {
  it('completes the session unpaid and says so in checkout.session.completed', async () => {
    const { id, paid } = await payByDebit();
    expect(paid.headers.get('location')).toBe(`https://shop.example/ok?session_id=${id}`);
    const session = await stripeCall(sandbox.apiUrl, 'GET', `/v1/checkout/sessions/${id}`);
    expect(session.body).toMatchObject({ status: 'complete', payment_status: 'unpaid', url: null });
    expect(session.body.payment_intent).toMatch(/^pi_/);
    expect(await eventsSent()).toMatchObject([
      {
        type: 'checkout.session.completed',
        data: { object: { status: 'complete', payment_status: 'unpaid' } },
      },
    ]);
  });

  it('settles as succeeded: checkout.session.async_payment_succeeded and the session is paid', async () => {
    const { id } = await payByDebit();
    const settled = await fetch(`${sandbox.apiUrl}/checkout/${id}/settle/succeeded`, { method: 'POST' });
    expect(settled.status).toBe(200);
    expect((await stripeCall(sandbox.apiUrl, 'GET', `/v1/checkout/sessions/${id}`)).body.payment_status).toBe(
      'paid',
    );
    expect((await eventsSent()).map((e) => e.type)).toEqual([
      'checkout.session.completed',
      'checkout.session.async_payment_succeeded',
    ]);
  });

  it('settles as failed: checkout.session.async_payment_failed and the session stays complete and unpaid', async () => {
    const { id } = await payByDebit();
    await fetch(`${sandbox.apiUrl}/checkout/${id}/settle/failed`, { method: 'POST' });
    const events = await eventsSent();
    expect(events.at(-1)).toMatchObject({
      type: 'checkout.session.async_payment_failed',
      data: { object: { status: 'complete', payment_status: 'unpaid' } },
    });
  });

  it('settles only a debit still processing: a second settle and a card payment are refused with 409', async () => {
    const { id } = await payByDebit();
    await fetch(`${sandbox.apiUrl}/checkout/${id}/settle/succeeded`, { method: 'POST' });
    expect((await fetch(`${sandbox.apiUrl}/checkout/${id}/settle/failed`, { method: 'POST' })).status).toBe(
      409,
    );
    const card = await stripeCall(sandbox.apiUrl, 'POST', '/v1/checkout/sessions', demoSessionForm());
    await fetch(`${sandbox.apiUrl}/checkout/${String(card.body.id)}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    const settle = await fetch(`${sandbox.apiUrl}/checkout/${String(card.body.id)}/settle/succeeded`, {
      method: 'POST',
    });
    expect(settle.status).toBe(409);
  });
});
