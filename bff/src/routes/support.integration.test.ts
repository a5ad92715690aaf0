// The support API over HTTP: a paid booking found by its code, transaction id and e-mail with its whole
// timeline; dead items retried; widget configs listed and edited; the bearer token guarding all of it.
import { useStoredWidgetConfigs } from '../config/storedWidgetConfigs';
import { demoConfig } from '../config/widgetConfigs';
import { SHEETS_TOPIC } from '../services/funnel/sheetRow';
import type { Store } from '../store';
import { STORE_OPEN_TIMEOUT_MS, testEngines } from '../store/testing/testStores';
import {
  DEMO_SITE,
  startPaymentHarness,
  tpayBody,
  waitFor,
  type PaymentHarness,
} from '../../test/paymentHarness';
import { testSessionId } from '../testing/testDeps';
import { logRow } from '../../test/sheetsHarness';

/** The fields the support answers carry (each test reads the ones its route sends). */
interface Body {
  bookings: Array<{ confirmationCode: string }>;
  booking: Record<string, unknown>;
  timeline: Array<{ kind: string; title: string; reportedBy: string }>;
  items: Array<{ id: string }>;
  counts: unknown[];
  configs: Array<{ configId: string }>;
  globalConfig: Record<string, unknown>;
  products: unknown;
  error: { code: string };
}

const TOKEN = 'support-token-for-tests-0123456789';
const SESSION = testSessionId();

