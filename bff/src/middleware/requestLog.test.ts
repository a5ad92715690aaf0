import request from 'supertest';
import { createApp } from '../app';
import { captureLogs, testDeps, testEnv } from '../testing/testDeps';
import { loggedPath, REDACTED } from './requestLog';

describe('requestLog', () => {
  it("never writes a visitor's e-mail from the newsletter check into the access log", async () => {
    const { logger, logs } = captureLogs('info');
    const app = createApp(testDeps(testEnv(), { logger })).callback();
    const paths = [
      '/api/google/check-email-for-newsletter/ewa.nowak%40example.com?configId=demo',
      '/api/google/check-email-for-newsletter/ewa.nowak@example.com?configId=demo',
      '/API/Google/Check-Email-For-Newsletter/ewa.nowak%40example.com?configId=demo',
      '/api/google/check-email-for-newsletter/ewa.nowak%40example.com/?configId=no-such-site',
      // Not an e-mail, still the visitor's text: replaced all the same.
      '/api/google/check-email-for-newsletter/ewa.nowak?configId=demo',
    ];
    for (const path of paths) await request(app).get(path);
    const lines = logs.lines.filter((line) => line.msg === 'request' || line.msg === 'request failed');
    expect(lines).toHaveLength(paths.length);
    expect(logs.text()).not.toMatch(/ewa\.nowak|example\.com/i);
    for (const line of lines) expect(String(line.path)).toContain(REDACTED);
  });

  it('logs a redacted path for the check and any segment holding an @, and other paths as they are', () => {
    expect(loggedPath('/api/google/check-email-for-newsletter/a%40b.pl')).toBe(
      '/api/google/check-email-for-newsletter/[redacted]',
    );
    expect(loggedPath('/api/google/check-email-for-newsletter/a%40b.pl/')).toBe(
      '/api/google/check-email-for-newsletter/[redacted]/',
    );
    expect(loggedPath('/api/other/jan@example.com/x')).toBe('/api/other/[redacted]/x');
    expect(loggedPath('/api/widget-config/demo')).toBe('/api/widget-config/demo');
    expect(loggedPath('/pl/megabilet/success')).toBe('/pl/megabilet/success');
  });
});
