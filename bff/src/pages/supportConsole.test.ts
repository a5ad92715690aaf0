import request from 'supertest';
import { createApp } from '../app';
import { testDeps, testEnv } from '../testing/testDeps';

const appWith = (vars: Record<string, string>) => createApp(testDeps(testEnv(vars))).callback();

describe('support console', () => {
  it('says support is not switched on when SUPPORT_TOKEN is unset, instead of a sign-in failing "No route"', async () => {
    const res = await request(appWith({})).get('/support').expect(200);
    expect(res.text).toContain('Support is not switched on on this server');
    expect(res.text).not.toContain('id="token-form"');
    expect(res.text).not.toContain('console.js');
  });

  it('offers the sign-in and its script when support is on', async () => {
    const res = await request(appWith({ SUPPORT_TOKEN: 'support-token-for-tests-0123456789' }))
      .get('/support')
      .expect(200);
    expect(res.text).toContain('id="token-form"');
    expect(res.text).toContain('<script src="/support/console.js" defer></script>');
    expect(res.text).not.toContain('id="support-off"');
  });

  it('turns the API\'s "No route" 404 into the same sentence in its script', async () => {
    const res = await request(appWith({})).get('/support/console.js').expect(200);
    expect(res.text).toContain('Support is not switched on on this server');
  });
});
