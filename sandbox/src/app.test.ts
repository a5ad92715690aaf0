import request from 'supertest';
import { createSandboxApp } from './app';
import { OLD_TOWN_ENG_ID } from './bokun/catalog';
import { DEMO_STRIPE_SECRET_KEY } from './stripe';
import { demoSessionForm } from './stripe/testing';
import { bokunHeaders, signedBokun } from './testing/signedBokun';

const now = new Date('2026-03-10T09:00:00Z');
const clock = () => now;

describe('sandbox app', () => {
  it('answers a malformed JSON body with 400 in Bokun’s error shape, not a crash', async () => {
    const { app } = createSandboxApp({ clock });
    const path = '/checkout.json/submit';
    const res = await request(app.callback())
      .post(path)
      .set(bokunHeaders('POST', path, now))
      .set('Content-Type', 'application/json')
      .send('{"broken":');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: expect.any(String) });
  });

  it('hosted payment pages refuse to be framed (X-Frame-Options DENY, frame-ancestors none), as real ones do', async () => {
    const { app } = createSandboxApp({ clock });
    for (const path of ['/tpay/secure?title=TR-UNKNOWN', '/stripe/checkout/cs_test_unknown']) {
      const res = await request(app.callback()).get(path);
      expect(res.type).toBe('text/html');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-security-policy']).toBe("frame-ancestors 'none'");
    }
  });

  it('answers the readiness probe without a signature', async () => {
    const { app } = createSandboxApp({ clock });
    const res = await request(app.callback()).get('/__sandbox/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
  });

  it('answers an unknown Bokun endpoint with 404 and a message', async () => {
    const { app } = createSandboxApp({ clock });
    const res = await signedBokun(app, clock).get('/activity.json/search/unknown/deep');
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/No such endpoint/);
  });

  it('serves injected failures the given number of times, then recovers', async () => {
    const { app, state } = createSandboxApp({ clock });
    state.bokun.failNext({ method: 'GET', path: '/activity.json/1001' }, 503, 2);
    const bokun = signedBokun(app, clock);
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await bokun.get('/activity.json/1001?lang=EN')).status);
    expect(statuses).toEqual([503, 503, 200]);
    expect(state.bokun.callCount({ path: '/activity.json/1001' })).toBe(3);
  });

  it('delays injected slow calls', async () => {
    const { app, state } = createSandboxApp({ clock });
    state.bokun.delayNext({ path: /^\/activity\.json\/\d+$/ }, 150);
    const started = Date.now();
    const res = await signedBokun(app, clock).get('/activity.json/1001?lang=EN');
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it("runs Bokun's catalogue on its own clock while Stripe keeps the callers' clock", async () => {
    // 20:00 in Warsaw for Bokun, 10:00 for its callers: the evening a test replays in the morning.
    const evening = new Date('2026-03-10T19:00:00Z');
    const { app } = createSandboxApp({ clock, bokunClock: () => evening, bokunMaxClockSkewMs: null });
    const today = await signedBokun(app, clock).get(
      `/activity.json/${OLD_TOWN_ENG_ID}/availabilities?start=2026-03-10&end=2026-03-10&currency=PLN&lang=EN`,
    );
    expect(today.body).toEqual([]);
    // 31 minutes from the callers' now: refused if Stripe measured it by Bokun's evening.
    const expiresAt = String(Math.floor(now.getTime() / 1000) + 31 * 60);
    const session = await request(app.callback())
      .post('/stripe/v1/checkout/sessions')
      .set('Authorization', `Bearer ${DEMO_STRIPE_SECRET_KEY}`)
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send(demoSessionForm({ expires_at: expiresAt }));
    expect(session.status).toBe(200);
    expect(session.body.expires_at).toBe(Number(expiresAt));
  });
});
