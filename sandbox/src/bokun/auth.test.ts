import request from 'supertest';
import { createSandboxApp } from '../app';
import { bokunHeaders, signedBokun } from '../testing/signedBokun';
import { expectedSignature } from './auth';
import { OLD_TOWN_ENG_ID } from './catalog';

const now = new Date('2026-03-10T09:00:00Z');
const clock = () => now;
const path = `/activity.json/${OLD_TOWN_ENG_ID}?lang=EN&currency=PLN`;

describe('Bokun request signature', () => {
  it('matches the worked example of the Bokun docs (HMAC-SHA1, Base64 of the raw digest)', () => {
    expect(
      expectedSignature(
        '23e2c7da7f7048e5b46f96bc91324800',
        '2013-11-09 14:33:46',
        'de235a6a15c340b6b1e1cb5f3687d04a',
        'POST',
        '/activity.json/search?lang=EN&currency=ISK',
      ),
    ).toBe('XrOiTYa9Y34zscnLCsAEh8ieoyo=');
  });

  it('accepts a request signed with the demo key pair', async () => {
    const { app } = createSandboxApp({ clock });
    const res = await signedBokun(app, clock).get(path);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(OLD_TOWN_ENG_ID);
  });

  it('refuses a request without the X-Bokun headers with 401 and a message', async () => {
    const { app } = createSandboxApp({ clock });
    const res = await request(app.callback()).get(path);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: expect.stringContaining('X-Bokun-Signature') });
  });

  it('refuses a signature made with the wrong secret key', async () => {
    const { app } = createSandboxApp({ clock });
    const res = await signedBokun(app, clock, { accessKey: 'demo-access-key', secretKey: 'wrong' }).get(path);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Invalid signature' });
  });

  it('refuses an access key it does not know', async () => {
    const { app } = createSandboxApp({ clock });
    const res = await signedBokun(app, clock, { accessKey: 'nobody', secretKey: 'demo-secret-key' }).get(
      path,
    );
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unknown access key' });
  });

  it('refuses a signature over a different query string than the one sent', async () => {
    const { app } = createSandboxApp({ clock });
    const headers = bokunHeaders('GET', `/activity.json/${OLD_TOWN_ENG_ID}?currency=PLN&lang=EN`, now);
    const res = await request(app.callback()).get(path).set(headers);
    expect(res.status).toBe(401);
  });

  it('refuses a date further than 15 minutes from the server clock', async () => {
    const { app } = createSandboxApp({ clock });
    const res = await request(app.callback())
      .get(path)
      .set(bokunHeaders('GET', path, new Date(now.getTime() - 16 * 60_000)));
    expect(res.status).toBe(401);
    expect(res.body.message).toMatch(/server time/);
  });

  it('accepts any key pair passed as bokunKeys', async () => {
    const key = { accessKey: 'other-access', secretKey: 'other-secret' };
    const { app } = createSandboxApp({ clock, bokunKeys: [key] });
    expect((await signedBokun(app, clock, key).get(path)).status).toBe(200);
    expect((await signedBokun(app, clock).get(path)).status).toBe(401);
  });

  it('records refused calls too', async () => {
    const { app, state } = createSandboxApp({ clock });
    await request(app.callback()).get(path);
    expect(state.bokun.callCount({ method: 'GET', path: `/activity.json/${OLD_TOWN_ENG_ID}` })).toBe(1);
  });
});
