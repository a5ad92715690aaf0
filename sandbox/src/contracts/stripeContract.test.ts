import { startStripeSandbox, startWebhookReceiver } from '../stripe/testing';
import { parseStripeForm } from '../stripe/formBody';
import { parseSessionInput } from '../stripe/validateSession';
import { createSessionForm, stripeExamples } from './stripeExamples';
import { stripeSchemaErrors } from './stripeValidator';

type Sandbox = Awaited<ReturnType<typeof startStripeSandbox>>;
let sandbox: Sandbox;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  receiver = await startWebhookReceiver([200]);
  sandbox = await startStripeSandbox({
    webhookUrl: `${receiver.url}/hook`,
    schedule: (run) => setImmediate(run),
  });
});
afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});

describe('Stripe simulator against the recorded examples', () => {
  let sessionId = '';

  it.each(stripeExamples.map((example) => [example.name, example] as const))('%s', async (_name, example) => {
    const { method, path, form, authorization } = example.request;
    const response = await fetch(`${sandbox.apiUrl}${path.replace('{session}', sessionId)}`, {
      method,
      headers: {
        Authorization: authorization ?? 'Bearer sk_test_demo',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      ...(form ? { body: new URLSearchParams(form).toString() } : {}),
    });
    const body = (await response.json()) as Record<string, unknown>;
    expect(response.status).toBe(example.response.status);
    expect(stripeSchemaErrors(example.response.schema, body)).toEqual([]);
    expect(body).toMatchObject(example.response.body);
    if (path === '/v1/checkout/sessions' && response.status === 200 && !sessionId)
      sessionId = String(body.id);
  });
});

describe('Stripe simulator events against the published event schema', () => {
  it('sends completed, async_payment_succeeded, async_payment_failed and expired events that conform', async () => {
    const create = () => {
      const form = parseStripeForm(new URLSearchParams(createSessionForm).toString()) ?? {};
      return sandbox.state.create(parseSessionInput(form, Math.floor(Date.now() / 1000)));
    };
    const paid = create();
    sandbox.state.complete(paid);
    const succeeded = create();
    sandbox.state.completeDelayed(succeeded);
    sandbox.state.settleDelayed(succeeded, 'succeeded');
    const failed = create();
    sandbox.state.completeDelayed(failed);
    sandbox.state.settleDelayed(failed, 'failed');
    sandbox.state.expire(create().id);
    await sandbox.state.webhooksSettled();
    const events = receiver.received.map((r) => JSON.parse(r.body) as { type: string });
    expect(new Set(events.map((e) => e.type))).toEqual(
      new Set([
        'checkout.session.completed',
        'checkout.session.async_payment_succeeded',
        'checkout.session.async_payment_failed',
        'checkout.session.expired',
      ]),
    );
    for (const event of events) expect(stripeSchemaErrors('event', event)).toEqual([]);
  });
});

describe('stripeSchemaErrors', () => {
  it('names what a session without the always-present fields lacks, and a made-up error type', () => {
    expect(stripeSchemaErrors('checkout.session', { id: 'cs_test_1', object: 'checkout.session' })).toContain(
      "/ must have required property 'automatic_tax'",
    );
    expect(stripeSchemaErrors('error', { error: { type: 'authentication_error' } })).not.toEqual([]);
  });
});
