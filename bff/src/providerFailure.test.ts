import { API_ERROR_STATUS, ERROR_MESSAGES } from '@booking/shared-contracts';
import { PROVIDER_FAILURE_API_CODES, providerFailure } from './providerFailure';
import {
  notConfigured,
  PROVIDER_ERROR_KINDS,
  ProviderError,
  type ProviderErrorKind,
} from './providers/providerError';

const failure = (provider: ProviderError['provider'], kind: ProviderErrorKind) =>
  kind === 'not_configured'
    ? notConfigured(provider, provider, 'demo', ['DEMO_KEY'])
    : new ProviderError(provider, kind, 'provider internals', { retryAfterMs: 1500 });

describe('providerFailure', () => {
  it.each(PROVIDER_ERROR_KINDS.map((kind) => [kind, PROVIDER_FAILURE_API_CODES[kind]] as const))(
    'answers a booking-system failure of kind %s as %s',
    (kind, code) => {
      const answer = providerFailure(failure('bokun', kind));
      expect(answer.code).toBe(code);
      expect(answer.message).not.toContain('provider internals');
    },
  );

  it('maps every kind to a catalogue code with a 5xx status: a provider failure is never the visitor’s', () => {
    for (const kind of PROVIDER_ERROR_KINDS) {
      expect(API_ERROR_STATUS[PROVIDER_FAILURE_API_CODES[kind]]).toBeGreaterThanOrEqual(500);
    }
  });

  it.each(['tpay', 'stripe'] as const)(
    'answers a %s failure as §8 "Transaction creation failed", a timeout as "timed out"',
    (provider) => {
      for (const kind of PROVIDER_ERROR_KINDS) {
        const answer = providerFailure(failure(provider, kind));
        if (kind === 'not_configured') expect(answer.code).toBe('credentials_missing');
        else if (kind === 'timeout') {
          expect([answer.code, answer.message]).toEqual([
            'upstream_timeout',
            ERROR_MESSAGES.transaction_timeout,
          ]);
        } else {
          expect([answer.code, answer.message]).toEqual([
            'upstream_error',
            ERROR_MESSAGES.transaction_creation_failed,
          ]);
          expect(answer.details).toEqual({ provider: `${provider.toUpperCase()}_API_ERROR` });
        }
      }
    },
  );

  it('names the missing variables of an unconfigured provider, and asks for a retry later', () => {
    const answer = providerFailure(notConfigured('tpay', 'Tpay', 'demo', ['DEMO_TPAY_CLIENT_ID']));
    expect(answer.message).toBe('Credentials not available for demo: missing DEMO_TPAY_CLIENT_ID');
    expect(answer.permanent).toBe(false);
  });

  it('puts the caller’s messages in place of the generic booking-system ones', () => {
    const messages = { rejected: 'rejected text', unavailable: 'unavailable text' };
    expect(providerFailure(failure('bokun', 'validation'), messages).message).toBe('rejected text');
    expect(providerFailure(failure('bokun', 'timeout'), messages).message).toBe('unavailable text');
    expect(providerFailure(failure('bokun', 'rate_limit'), messages)).toMatchObject({
      message: 'unavailable text',
      retryAfterSeconds: 2,
    });
  });
});
