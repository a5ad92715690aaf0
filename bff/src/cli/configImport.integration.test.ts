// Onboarding a second site without a code change: its config is imported from a file into the store and the
// BFF serves it – its own products – beside the seeded `demo`.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSandbox, type RunningSandbox } from '@booking/sandbox';
import { demoBokunVars } from '../../test/bokunHarness';
import { useStoredWidgetConfigs } from '../config/storedWidgetConfigs';
import { demoConfig } from '../config/widgetConfigs';
import { systemClock } from '../clock';
import { createLogger } from '../logging/createLogger';
import { createMetrics } from '../metrics/metrics';
import { startServer, type RunningServer } from '../server';
import type { Store } from '../store';
import { STORE_OPEN_TIMEOUT_MS, testEngines } from '../store/testing/testStores';
import { testEnv } from '../testing/testDeps';
import { runConfigCommand } from './configCommand';

/** The BFF's own site: configured payer URLs may point at it. */
const PUBLIC_URL = 'https://booking.example';

const dir = mkdtempSync(path.join(tmpdir(), 'site-config-'));

const secondSite = {
  configId: 'tatra-trips',
  globalConfig: {
    domain: 'https://tatra.example',
    lang: 'pl',
    accent: 'blue',
    position: 'left',
    paymentProvider: 'tpay',
    activityIds: [1004],
    googleSheetsEnabled: false,
  },
  products: [
    {
      id: 'dunajec-rafting',
      variants: [{ bokunId: 1004, type: 'default', tabName: 'Spływ' }],
      order: ['default'],
    },
  ],
};

const writeJson = (name: string, value: unknown) => {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(value));
  return file;
};

