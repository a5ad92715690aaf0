import request from 'supertest';
import { createSandboxApp } from '../app';
import { signedBokun } from '../testing/signedBokun';
import { FaultSwitches } from './faultSwitches';

const now = new Date('2026-03-10T09:00:00Z');
const clock = () => now;

describe('/__sandbox/faults', () => {
  it('refuses a spec it cannot apply with 400 and a message', async () => {
    const { app } = createSandboxApp({ clock });
    for (const body of [
      { provider: 'paypal', kind: 'error' },
      { provider: 'tpay', kind: 'explode' },
      { provider: 'bokun', kind: 'drop' },
      { provider: 'tpay', kind: 'error', status: 200 },
      { provider: 'tpay', kind: 'error', route: '(' },
      { provider: 'tpay', kind: 'latency', delayMs: -5 },
    ]) {
      const res = await request(app.callback()).post('/__sandbox/faults').send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: expect.any(String) });
    }
  });

  it('fails the next matching Bokun call in Bokun’s shape with Retry-After, then serves normally', async () => {
    const { app } = createSandboxApp({ clock });
    const set = await request(app.callback()).post('/__sandbox/faults').send({
      provider: 'bokun',
      kind: 'error',
      status: 429,
      retryAfterSeconds: 3,
      route: '^/activity\\.json/1001$',
    });
    expect(set.status).toBe(201);
    expect((await request(app.callback()).get('/__sandbox/faults')).body.faults).toHaveLength(1);
    const limited = await signedBokun(app, clock).get('/activity.json/1001');
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('3');
    expect(limited.body).toEqual({ message: 'Injected failure 429' });
    expect((await signedBokun(app, clock).get('/activity.json/1001')).status).toBe(200);
    expect((await request(app.callback()).get('/__sandbox/faults')).body.faults).toEqual([]);
  });

  it('fails Tpay API calls in Tpay’s error shape but leaves the hosted pages alone; DELETE clears', async () => {
    const { app } = createSandboxApp({ clock });
    await request(app.callback())
      .post('/__sandbox/faults')
      .send({ provider: 'tpay', kind: 'error', status: 500, durationMs: 60_000 });
    const api = await request(app.callback()).get('/tpay/transactions/ta_x');
    expect(api.status).toBe(500);
    expect(api.body).toMatchObject({ result: 'failed', errors: [{ errorCode: 'injected_failure' }] });
    expect((await request(app.callback()).get('/tpay/secure?title=TR-X')).status).toBe(404);
    expect((await request(app.callback()).delete('/__sandbox/faults')).status).toBe(204);
    expect((await request(app.callback()).get('/tpay/transactions/ta_x')).status).toBe(401);
  });
});

describe('FaultSwitches', () => {
  it('counts uses, ends a timed fault at its time, and keeps webhook faults off API calls', () => {
    let wall = 1_000;
    const switches = new FaultSwitches(() => wall);
    switches.add({ provider: 'stripe', kind: 'drop', route: 'completed' });
    switches.add({ provider: 'tpay', kind: 'latency', delayMs: 10, durationMs: 500 });
    expect(switches.takeForCall('stripe', 'POST', '/v1/checkout/sessions')).toBeUndefined();
    expect(switches.takeForWebhook('stripe', 'checkout.session.expired')).toBeUndefined();
    expect(switches.takeForWebhook('stripe', 'checkout.session.completed')?.kind).toBe('drop');
    expect(switches.takeForWebhook('stripe', 'checkout.session.completed')).toBeUndefined();
    expect(switches.takeForCall('tpay', 'GET', '/transactions')?.kind).toBe('latency');
    expect(switches.takeForCall('tpay', 'GET', '/transactions')?.kind).toBe('latency');
    wall += 500;
    expect(switches.takeForCall('tpay', 'GET', '/transactions')).toBeUndefined();
  });
});
