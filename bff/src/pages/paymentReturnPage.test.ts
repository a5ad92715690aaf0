import vm from 'node:vm';
import request from 'supertest';
import { LANGUAGES, PAYMENT_RETURN_PATH, PAYMENT_RETURN_SCRIPT_PATH } from '@booking/shared-contracts';
import { createApp } from '../app';
import { testDeps, testEnv } from '../testing/testDeps';
import { PAYMENT_RETURN_SCRIPT, PAYMENT_RETURN_TEXT } from './paymentReturnPage';

const app = () => createApp(testDeps(testEnv({ REMOTE_URL: 'http://remote.example:8081' }))).callback();
const KEY = 'a'.repeat(64);

/** Runs the page's script in a window whose opener records what it is sent. */
function runScript(search: string, opener: { closed: boolean } | null) {
  const posted: Array<{ message: unknown; origin: string }> = [];
  let closed = false;
  const target = opener && {
    ...opener,
    postMessage: (message: unknown, origin: string) => posted.push({ message, origin }),
  };
  vm.runInNewContext(PAYMENT_RETURN_SCRIPT, {
    URLSearchParams,
    location: { search, origin: 'http://app.example' },
    window: { opener: target, close: () => (closed = true) },
    setTimeout: (run: () => void) => run(),
  });
  return { posted, closed };
}

describe('the payment window return page', () => {
  it('answers in the language the URL names, the success text by default, never frameable', async () => {
    const res = await request(app()).get(`${PAYMENT_RETURN_PATH}?receipt=${KEY}&lang=pl`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<html lang="pl">');
    expect(res.text).toContain(PAYMENT_RETURN_TEXT.pl.success);
    expect(res.text).toContain(`/pl/megabilet/payment-completion?receipt=${KEY}`);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('says the payment was not completed for the error return, in every language', async () => {
    for (const lang of LANGUAGES) {
      const res = await request(app()).get(
        `${PAYMENT_RETURN_PATH}?receipt=${KEY}&lang=${lang}&outcome=error`,
      );
      expect(res.text).toContain(PAYMENT_RETURN_TEXT[lang].error);
    }
  });

  it('leaves out a receipt that is not a receipt key, and falls back to English for an unknown language', async () => {
    const res = await request(app()).get(`${PAYMENT_RETURN_PATH}?receipt="><script>x</script>&lang=xx`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<html lang="en">');
    expect(res.text).not.toContain('<script>x');
    expect(res.text).not.toContain('payment-completion');
  });

  it('serves its script from its own path (pages allow no inline script)', async () => {
    const res = await request(app()).get(PAYMENT_RETURN_SCRIPT_PATH);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.text).toBe(PAYMENT_RETURN_SCRIPT);
  });

  it('tells its opener on its own origin only, with the receipt and the outcome, then closes', () => {
    const { posted, closed } = runScript(`?receipt=${KEY}&outcome=error`, { closed: false });
    expect(posted).toEqual([
      {
        message: { action: 'paymentWindowReturned', receipt: KEY, outcome: 'error' },
        origin: 'http://app.example',
      },
    ]);
    expect(closed).toBe(true);
  });

  it('stays open with its text when nothing opened it', () => {
    expect(runScript(`?receipt=${KEY}`, null)).toEqual({ posted: [], closed: false });
    expect(runScript(`?receipt=${KEY}`, { closed: true })).toEqual({ posted: [], closed: false });
  });
});
