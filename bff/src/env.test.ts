import path from 'node:path';
import {
  DEFAULT_HOST_SERVER_BUILD,
  DEFAULT_HOST_SHELL_DIST,
  DEFAULT_REMOTE_WIDGET_DIST,
  EnvError,
  parseEnv,
} from './env';
import { parseBytes } from './envParsers';

describe('parseEnv', () => {
  it('applies the documented defaults to an empty environment', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      PUBLIC_URL: 'http://localhost:8080',
      REMOTE_URL: 'http://localhost:8081',
      HOST_SHELL_DIST: DEFAULT_HOST_SHELL_DIST,
      HOST_SERVER_BUILD: DEFAULT_HOST_SERVER_BUILD,
      DATABASE_URL: undefined,
      REDIS_URL: undefined,
      REDIS_PREFIX: 'booking',
      LOG_LEVEL: 'info',
      BODY_LIMIT: 100 * 1024,
      RATE_LIMIT_WINDOW_MS: 60_000,
      RATE_LIMIT_MAX: 600,
      TRUST_PROXY: false,
      NODE_ENV: 'development',
    });
    expect(env.DATA_DIR).toBe(path.resolve('.data'));
  });

  it('takes REMOTE_WIDGET_DIST, else the repository build', () => {
    expect(parseEnv({ REMOTE_WIDGET_DIST: '/srv/widget' }).REMOTE_WIDGET_DIST).toBe('/srv/widget');
    expect(parseEnv({}).REMOTE_WIDGET_DIST).toBe(DEFAULT_REMOTE_WIDGET_DIST);
    expect(DEFAULT_REMOTE_WIDGET_DIST.endsWith(path.join('remote-widget', 'dist'))).toBe(true);
  });

  it('runs the payment jobs unless a switch says off, false or 0', () => {
    expect(parseEnv({})).toMatchObject({ OUTBOX_WORKER: true, SHEETS_WORKER: true, PAYMENT_RECONCILER: true });
    const off = parseEnv({ OUTBOX_WORKER: 'off', SHEETS_WORKER: 'FALSE', PAYMENT_RECONCILER: '0' });
    expect(off).toMatchObject({ OUTBOX_WORKER: false, SHEETS_WORKER: false, PAYMENT_RECONCILER: false });
    expect(parseEnv({ OUTBOX_LEASE_MS: '5000' }).OUTBOX_LEASE_MS).toBe(5000);
    expect(parseEnv({ OUTBOX_LEASE_MS: 'soon' }).OUTBOX_LEASE_MS).toBeUndefined();
  });

  it("finds host-shell/dist and the host's server build of the repository from the sources", () => {
    expect(DEFAULT_HOST_SHELL_DIST).toBe(path.resolve(__dirname, '..', '..', 'host-shell', 'dist'));
    expect(DEFAULT_HOST_SERVER_BUILD).toBe(
      path.resolve(__dirname, '..', '..', 'host-shell', 'server-dist', 'host-server.js'),
    );
  });

  it('derives PUBLIC_URL from PORT when it is not set', () => {
    expect(parseEnv({ PORT: '9000' }).PUBLIC_URL).toBe('http://localhost:9000');
  });

  it('always allows the BFF origin and the remote origin for CORS, plus the listed ones', () => {
    const env = parseEnv({
      PUBLIC_URL: 'https://shop.example.com/',
      REMOTE_URL: 'https://cdn.example.com/widget',
      CORS_ALLOWED_ORIGINS: 'https://partner.example.org, https://other.example.net/path',
    });
    expect(env.PUBLIC_URL).toBe('https://shop.example.com');
    expect(env.CORS_ALLOWED_ORIGINS).toEqual([
      'https://shop.example.com',
      'https://cdn.example.com',
      'https://partner.example.org',
      'https://other.example.net',
    ]);
  });

  it('reads booleans, sizes and connection URLs', () => {
    const env = parseEnv({
      TRUST_PROXY: 'true',
      BODY_LIMIT: '1mb',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      REDIS_URL: 'redis://127.0.0.1:6379',
      LOG_LEVEL: 'silent',
    });
    expect(env).toMatchObject({
      TRUST_PROXY: true,
      BODY_LIMIT: 1024 * 1024,
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      REDIS_URL: 'redis://127.0.0.1:6379',
      LOG_LEVEL: 'silent',
    });
  });

  it('bounds slow clients by default: headers within 10 s, the whole request within 30 s', () => {
    expect(parseEnv({})).toMatchObject({ HEADERS_TIMEOUT_MS: 10_000, REQUEST_TIMEOUT_MS: 30_000 });
    expect(parseEnv({ HEADERS_TIMEOUT_MS: '2000', REQUEST_TIMEOUT_MS: '5000' })).toMatchObject({
      HEADERS_TIMEOUT_MS: 2000,
      REQUEST_TIMEOUT_MS: 5000,
    });
    expect(() => parseEnv({ HEADERS_TIMEOUT_MS: '0' })).toThrow(EnvError);
  });

  it("takes image origins from IMAGE_ORIGINS, else the real providers' image hosts", () => {
    expect(parseEnv({}).IMAGE_ORIGINS).toContain('https://secure.tpay.com');
    expect(parseEnv({ IMAGE_ORIGINS: 'https://cdn.example/x, http://127.0.0.1:9000' }).IMAGE_ORIGINS).toEqual(
      ['https://cdn.example', 'http://127.0.0.1:9000'],
    );
  });

  it('refuses a wildcard host in an origin list', () => {
    for (const name of ['PARTNER_ORIGINS', 'CORS_ALLOWED_ORIGINS', 'IMAGE_ORIGINS']) {
      expect(() => parseEnv({ [name]: 'https://*.evil.example' })).toThrow(name);
    }
  });

  it('lists every invalid variable in one clear error', () => {
    let caught: unknown;
    try {
      parseEnv({
        PORT: 'eighty',
        PUBLIC_URL: 'not a url',
        REDIS_URL: 'http://wrong',
        LOG_LEVEL: 'loud',
        BODY_LIMIT: 'huge',
        RATE_LIMIT_MAX: '0',
        TRUST_PROXY: 'maybe',
        CORS_ALLOWED_ORIGINS: 'ftp://x',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EnvError);
    const error = caught as EnvError;
    expect(error.problems.map((p) => p.split(':')[0])).toEqual([
      'PORT',
      'PUBLIC_URL',
      'CORS_ALLOWED_ORIGINS',
      'REDIS_URL',
      'LOG_LEVEL',
      'BODY_LIMIT',
      'RATE_LIMIT_MAX',
      'TRUST_PROXY',
    ]);
    expect(error.message).toContain('Invalid environment');
    expect(error.message).toContain('PORT: expected an integer from 0 to 65535, got "eighty"');
  });
});

describe('parseBytes', () => {
  it('reads plain bytes, kb and mb', () => {
    expect(parseBytes('512')).toBe(512);
    expect(parseBytes('100kb')).toBe(102_400);
    expect(parseBytes('2MB')).toBe(2 * 1024 * 1024);
    expect(parseBytes('1.5mb')).toBeUndefined();
  });
});
