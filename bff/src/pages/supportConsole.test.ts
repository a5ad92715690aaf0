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

  const on = () => appWith({ SUPPORT_TOKEN: 'support-token-for-tests-0123456789' });

  it('puts all of the page in landmarks, with a nav to the Bookings and Insights views', async () => {
    const res = await request(on()).get('/support').expect(200);
    const body = res.text.slice(res.text.indexOf('<body>') + 6, res.text.indexOf('</body>'));
    const outside = body
      .replace(/<header>[\s\S]*?<\/header>/, '')
      .replace(/<main>[\s\S]*?<\/main>/, '')
      .replace(/<script[^>]*><\/script>/g, '')
      .trim();
    expect(outside).toBe('');
    expect(res.text).toMatch(/<main>[\s\S]*id="token-form"[\s\S]*<\/main>/);
    expect(res.text).toContain('<a href="#insights" id="view-insights">Insights</a>');
    // chartist is not part of the page: the Insights view adds it when opened.
    expect(res.text).not.toContain('chartist');
  });

  it('serves the Insights script and chartist as same-origin files of their type', async () => {
    const app = on();
    const script = await request(app).get('/support/insights.js').expect(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.text).toContain('window.SupportInsights =');
    const chartist = await request(app).get('/support/vendor/chartist.js').expect(200);
    expect(chartist.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(chartist.text).toContain('Chartist');
    expect(chartist.text).not.toContain('sourceMappingURL');
    const css = await request(app).get('/support/vendor/chartist.css').expect(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.text).toContain('.ct-chart');
    await request(app).get('/support/vendor/chartist.js.map').expect(404);
  });
});
