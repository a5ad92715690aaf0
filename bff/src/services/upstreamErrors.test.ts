import type { HttpError } from '../errors';
import {
  BokunAuthError,
  BokunNetworkError,
  BokunNotConfiguredError,
  BokunRateLimitError,
  BokunTimeoutError,
  BokunUnavailableError,
  BokunValidationError,
} from '../providers/bokun';
import { httpErrorFromBokun } from './upstreamErrors';

const mapped = (error: unknown) => httpErrorFromBokun(error) as HttpError;

describe('httpErrorFromBokun', () => {
  it('answers a refused signature as 502 upstream_auth_failed without Bokun’s text', () => {
    const error = mapped(new BokunAuthError('Invalid signature for key demo-access-key', { status: 401 }));
    expect([error.status, error.code]).toEqual([502, 'upstream_auth_failed']);
    expect(error.message).not.toContain('demo-access-key');
  });

  it.each([
    [new BokunUnavailableError('down', { status: 503 }), 503, 'upstream_unavailable'],
    [new BokunNetworkError('ECONNREFUSED'), 503, 'upstream_unavailable'],
    [new BokunTimeoutError('slow'), 504, 'upstream_timeout'],
    [new BokunValidationError('bad field', { status: 400 }), 502, 'upstream_error'],
  ])('maps %p to %i %s', (error, status, code) => {
    expect(mapped(error)).toMatchObject({ status, code });
  });

  it('passes Bokun’s Retry-After on as whole seconds', () => {
    expect(mapped(new BokunRateLimitError('slow down', 2500)).headers).toEqual({ 'Retry-After': '3' });
  });

  it('names the missing variables of an unconfigured config as 503 credentials_missing', () => {
    const error = mapped(new BokunNotConfiguredError('demo', ['DEMO_BOKUN_SECRET_KEY']));
    expect(error).toMatchObject({ status: 503, code: 'credentials_missing' });
    expect(error.message).toBe('Credentials not available for demo: missing DEMO_BOKUN_SECRET_KEY');
  });

  it('leaves errors that are not Bokun’s unchanged, for the error middleware to answer 500', () => {
    const bug = new TypeError('x is undefined');
    expect(httpErrorFromBokun(bug)).toBe(bug);
  });
});
