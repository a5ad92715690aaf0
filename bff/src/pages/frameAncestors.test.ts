import { cspOrigin } from '../security/origins';
import { frameAncestorsOf } from './frameAncestors';

describe('frameAncestorsOf', () => {
  it('allows the listed origins, the config domain and the app itself, each once', () => {
    expect(
      frameAncestorsOf({
        allowedOrigins: ['https://partner.example/', 'http://localhost:8082', 'https://partner.example/path'],
        domain: 'https://booking.example',
      }),
    ).toEqual({
      sources: "'self' https://partner.example http://localhost:8082 https://booking.example",
      anyOrigin: false,
    });
  });

  it('allows any site only when the config lists "*"', () => {
    expect(frameAncestorsOf({ allowedOrigins: ['https://partner.example', '*'], domain: '' })).toEqual({
      sources: '*',
      anyOrigin: true,
    });
  });

  it('lets no keyword, other scheme or stray text into the directive', () => {
    const { sources } = frameAncestorsOf({
      allowedOrigins: [
        "'unsafe-inline'",
        'javascript:alert(1)',
        'https://a.example; script-src *',
        'data:x',
        '',
      ],
      domain: 'not a url',
    });
    expect(sources).toBe("'self'");
  });

  it('allows only the app itself without a config', () => {
    expect(frameAncestorsOf(undefined)).toEqual({ sources: "'self'", anyOrigin: false });
  });
});

describe('cspOrigin', () => {
  it('is the scheme, host and port of an http(s) URL', () => {
    expect(cspOrigin('HTTPS://Partner.Example:443/x?y')).toBe('https://partner.example');
    expect(cspOrigin('http://127.0.0.1:8082/')).toBe('http://127.0.0.1:8082');
    expect(cspOrigin('ftp://files.example')).toBeNull();
    expect(cspOrigin('*')).toBeNull();
  });

  it('refuses a wildcard host, which the directive would read as any subdomain', () => {
    expect(cspOrigin('https://*.evil.example')).toBeNull();
    expect(frameAncestorsOf({ allowedOrigins: ['https://*.evil.example'], domain: '' }).sources).toBe(
      "'self'",
    );
  });
});
