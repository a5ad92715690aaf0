import { DomainError } from '../../domainError';
import { faultingProvider } from './providerFault';

describe('faultingProvider: the provider behind an upstream_* answer', () => {
  it('reads a provider field anywhere in the cause chain', () => {
    const cause = Object.assign(new Error('timed out'), { provider: 'tpay' });
    expect(faultingProvider('upstream_timeout', new DomainError('upstream_timeout', 'x', { cause }))).toBe(
      'tpay',
    );
  });

  it('falls back on the class name of a provider error', () => {
    class BokunUnavailableError extends Error {}
    const cause = new BokunUnavailableError('Bokun answered 503');
    expect(
      faultingProvider('upstream_unavailable', new DomainError('upstream_unavailable', 'x', { cause })),
    ).toBe('bokun');
  });

  it('is undefined for codes that are no provider fault, and for faults of no known provider', () => {
    const cause = Object.assign(new Error('x'), { provider: 'tpay' });
    expect(
      faultingProvider('invalid_request', new DomainError('invalid_request', 'x', { cause })),
    ).toBeUndefined();
    expect(faultingProvider('upstream_error', new Error('plain'))).toBeUndefined();
  });
});
