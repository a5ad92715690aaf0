// The abuse findings of the public funnel and newsletter routes, each replayed and shown refused or bounded:
// rows only from widget sessions the BFF issued, per-session and per-config rate limits, no PAYMENT_SUCCESS or
// newsletter row from a browser, bounded cells and a refused row dead alone, no newsletter oracle, no
// client-chosen session ids, and browser text in the support timeline marked as the visitor's.
import { paymentInitiate, SESSION_ID_PATTERN } from '@booking/shared-contracts';
import { demoConfig } from '../config/widgetConfigs';
import { createWidgetSessions } from '../security/widgetSession';
import { appendSheetRow } from '../services/funnel/appendSheetRow';
import { SHEETS_TOPIC, type SheetRowPayload } from '../services/funnel/sheetRow';
import { describeEngines, ENGINE_OPEN_TIMEOUT_MS } from '../testing/engines';
import { TEST_SESSION_SECRET, testSessionId } from '../testing/testDeps';
import type { Store } from '../store';
import { logRow, startSheetsHarness, type SheetsHarness } from '../../test/sheetsHarness';
import { stripeBody, tpayBody, usePaymentHarness } from '../../test/paymentHarness';
import { buildReservationData, weekdayAhead } from '@booking/sandbox/testing';

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** A POST exactly as sent (no test session filled in), optionally from a page origin. */
async function rawPost(baseUrl: string, path: string, body: unknown, origin?: string): Promise<Answer> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** Ids the BFF never issued for `demo`: made up, forged, another config's, and one long expired. */
function refusedSessionIds(): Record<string, string> {
  const issued = testSessionId();
  const last = issued.at(-1) === 'A' ? 'B' : 'A';
  return {
    madeUp: 'widget_1795000000000_abcdefghij',
    forged: `${issued.slice(0, -1)}${last}`,
    otherConfig: testSessionId('other'),
    expired: createWidgetSessions(TEST_SESSION_SECRET).issue({
      configId: 'demo',
      origin: 'http://localhost:8080',
      now: new Date(Date.now() - 3 * 3_600_000),
      ttlSeconds: 3_600,
    }).id,
  };
}