describe.each(testEngines())('config import ($name)', (engine) => {
  let store: Store;
  let sandbox: RunningSandbox;
  let bff: RunningServer;

  beforeAll(async () => {
    store = await engine.open();
    sandbox = await startSandbox({ port: 0 });
  }, STORE_OPEN_TIMEOUT_MS);
  afterAll(async () => {
    if (bff as RunningServer | undefined) await bff.close();
    await sandbox.close();
    await engine.cleanup();
  });

  it('refuses a file that fails the contract schema or carries credentials, writing nothing', async () => {
    const broken = await runConfigCommand(
      ['import', writeJson('broken.json', { ...secondSite, products: [{ id: 'x' }] })],
      { store, clock: systemClock, publicUrl: PUBLIC_URL },
    );
    expect(broken.ok).toBe(false);
    expect(broken.output).toMatch(/products\[0\]/);
    const secret = await runConfigCommand(
      [
        'import',
        writeJson('secret.json', {
          ...secondSite,
          globalConfig: { ...secondSite.globalConfig, credentials: { bokun: { secretKey: 'x' } } },
        }),
      ],
      { store, clock: systemClock, publicUrl: PUBLIC_URL },
    );
    expect(secret.ok).toBe(false);
    expect(secret.output).toMatch(/credentials/);
    expect(await store.widgetConfigs.get('tatra-trips')).toBeUndefined();
  });

  it('imports a site from a file and the BFF serves it with its own products beside demo', async () => {
    const imported = await runConfigCommand(['import', writeJson('site.json', secondSite)], {
      store,
      clock: systemClock,
      publicUrl: PUBLIC_URL,
    });
    expect(imported).toEqual({ ok: true, output: 'imported tatra-trips' });

    bff = await startServer({
      env: testEnv({ RATE_LIMIT_MAX: '100000' }),
      deps: {
        logger: createLogger('silent'),
        metrics: createMetrics({ defaults: false }),
        credentialSource: {
          ...demoBokunVars(sandbox.url),
          TATRA_TRIPS_BOKUN_API_URL: sandbox.url,
          TATRA_TRIPS_BOKUN_ACCESS_KEY: 'demo-access-key',
          TATRA_TRIPS_BOKUN_SECRET_KEY: 'demo-secret-key',
        },
        store,
      },
      shutdownGraceMs: 100,
    });
    await useStoredWidgetConfigs(bff.deps, [demoConfig('https://shop.example')]);

    const site = await fetch(`${bff.url}/api/widget-config/tatra-trips`);
    expect(site.status).toBe(200);
    const body = (await site.json()) as {
      globalConfig: Record<string, unknown>;
      products: Array<{ id: string }>;
    };
    expect(body.products.map((p) => p.id)).toEqual(['dunajec-rafting']);
    expect(body.globalConfig).toMatchObject({
      domain: 'https://tatra.example',
      activeConfigId: 'tatra-trips',
    });

    const demo = (await (await fetch(`${bff.url}/api/widget-config/demo`)).json()) as { products: unknown[] };
    expect(demo.products.length).toBeGreaterThan(1);

    const unknown = await fetch(`${bff.url}/api/widget-config/no-such-site`);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe('config_not_found');

    // The second site's own credentials reach its own booking system.
    const info = await fetch(`${bff.url}/api/bokun/general-information/1004/en`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ configId: 'tatra-trips' }),
    });
    expect(info.status).toBe(200);
  });

  it('exports what was imported', async () => {
    const file = path.join(dir, 'export.json');
    expect(
      (
        await runConfigCommand(['export', 'tatra-trips', file], {
          store,
          clock: systemClock,
          publicUrl: PUBLIC_URL,
        })
      ).ok,
    ).toBe(true);
    const exported = JSON.parse(readFileSync(file, 'utf8')) as typeof secondSite;
    expect(exported.products).toMatchObject(secondSite.products);
    expect(exported.configId).toBe('tatra-trips');
  });

  it("allow-origin adds a partner page's origin to a config once, and refuses what is not an origin", async () => {
    const run = (args: string[]) =>
      runConfigCommand(args, { store, clock: systemClock, publicUrl: PUBLIC_URL });
    expect(await run(['allow-origin', 'tatra-trips', 'https://shop.tatra.example/tours?x=1'])).toEqual({
      ok: true,
      output: 'tatra-trips now allows https://shop.tatra.example',
    });
    expect(await run(['allow-origin', 'tatra-trips', 'https://shop.tatra.example'])).toEqual({
      ok: true,
      output: 'tatra-trips already allows https://shop.tatra.example',
    });
    expect((await store.widgetConfigs.get('tatra-trips'))?.globalConfig.allowedOrigins).toEqual([
      'https://shop.tatra.example',
    ]);
    expect((await run(['allow-origin', 'tatra-trips', 'javascript:alert(1)'])).ok).toBe(false);
    const wildcard = await run(['allow-origin', 'tatra-trips', 'https://*.evil.example']);
    expect(wildcard.ok).toBe(false);
    expect(wildcard.output).toContain('wildcard');
    expect((await run(['allow-origin', 'tatra-trips', 'http://partner.example'])).ok).toBe(false);
    expect((await store.widgetConfigs.get('tatra-trips'))?.globalConfig.allowedOrigins).toEqual([
      'https://shop.tatra.example',
    ]);
    expect(await run(['allow-origin', 'no-such-site', 'https://shop.example'])).toEqual({
      ok: false,
      output: 'no config named no-such-site',
    });
  });

  it('refuses a file whose URLs are scripts, data, plain http, wildcards or payer URLs off the site', async () => {
    const run = (args: string[]) =>
      runConfigCommand(args, { store, clock: systemClock, publicUrl: PUBLIC_URL });
    const hostile = (globalConfig: Record<string, unknown>) =>
      writeJson('hostile.json', {
        ...secondSite,
        configId: 'hostile-site',
        globalConfig: { ...secondSite.globalConfig, ...globalConfig },
      });
    const attacks: Array<[Record<string, unknown>, RegExp]> = [
      [{ privacyPolicyUrl: 'javascript:alert(1)' }, /privacyPolicyUrl must be an https URL/],
      [{ termsUrl: 'data:text/html;base64,PHNjcmlwdD4=' }, /termsUrl must be an https URL/],
      [{ domain: 'http://tatra.example' }, /domain must be an https URL/],
      [{ allowedOrigins: ['https://*.evil.example'] }, /allowedOrigins\[0\] may not hold a wildcard/],
      [{ payment: { successUrl: 'https://evil.example/ok' } }, /successUrl must be on the config's domain/],
      [
        { payment: { errorUrl: 'https://shop.tatra.example/err' } },
        /errorUrl must be on the config's domain/,
      ],
    ];
    for (const [fields, message] of attacks) {
      const answer = await run(['import', hostile(fields)]);
      expect(answer.ok).toBe(false);
      expect(answer.output).toMatch(message);
    }
    expect(await store.widgetConfigs.get('hostile-site')).toBeUndefined();
    const onSite = await run([
      'import',
      hostile({
        payment: { successUrl: 'https://tatra.example/ok', errorUrl: `${PUBLIC_URL}/megabilet/success` },
      }),
    ]);
    expect(onSite).toEqual({ ok: true, output: 'imported hostile-site' });
  });

  it('delete removes a config, and says so when there is none', async () => {
    const run = (args: string[]) =>
      runConfigCommand(args, { store, clock: systemClock, publicUrl: PUBLIC_URL });
    // The BFF's own site keeps the scheme of its PUBLIC_URL, as the seeded demo's domain does.
    const ownSite = await runConfigCommand(
      [
        'import',
        writeJson('own.json', {
          ...secondSite,
          configId: 'own-site',
          globalConfig: { domain: 'http://bff.internal:8080' },
        }),
      ],
      { store, clock: systemClock, publicUrl: 'http://bff.internal:8080' },
    );
    expect(ownSite).toEqual({ ok: true, output: 'imported own-site' });
    expect(await run(['delete', 'own-site'])).toEqual({ ok: true, output: 'deleted own-site' });
    expect(await run(['delete', 'hostile-site'])).toEqual({ ok: true, output: 'deleted hostile-site' });
    expect(await store.widgetConfigs.get('hostile-site')).toBeUndefined();
    expect(await run(['delete', 'hostile-site'])).toEqual({
      ok: false,
      output: 'no config named hostile-site',
    });
    expect((await store.widgetConfigs.get('tatra-trips'))?.configId).toBe('tatra-trips');
  });
});
