import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createApp } from '../app';
import { testDeps, testEnv } from '../testing/testDeps';
import { isFrameablePath, providerImageOrigins } from './securityHeaders';

const app = () =>
  createApp(testDeps(testEnv({ REMOTE_URL: 'https://widget.example.com/remote' }))).callback();

describe('securityHeaders', () => {
  it('sets nosniff and a referrer policy on every answer', async () => {
    const res = await request(app()).get('/api/widget-config/demo').expect(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['content-security-policy']).toBeUndefined();
  });

  it('gives pages a CSP allowing scripts and fetches from the remote origin, and forbids framing by others', async () => {
    const res = await request(app()).get('/megabilet').expect(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://widget.example.com");
    expect(csp).toContain("connect-src 'self' https://widget.example.com");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it("lets pages open the remote dev server's hot-reload socket only under npm run dev (HOT_RELOAD)", async () => {
    const plain = await request(app()).get('/megabilet').expect(200);
    expect(String(plain.headers['content-security-policy'])).not.toContain('ws');
    const dev = createApp(
      testDeps(testEnv({ REMOTE_URL: 'http://localhost:8081', HOT_RELOAD: 'true' })),
    ).callback();
    const res = await request(dev).get('/megabilet').expect(200);
    expect(String(res.headers['content-security-policy'])).toContain(
      "connect-src 'self' http://localhost:8081 ws://localhost:8081;",
    );
  });

  it('lets no other site frame the success page, in any language', async () => {
    for (const path of ['/megabilet/success', '/pl/megabilet/success', '/it/megabilet/success/']) {
      const res = await request(app()).get(path).expect(200);
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    }
  });

  it('lets forms post to this site only', async () => {
    const res = await request(app()).get('/megabilet/success').expect(200);
    expect(String(res.headers['content-security-policy'])).toContain("form-action 'self'");
  });

  it('sends HSTS on every answer when the public URL is https, and never over http', async () => {
    const https = createApp(
      testDeps(
        testEnv({ PUBLIC_URL: 'https://booking.example.com', REMOTE_URL: 'https://widget.example.com' }),
      ),
    ).callback();
    for (const path of ['/megabilet', '/api/widget-config/demo', '/no-such-page']) {
      const res = await request(https).get(path);
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    }
    const plain = await request(app()).get('/megabilet').expect(200);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('lets pages show images from the configured providers and the image origins only, not from any host', async () => {
    // The iframe page is rendered from the remote's widget.html: a built one of its own, so no build is needed.
    const widgetDist = mkdtempSync(path.join(tmpdir(), 'remote-widget-dist-'));
    writeFileSync(
      path.join(widgetDist, 'widget.html'),
      '<!doctype html><html><head></head><body></body></html>',
    );
    const deps = testDeps(
      testEnv({
        REMOTE_URL: 'https://widget.example.com/remote',
        IMAGE_ORIGINS: 'https://cdn.photos.example',
        REMOTE_WIDGET_DIST: widgetDist,
      }),
    );
    deps.credentialSource = {
      DEMO_TPAY_API_URL: 'http://127.0.0.1:8090/tpay',
      DEMO_STRIPE_API_URL: 'http://127.0.0.1:8090/stripe',
    };
    const server = createApp(deps).callback();
    for (const page of ['/megabilet', '/widget', '/megabilet/success']) {
      const res = await request(server).get(page).expect(200);
      const imgSrc = String(res.headers['content-security-policy'])
        .split('; ')
        .find((directive) => directive.startsWith('img-src'));
      expect(imgSrc).toBe(
        "img-src 'self' https://widget.example.com data: http://127.0.0.1:8090 https://cdn.photos.example",
      );
    }
  });

  it("lists the real providers' logo and photo hosts by default", async () => {
    const res = await request(app()).get('/megabilet').expect(200);
    const imgSrc = String(res.headers['content-security-policy'])
      .split('; ')
      .find((directive) => directive.startsWith('img-src'));
    expect(imgSrc).toBe(
      "img-src 'self' https://widget.example.com data: https://secure.tpay.com https://secure.sandbox.tpay.com " +
        'https://imgcdn.bokun.tools https://bokunprod.imgix.net',
    );
  });

  it("takes the origins of every config's Tpay, Stripe and Bokun base URL and nothing else", () => {
    expect(
      providerImageOrigins({
        DEMO_TPAY_API_URL: 'http://127.0.0.1:8090/tpay',
        SHOP_TPAY_API_URL: 'https://openapi.sandbox.tpay.com',
        SHOP_STRIPE_API_URL: ' http://stripe.local:12111 ',
        DEMO_BOKUN_API_URL: 'http://bokun.local',
        OTHER_TPAY_API_URL: 'not a url',
        FTP_TPAY_API_URL: 'ftp://files.example.com',
        EMPTY_STRIPE_API_URL: '',
        TPAY_API_URL: 'http://no-config.example.com',
        DEMO_GOOGLE_SHEETS_API_URL: 'http://sheets.local',
      }),
    ).toEqual([
      'http://127.0.0.1:8090',
      'http://bokun.local',
      'http://stripe.local:12111',
      'https://openapi.sandbox.tpay.com',
    ]);
  });

  it('treats the iframe widget page as frameable and other pages, the success page included, as not', () => {
    expect(isFrameablePath('/widget')).toBe(true);
    expect(isFrameablePath('/widget/index.html')).toBe(true);
    expect(isFrameablePath('/widgets')).toBe(false);
    expect(isFrameablePath('/de/megabilet')).toBe(false);
    expect(isFrameablePath('/megabilet/success')).toBe(false);
    expect(isFrameablePath('/pl/megabilet/success')).toBe(false);
  });
});