describeEngines('funnel and newsletter abuse', (engine) => {
  let h: SheetsHarness;
  let store: Store;
  const burst = { ...demoConfig('https://burst.example'), configId: 'burst' };
  burst.globalConfig = { ...burst.globalConfig, activeConfigId: 'burst' };

  beforeAll(async () => {
    const parts = await engine.open();
    store = parts.store;
    h = await startSheetsHarness(store, {
      configs: [burst],
      vars: { FUNNEL_ROWS_PER_SESSION: '5', FUNNEL_ROWS_PER_CONFIG: '40', SESSIONS_PER_CLIENT: '30' },
      deps: { cache: parts.cache, rateLimitStore: parts.rateLimitStore },
    });
  }, ENGINE_OPEN_TIMEOUT_MS);
  afterAll(() => h.close());
  beforeEach(async () => {
    h.sandbox.state.sheets.reset();
    await store.sql.query(`DELETE FROM outbox WHERE topic = $1`, [SHEETS_TOPIC]);
  });

  const post = (path: string, body: unknown, origin?: string) => rawPost(h.bff.url, path, body, origin);
  const row = (sessionId: string, event = 'OPEN', extra: Record<string, string> = {}) => ({
    configId: 'demo',
    sheetName: 'Logi',
    data: logRow(event, sessionId, extra),
  });
  const queued = async () =>
    (await store.outbox.listByTopic(SHEETS_TOPIC, { limit: 1000 })).map((m) => m.payload as SheetRowPayload);

  it('issues a session bound to the config and the page origin, and none for an origin the config does not allow', async () => {
    const issued = await post('/api/widget-session', { configId: 'demo' }, 'https://shop.example');
    expect(issued.status).toBe(200);
    expect(issued.body.sessionId).toMatch(SESSION_ID_PATTERN);
    expect(Date.parse(issued.body.expiresAt) - Date.now()).toBeGreaterThan(1_740_000);
    const foreign = await post('/api/widget-session', { configId: 'demo' }, 'https://evil.example');
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.code).toBe('origin_not_allowed');
    // The iframe app (the BFF's own origin) may claim only a partner origin the config allows.
    const claimed = await post('/api/widget-session', {
      configId: 'demo',
      pageOrigin: 'https://evil.example',
    });
    expect(claimed.body.error.code).toBe('origin_not_allowed');
    // A session works only from the page it was issued for.
    const elsewhere = await post(
      '/api/google/google-sheets',
      row(issued.body.sessionId),
      'https://burst.example',
    );
    expect(elsewhere.body.error.code).toBe('session_invalid');
    expect(
      (await post('/api/google/google-sheets', row(issued.body.sessionId), 'https://shop.example')).status,
    ).toBe(200);
  });

  it('bounds the sessions one address is issued (SESSIONS_PER_CLIENT)', async () => {
    const answers: Answer[] = [];
    for (let i = 0; i < 31; i += 1) answers.push(await post('/api/widget-session', { configId: 'burst' }));
    expect(answers.filter((a) => a.status === 429)).not.toHaveLength(0);
    expect(answers.filter((a) => a.status === 200).length).toBeLessThanOrEqual(30);
  });

  it('takes no funnel row without an issued session: made up, forged, other config or expired answer alike', async () => {
    const answers = await Promise.all(
      Object.values(refusedSessionIds()).map((id) => post('/api/google/google-sheets', row(id))),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(answers[0]?.body);
    }
    expect(answers[0]?.body.error.code).toBe('session_invalid');
    expect(await queued()).toEqual([]);
  });

  it('bounds 100 rows fired at once from one session at FUNNEL_ROWS_PER_SESSION', async () => {
    const session = testSessionId();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        post('/api/google/google-sheets', row(session, 'CONTACT', { step: String(i) })),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    const refused = answers.filter((a) => a.status !== 200);
    expect(new Set(refused.map((a) => `${a.status} ${a.body.error.code as string}`))).toEqual(
      new Set(['429 funnel_rate_limited']),
    );
    expect(await queued()).toHaveLength(5);
  });

  it('bounds the rows of all sessions of one config together at FUNNEL_ROWS_PER_CONFIG', async () => {
    const sessions = Array.from({ length: 30 }, () => testSessionId('burst'));
    const answers = await Promise.all(
      sessions.flatMap((session) =>
        ['OPEN', 'CONTACT'].map((event) =>
          post('/api/google/google-sheets', { ...row(session, event), configId: 'burst' }),
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(40);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(20);
  });

  it('takes no PAYMENT_SUCCESS and no newsletter sign-up from a browser', async () => {
    const session = testSessionId();
    const success = await post('/api/google/google-sheets', row(session, 'PAYMENT_SUCCESS'));
    const lower = await post('/api/google/google-sheets', row(session, 'payment_success'));
    const signUp = await post('/api/google/google-sheets', {
      configId: 'demo',
      sheetName: 'Newsletter',
      data: {
        'date-and-time': '2026-06-01 10:00:00',
        email: 'stranger@example.com',
        acceptance: 'TRUE',
        'session-id': session,
      },
    });
    for (const answer of [success, lower, signUp])
      expect(answer.body).toMatchObject({ success: true, skipped: true });
    expect(await queued()).toEqual([]);
  });

  it('refuses 90 KB cells with a 400 and holds every column to its length', async () => {
    const session = testSessionId();
    const huge = 'x'.repeat(90_000);
    const newsletter = {
      configId: 'demo',
      sheetName: 'Newsletter',
      data: { 'date-and-time': huge, acceptance: 'TRUE', 'session-id': session },
    };
    const answers = [
      await post('/api/google/google-sheets', row(session, huge)),
      await post('/api/google/google-sheets', row(session, 'OPEN', { 'date-time': huge })),
      await post('/api/google/google-sheets', newsletter),
      await post('/api/google/google-sheets', row(session, 'E'.repeat(65))),
      await post('/api/google/google-sheets', row(session, 'OPEN', { email: `${'a'.repeat(250)}@x.pl` })),
    ];
    for (const answer of answers) expect(answer.status).toBe(400);
    expect(await queued()).toEqual([]);
  });

  it('sends a row Google refuses dead alone: the rest of its batch, the server’s PAYMENT_SUCCESS too, lands', async () => {
    const now = new Date();
    const stored = (event: string, cell: string, reportedBy: 'visitor' | 'server') => ({
      configId: 'demo',
      sheet: 'Logi' as const,
      cells: ['2026-06-01 10:00:00', '1001', '', 'pl', '3', event, '', '', cell, 'ws_x'],
      eventId: `ev_${event}_${cell.length}`,
      event,
      reportedBy,
    });
    // A row stored before cells were bounded, between two good ones.
    for (const payload of [
      stored('OPEN', 'Anna', 'visitor'),
      stored('CONTACT', 'y'.repeat(60_000), 'visitor'),
      stored('PAYMENT_SUCCESS', 'Anna', 'server'),
    ])
      await store.outbox.enqueueOnce({ topic: SHEETS_TOPIC, payload, eventId: payload.eventId }, now);
    await h.worker().runOnce();
    expect(h.sandbox.state.sheets.rows('Logi').map((cells) => cells[5])).toEqual(['OPEN', 'PAYMENT_SUCCESS']);
    const messages = await store.outbox.listByTopic(SHEETS_TOPIC, { limit: 10 });
    const statusOf = (event: string) =>
      messages.find((m) => (m.payload as SheetRowPayload).event === event)?.status;
    expect([statusOf('OPEN'), statusOf('CONTACT'), statusOf('PAYMENT_SUCCESS')]).toEqual([
      'sent',
      'dead',
      'sent',
    ]);
  });

  it('answers the newsletter check only for the session’s own e-mail, and reads the sheet once per config', async () => {
    // Someone signed up earlier: only the sheet knows it.
    await appendSheetRow(h.deps, {
      configId: 'demo',
      sheetName: 'Newsletter',
      data: { 'date-and-time': '2026-06-01 10:00:00', email: 'known@example.com', acceptance: 'TRUE' },
      reportedBy: 'server',
    });
    await h.worker().runOnce();
    await store.sql.query(`DELETE FROM outbox WHERE topic = $1`, [SHEETS_TOPIC]);
    await h.deps.cache.delete('newsletter:demo');
    const reads = () => h.sandbox.state.sheets.reads.length;
    const session = testSessionId();
    await store.paymentInitiations.save(
      {
        configId: 'demo',
        transactionId: `ta_${session.slice(-12)}`,
        reservationCode: 'DEMO-1',
        sessionId: session,
        provider: 'tpay',
        paymentId: null,
        paymentData: {},
        bookingData: { contactInfo: { firstName: 'Ewa', lastName: 'Nowak', email: 'Ewa@Example.com' } },
        widgetPrefix: 'DEMO',
      },
      new Date(),
    );
    const check = (email: string, sessionId = session) =>
      h.get(
        `/api/google/check-email-for-newsletter/${encodeURIComponent(email)}?configId=demo&sessionId=${sessionId}`,
      );

    const before = reads();
    // Another visitor's address tells nothing, and costs no read.
    expect((await check('known@example.com')).body).toEqual({ skipped: true, exists: false });
    expect(reads()).toBe(before);
    for (let i = 0; i < 5; i += 1)
      expect((await check('ewa@example.com')).body).toEqual({ skipped: false, exists: false });
    expect(reads()).toBe(before + 1);
    const forged = await check('ewa@example.com', refusedSessionIds().forged);
    expect(forged.status).toBe(400);
    expect(forged.body.error.code).toBe('session_invalid');
    const none = await h.get('/api/google/check-email-for-newsletter/ewa%40example.com?configId=demo');
    expect(none.status).toBe(400);
  });
});

describeEngines('session ids the client chose', (engine) => {
  const token = 'support-token-for-tests-0123456789';
  const h = usePaymentHarness(engine, { SUPPORT_TOKEN: token });
  const post = (path: string, body: unknown) => rawPost(h.bffUrl, path, body);

  it('refuses reserve, both create-transactions and payment-initiate with a session the BFF never issued', async () => {
    const { code, total } = await h.reserve();
    const example = paymentInitiate.examples.valid.body as Record<string, unknown>;
    for (const sessionId of Object.values(refusedSessionIds())) {
      const answers = [
        await post('/api/bokun/reserve', {
          configId: 'demo',
          idempotencyKey: `made-up-${sessionId.slice(-8)}`,
          reservationData: buildReservationData({ date: weekdayAhead(h.clock.now(), 7), adults: 1 }),
          sessionId,
        }),
        await post('/api/tpay/create-transaction', { ...tpayBody(code, total, { groupId: 103 }), sessionId }),
        await post('/api/stripe/create-transaction', { ...stripeBody(code, total), sessionId }),
        await post('/payment-initiate', { ...example, bokunReservationId: code, sessionId }),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(400);
        expect(answer.body.error.code).toBe('session_invalid');
      }
    }
    expect(await h.store.payments.findByReservation('demo', code)).toEqual([]);
  });

  it('marks browser text in the support timeline as reported by the visitor, never as a system event', async () => {
    const session = testSessionId();
    const planted = 'SUPPORT NOTE: refund to IBAN PL61109010140000071219812874';
    const answer = await post('/api/google/google-sheets', {
      configId: 'demo',
      sheetName: 'Logi',
      data: logRow(planted, session),
    });
    expect(answer.status).toBe(200);
    const { code, total } = await h.reserve();
    const created = await post('/api/tpay/create-transaction', {
      ...tpayBody(code, total, { groupId: 103 }),
      sessionId: session,
    });
    expect(created.status).toBe(200);
    const response = await fetch(`${h.bffUrl}/api/support/bookings/demo/${code}/timeline`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { timeline: Array<{ title: string; reportedBy: string }> };
    const entry = body.timeline.find((e) => e.title.includes('SUPPORT NOTE'));
    expect(entry).toEqual(
      expect.objectContaining({ reportedBy: 'visitor', title: `Visitor reported – Logi: ${planted}` }),
    );
    expect(
      body.timeline.filter((e) => e.reportedBy === 'system').some((e) => e.title.includes('SUPPORT NOTE')),
    ).toBe(false);
  });
});
