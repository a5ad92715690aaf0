import { withCheckoutSessionId } from '../../providers/stripe';
import { resolvePayerUrls, tpayNotificationUrl } from './urls';

const env = { PUBLIC_URL: 'https://booking.example.com/' };

describe('resolvePayerUrls', () => {
  it('keeps the URLs the request names', () => {
    expect(
      resolvePayerUrls(env, { success: 'https://a/ok', error: 'https://a/ko' }, { success: 'https://c/ok' }),
    ).toEqual({ success: 'https://a/ok', error: 'https://a/ko' });
  });

  it('takes "success and error URLs from config if absent" (§5)', () => {
    expect(resolvePayerUrls(env, undefined, { success: 'https://c/ok', error: 'https://c/ko' })).toEqual({
      success: 'https://c/ok',
      error: 'https://c/ko',
    });
    expect(resolvePayerUrls(env, { success: 'https://a/ok' }, { error: 'https://c/ko' })).toEqual({
      success: 'https://a/ok',
      error: 'https://c/ko',
    });
  });

  it('falls back to the success page of the BFF when neither names one', () => {
    expect(resolvePayerUrls(env, undefined, { success: '', error: '' })).toEqual({
      success: 'https://booking.example.com/megabilet/success',
      error: 'https://booking.example.com/megabilet/success?status=error',
    });
  });
});

describe('tpayNotificationUrl', () => {
  it("is forced to this environment's webhook (§5)", () => {
    expect(tpayNotificationUrl(env)).toBe('https://booking.example.com/api/webhooks/tpay');
  });
});

describe('withCheckoutSessionId', () => {
  it('adds the session id placeholder once', () => {
    const url = withCheckoutSessionId('https://a/ok?x=1');
    expect(url).toMatch(/^https:\/\/a\/ok\?x=1&session_id=/);
    expect(withCheckoutSessionId(url)).toBe(url);
  });
});