describe.each(testEngines())('support API ($name)', (engine) => {
  let store: Store;
  let h: PaymentHarness;

  const call = async (
    path: string,
    init: { method?: string; token?: string | null; body?: unknown } = {},
  ) => {
    const token = init.token === undefined ? TOKEN : init.token;
    const response = await fetch(`${h.bffUrl}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
    });
    return { status: response.status, body: (await response.json()) as Body };
  };

  beforeAll(async () => {
    store = await engine.open();
    h = await startPaymentHarness(store, { SUPPORT_TOKEN: TOKEN });
    await useStoredWidgetConfigs(h.deps, [demoConfig(DEMO_SITE)]);
  }, STORE_OPEN_TIMEOUT_MS);
  afterAll(async () => {
    await h.close();
    await engine.cleanup();
  });

  it('refuses a missing or wrong token with 401 and reveals nothing', async () => {
    for (const token of [null, 'wrong', `${TOKEN}x`]) {
      const answer = await call('/api/support/bookings?q=x', { token });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ error: { code: 'unauthorized', message: 'Authorization required' } });
    }
    const retry = await call('/api/support/outbox/1/retry', { method: 'POST', token: 'wrong' });
    expect(retry.status).toBe(401);
  });

  it('returns a paid booking’s full timeline, found by code, transaction id and title', async () => {
    await h.post('/api/google/google-sheets', {
      configId: 'demo',
      sheetName: 'Logi',
      data: logRow('OPEN', SESSION),
    });
    const { code, total } = await h.reserve();
    const created = await h.post('/api/tpay/create-transaction', {
      ...tpayBody(code, total, { groupId: 150, blikPaymentData: { blikToken: '777123' } }),
      sessionId: SESSION,
    });
    expect(created.body.result).toBe('success');
    const title = created.body.title as string;
    await waitFor(() =>
      h.sandbox.state.tpay.notifications.some((n) => n.fields.tr_id === title && n.state === 'delivered'),
    );
    await h.worker.runOnce();
    // A browser's PAYMENT_SUCCESS is not taken: only the server writes it, from a payment record's trail.
    const claimed = await h.post('/api/google/google-sheets', {
      configId: 'demo',
      sheetName: 'Logi',
      data: logRow('PAYMENT_SUCCESS', SESSION),
    });
    expect(claimed.body).toMatchObject({ success: true, skipped: true });

    for (const q of [code, created.body.transactionId as string, title]) {
      const found = await call(`/api/support/bookings?q=${encodeURIComponent(q)}`);
      expect(found.status).toBe(200);
      expect(found.body.bookings.map((b) => b.confirmationCode)).toEqual([code]);
    }

    const answer = await call(`/api/support/bookings/demo/${code}/timeline`);
    expect(answer.status).toBe(200);
    expect(answer.body.booking).toMatchObject({
      confirmationCode: code,
      status: 'confirmed',
      sessionId: SESSION,
    });
    const kinds = new Set(answer.body.timeline.map((e) => e.kind));
    for (const kind of ['reservation', 'payment', 'notification', 'confirmation', 'funnel'])
      expect(kinds).toContain(kind);
    const titles = answer.body.timeline.map((e) => e.title);
    expect(titles).toEqual(
      expect.arrayContaining(['Visitor reported – Logi: OPEN', 'bokun.confirm sent after 1 attempt(s)']),
    );
    expect(titles).not.toContain('Logi: PAYMENT_SUCCESS');
    const funnel = answer.body.timeline.filter((e) => e.kind === 'funnel');
    expect(funnel.map((e) => e.reportedBy)).toEqual(['visitor']);
    expect(titles.some((t) => /→ success \(notification\)/.test(t))).toBe(true);
  });

  it("shows the widget session's critical errors and flows (§4, §9) on the timeline, redacted, as the visitor's report", async () => {
    const session = testSessionId('demo');
    const diagnostics = {
      criticalErrors: [
        {
          flow: 'payment',
          message: 'BLIK refused for anna@example.com, phone +48 600 100 200',
          at: 1_780_000_000_000,
        },
      ],
      flows: [
        { name: 'configData', status: 'completed', durationMs: 120, errors: [] },
        { name: 'payment', status: 'failed', durationMs: 3400, errors: ['blikCode=777123 declined'] },
      ],
    };
    const posted = await h.post('/api/google/google-sheets', {
      configId: 'demo',
      sheetName: 'Porzucone koszyki',
      data: logRow('PAYMENT_FAIL', session),
      diagnostics,
    });
    expect(posted.status).toBe(200);
    const { code, total } = await h.reserve();
    await h.post('/api/tpay/create-transaction', {
      ...tpayBody(code, total, { groupId: 150, blikPaymentData: { blikToken: '777124' } }),
      sessionId: session,
    });
    const answer = await call(`/api/support/bookings/demo/${code}/timeline`);
    const entry = answer.body.timeline.find((e) => e.kind === 'diagnostics') as
      { title: string; reportedBy: string; details: typeof diagnostics } | undefined;
    expect(entry).toMatchObject({
      reportedBy: 'visitor',
      title: 'Visitor reported – diagnostics: 1 critical error; failed: payment',
    });
    expect(entry?.details.criticalErrors[0]?.message).toBe('BLIK refused for [email], phone [number]');
    expect(entry?.details.flows[1]?.errors).toEqual(['blikCode=[REDACTED] declined']);
  });

  it('refuses a diagnostics report past its bounds with 400 (at most 10 critical errors, §9)', async () => {
    const error = { flow: null, message: 'x', at: 1 };
    const refused = await h.post('/api/google/google-sheets', {
      configId: 'demo',
      sheetName: 'Porzucone koszyki',
      data: logRow('CLOSE', SESSION),
      diagnostics: { criticalErrors: Array.from({ length: 11 }, () => error), flows: [] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: { code: 'invalid_request' } });
  });

  it('lists the backlog and dead letters and retries a dead item once', async () => {
    const [row] = await store.outbox.listByTopic(SHEETS_TOPIC);
    await store.sql.query(`UPDATE outbox SET status = 'dead', last_error = 'quota' WHERE id = $1`, [row!.id]);
    const overview = await call('/api/support/outbox');
    expect(overview.body.items.map((i) => i.id)).toContain(row!.id);
    expect(overview.body.counts).toEqual(
      expect.arrayContaining([expect.objectContaining({ topic: SHEETS_TOPIC, status: 'dead', count: 1 })]),
    );
    expect(JSON.stringify(overview.body)).not.toContain('anna@example.com');
    const retried = await call(`/api/support/outbox/${row!.id}/retry`, { method: 'POST' });
    expect(retried).toEqual({ status: 200, body: { retried: true, id: row!.id } });
    expect((await store.outbox.get(row!.id))?.status).toBe('pending');
    const again = await call(`/api/support/outbox/${row!.id}/retry`, { method: 'POST' });
    expect([again.status, again.body.error.code]).toEqual([409, 'outbox_item_not_dead']);
    const missing = await call('/api/support/outbox/999999999/retry', { method: 'POST' });
    expect([missing.status, missing.body.error.code]).toEqual([404, 'outbox_item_not_found']);
  });

  it('lists a booking paid after its hold ended as a refund to make, and marks it refunded once', async () => {
    const { code, total } = await h.reserve();
    const created = await h.post('/api/tpay/create-transaction', tpayBody(code, total, { groupId: 108 }));
    const title = created.body.title as string;
    h.clock.advance(31 * 60_000);
    await fetch(`${h.sandbox.url}/tpay/secure/${encodeURIComponent(title)}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    await waitFor(() =>
      h.sandbox.state.tpay.notifications.some((n) => n.fields.tr_id === title && n.state === 'delivered'),
    );
    await h.worker.runOnce();

    const listed = await call('/api/support/refunds?configId=demo');
    expect(listed.status).toBe(200);
    const refunds = (listed.body as unknown as { refunds: Array<Record<string, unknown>> }).refunds;
    const refund = refunds.find((r) => r.reservationCode === code);
    expect(refund).toMatchObject({
      configId: 'demo',
      provider: 'tpay',
      providerTransactionId: created.body.transactionId,
      amount: total,
      currency: 'PLN',
      reason: 'hold_expired',
    });
    expect((await call('/api/support/refunds', { token: 'wrong' })).status).toBe(401);

    const id = String(refund?.id);
    const resolved = await call(`/api/support/refunds/${id}/resolve`, { method: 'POST' });
    expect(resolved).toEqual({ status: 200, body: { resolved: true, id } });
    const after = await call('/api/support/refunds?configId=demo');
    const open = (after.body as unknown as { refunds: Array<{ id: string }> }).refunds;
    expect(open.map((r) => r.id)).not.toContain(id);
    const again = await call(`/api/support/refunds/${id}/resolve`, { method: 'POST' });
    expect([again.status, again.body.error.code]).toEqual([404, 'refund_flag_not_open']);
  });

  it('lists and edits widget configs, refusing an invalid one with a catalogue code', async () => {
    const list = await call('/api/support/widget-configs');
    expect(list.body.configs.map((c) => c.configId)).toContain('demo');
    const products = [
      {
        id: 'rafting',
        variants: [{ bokunId: 1004, type: 'default', tabName: 'Rafting' }],
        order: ['default'],
      },
    ];
    const saved = await call('/api/support/widget-configs/tatra-trips', {
      method: 'POST',
      body: { globalConfig: { activeConfigId: 'x', domain: 'https://tatra.example' }, products },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.globalConfig.activeConfigId).toBe('tatra-trips');
    const served = await h.get('/api/widget-config/tatra-trips');
    expect(served.body.products).toMatchObject(products);
    const secret = await call('/api/support/widget-configs/tatra-trips', {
      method: 'POST',
      body: { globalConfig: { activeConfigId: 'tatra-trips', secretKey: 'x' }, products },
    });
    // Fields the contract does not know (a key, here) are dropped, never stored.
    expect(secret.status).toBe(200);
    expect(JSON.stringify(await store.widgetConfigs.get('tatra-trips'))).not.toContain('secretKey');
    const broken = await call('/api/support/widget-configs/tatra-trips', {
      method: 'POST',
      body: { globalConfig: { activeConfigId: 'tatra-trips' }, products: [{ id: 'x' }] },
    });
    expect([broken.status, broken.body.error.code]).toEqual([400, 'invalid_request']);
  });

  it('refuses script and data URLs, plain http beyond localhost, wildcard origins and payer URLs off the site', async () => {
    const products = [
      {
        id: 'rafting',
        variants: [{ bokunId: 1004, type: 'default', tabName: 'Rafting' }],
        order: ['default'],
      },
    ];
    const base = { activeConfigId: 'hostile', domain: 'https://tatra.example' };
    const attacks: Array<[Record<string, unknown>, string]> = [
      [{ privacyPolicyUrl: 'javascript:alert(document.domain)' }, 'globalConfig.privacyPolicyUrl'],
      [{ termsUrl: 'data:text/html,<script>alert(1)</script>' }, 'globalConfig.termsUrl'],
      [{ termsUrl: 'http://tatra.example/terms' }, 'globalConfig.termsUrl'],
      [{ domain: 'javascript:alert(1)' }, 'globalConfig.domain'],
      [{ allowedOrigins: ['https://*.evil.example'] }, 'globalConfig.allowedOrigins[0]'],
      [
        { allowedOrigins: ['https://partner.example', 'http://partner.example'] },
        'globalConfig.allowedOrigins[1]',
      ],
      [{ payment: { successUrl: 'https://evil.example/phish' } }, 'globalConfig.payment.successUrl'],
      [{ payment: { errorUrl: 'https://shop.tatra.example/err' } }, 'globalConfig.payment.errorUrl'],
    ];
    for (const [fields, path] of attacks) {
      const answer = await call('/api/support/widget-configs/hostile', {
        method: 'POST',
        body: { globalConfig: { ...base, ...fields }, products },
      });
      expect([answer.status, answer.body.error.code]).toEqual([400, 'invalid_widget_config']);
      expect(JSON.stringify(answer.body)).toContain(path);
    }
    expect(await store.widgetConfigs.get('hostile')).toBeUndefined();
    // The same fields, on the site and over https (http on this machine), are kept.
    const fine = await call('/api/support/widget-configs/hostile', {
      method: 'POST',
      body: {
        globalConfig: {
          ...base,
          termsUrl: 'https://tatra.example/terms',
          allowedOrigins: ['https://partner.example', 'http://localhost:8082'],
          payment: { successUrl: 'https://tatra.example/thanks', errorUrl: `${h.deps.env.PUBLIC_URL}/oops` },
        },
        products,
      },
    });
    expect(fine.status).toBe(200);
  });

  it('deletes a config: its widget config is gone at once, and a second delete is a 404', async () => {
    const products = [
      {
        id: 'rafting',
        variants: [{ bokunId: 1004, type: 'default', tabName: 'Rafting' }],
        order: ['default'],
      },
    ];
    const saved = await call('/api/support/widget-configs/short-lived', {
      method: 'POST',
      body: { globalConfig: { activeConfigId: 'short-lived', domain: 'https://tatra.example' }, products },
    });
    expect(saved.status).toBe(200);
    expect((await h.get('/api/widget-config/short-lived')).status).toBe(200);
    const unauthorized = await call('/api/support/widget-configs/short-lived/delete', {
      method: 'POST',
      token: 'wrong',
    });
    expect(unauthorized.status).toBe(401);
    const deleted = await call('/api/support/widget-configs/short-lived/delete', { method: 'POST' });
    expect([deleted.status, deleted.body]).toEqual([200, { deleted: true, configId: 'short-lived' }]);
    expect(await store.widgetConfigs.get('short-lived')).toBeUndefined();
    expect((await h.get('/api/widget-config/short-lived')).status).toBe(404);
    const again = await call('/api/support/widget-configs/short-lived/delete', { method: 'POST' });
    expect([again.status, again.body.error.code]).toEqual([404, 'config_not_found']);
  });
});

describe('support API without SUPPORT_TOKEN', () => {
  it(
    'is off: 404 whatever token is sent',
    async () => {
      const [engine] = testEngines();
      const store = await engine!.open();
      const h = await startPaymentHarness(store);
      try {
        const answer = await fetch(`${h.bffUrl}/api/support/bookings?q=abc`, {
          headers: { authorization: 'Bearer x' },
        });
        expect(answer.status).toBe(404);
      } finally {
        await h.close();
        await engine!.cleanup();
      }
    },
    STORE_OPEN_TIMEOUT_MS,
  );
});
