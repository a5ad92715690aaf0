// POST /api/google/google-sheets and the newsletter check over HTTP, rows delivered by the Sheets worker
// through the real client to the sandbox's Sheets simulator.
import { appendSheetRow } from '../services/funnel/appendSheetRow';
import { SHEETS_TOPIC, type SheetRowPayload } from '../services/funnel/sheetRow';
import { testSessionId } from '../testing/testDeps';
import { demoConfig } from '../config/widgetConfigs';
import type { Store } from '../store';
import { STORE_OPEN_TIMEOUT_MS, testEngines } from '../store/testing/testStores';
import { logRow, startSheetsHarness, type SheetsHarness } from '../../test/sheetsHarness';

const newsletterRow = (email: string | undefined, sessionId = testSessionId()) => ({
  'date-and-time': '2026-06-01 10:00:00',
  'first-name': 'Anna',
  'last-name': 'Nowak',
  ...(email === undefined ? {} : { email }),
  'phone-number': '600100200',
  'trip-id': '1001',
  acceptance: 'TRUE',
  'session-id': sessionId,
});

describe.each(testEngines())('Google Sheets routes ($name)', (engine) => {
  let store: Store;
  let h: SheetsHarness;

  beforeAll(async () => {
    store = await engine.open();
    const quiet = { ...demoConfig('https://quiet.example'), configId: 'quiet' };
    quiet.globalConfig = { ...quiet.globalConfig, googleSheetsEnabled: false, activeConfigId: 'quiet' };
    h = await startSheetsHarness(store, { configs: [quiet] });
  }, STORE_OPEN_TIMEOUT_MS);
  afterAll(async () => {
    await h.close();
    await engine.cleanup();
  });
  beforeEach(async () => {
    h.sandbox.state.sheets.reset();
    await store.sql.query(`DELETE FROM outbox WHERE topic = $1`, [SHEETS_TOPIC]);
  });

  /** A payment record of a widget session, with the contact e-mail the visitor gave. */
  async function recordContact(sessionId: string, email: string, configId = 'demo') {
    await store.paymentInitiations.save(
      {
        configId,
        transactionId: `ta_${sessionId.slice(-12)}`,
        reservationCode: 'DEMO-1',
        sessionId,
        provider: 'tpay',
        paymentId: null,
        paymentData: {},
        bookingData: { contactInfo: { firstName: 'Jan', lastName: 'Nowak', email } },
        widgetPrefix: 'DEMO',
      },
      new Date(),
    );
  }

  /** A newsletter sign-up as the server writes it from a paid payment. */
  const signUp = (data: Record<string, string>) =>
    appendSheetRow(h.deps, { configId: 'demo', sheetName: 'Newsletter', data, reportedBy: 'server' });

  it('queues a §3 log row and the worker appends it with the phone behind an apostrophe and its event id', async () => {
    const session = testSessionId();
    const answer = await h.post('/api/google/google-sheets', {
      configId: 'demo',
      sheetName: 'Logi',
      data: logRow('OPEN', session),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      skipped: false,
      message: 'Data successfully saved to Logi',
    });
    const eventId = answer.body.data.eventId as string;
    await h.worker().runOnce();
    const [call] = h.sandbox.state.sheets.appends;
    expect(call?.valueInputOption).toBe('USER_ENTERED');
    expect(call?.values).toEqual([
      [
        '2026-06-01 10:00:00',
        '1001',
        'https://shop.example',
        'pl',
        '1',
        'OPEN',
        'anna@example.com',
        "'+48 600 100 200",
        'Anna Nowak',
        session,
        eventId,
      ],
    ]);
    expect(h.sandbox.state.sheets.rows('Logi')[0]?.[7]).toBe('+48 600 100 200');
    const [queued] = await store.outbox.listByTopic(SHEETS_TOPIC);
    expect(queued?.status).toBe('sent');
  });

  it('writes the same event posted twice once', async () => {
    const body = { configId: 'demo', sheetName: 'Porzucone koszyki', data: logRow('CLOSE', testSessionId()) };
    await h.post('/api/google/google-sheets', body);
    const again = await h.post('/api/google/google-sheets', body);
    expect(again.body.data.duplicate).toBe(true);
    await h.worker().runOnce();
    expect(h.sandbox.state.sheets.rows('Porzucone koszyki')).toHaveLength(1);
  });

  it('skips a newsletter sign-up without an e-mail and one whose e-mail is already signed up', async () => {
    expect(await signUp(newsletterRow(undefined))).toMatchObject({ success: true, skipped: true });
    expect((await signUp(newsletterRow('Ewa@Example.com'))).skipped).toBe(false);
    const session = testSessionId();
    await recordContact(session, 'ewa@example.com');
    const check = await h.get(
      `/api/google/check-email-for-newsletter/ewa%40example.com?configId=demo&sessionId=${session}`,
    );
    expect(check.body).toEqual({ skipped: false, exists: true });
    expect(await signUp(newsletterRow('ewa@example.com'))).toMatchObject({ success: true, skipped: true });
    await h.worker().runOnce();
    expect(h.sandbox.state.sheets.rows('Newsletter')).toHaveLength(1);
  });

  it('finds an e-mail already in the Newsletter sheet itself, compared trimmed and lower-cased', async () => {
    await signUp(newsletterRow('  Jan@Example.com '));
    await h.worker().runOnce();
    // Only the sheet knows it now (and the column read before the row landed is kept a while: drop it).
    await store.sql.query(`DELETE FROM outbox WHERE topic = $1`, [SHEETS_TOPIC]);
    await h.deps.cache.delete('newsletter:demo');
    const session = testSessionId();
    await recordContact(session, 'jan@example.com');
    const check = await h.get(
      `/api/google/check-email-for-newsletter/jan%40example.com?configId=demo&sessionId=${session}`,
    );
    expect(check.body).toEqual({ skipped: false, exists: true });
  });

  it('takes no newsletter row from a browser: the server writes sign-ups from the paid payment', async () => {
    const answer = await h.post('/api/google/google-sheets', {
      configId: 'demo',
      sheetName: 'Newsletter',
      data: newsletterRow('stranger@example.com'),
    });
    expect(answer.body).toMatchObject({ success: true, skipped: true });
    expect(await store.outbox.listByTopic(SHEETS_TOPIC)).toHaveLength(0);
  });

  it('skips everything for a config with googleSheetsEnabled false', async () => {
    const answer = await h.post('/api/google/google-sheets', {
      configId: 'quiet',
      sheetName: 'Logi',
      data: logRow('OPEN', 'widget_q'),
    });
    expect(answer.body).toMatchObject({ success: true, skipped: true });
    const session = testSessionId('quiet');
    await recordContact(session, 'anna@example.com', 'quiet');
    const check = await h.get(
      `/api/google/check-email-for-newsletter/anna%40example.com?configId=quiet&sessionId=${session}`,
    );
    expect(check.body).toEqual({ skipped: true, exists: false });
    expect(await store.outbox.listByTopic(SHEETS_TOPIC)).toHaveLength(0);
  });

  it('refuses the legacy body carrying a service account key with 400 legacy_sheets_body_refused', async () => {
    const answer = await h.post('/api/google/google-sheets', {
      range: 'Logi!A1',
      values: [['x']],
      googleServiceAccountJson: '{"client_email":"x@y.iam.gserviceaccount.com","private_key":"k"}',
      googleSpreadsheetId: 'sandboxDemoSpreadsheet0001',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('legacy_sheets_body_refused');
    expect(h.sandbox.state.sheets.appends).toHaveLength(0);
  });

  it('answers 404 config_not_found for an unknown config and 400 for a row of the wrong shape', async () => {
    const unknown = await h.post('/api/google/google-sheets', {
      configId: 'nope',
      sheetName: 'Logi',
      data: logRow('OPEN', 'widget_x'),
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('config_not_found');
    const bad = await h.post('/api/google/google-sheets', {
      configId: 'demo',
      sheetName: 'Logi',
      data: { x: 1 },
    });
    expect(bad.status).toBe(400);
  });
});

describe.each(testEngines())('Google Sheets without credentials ($name)', (engine) => {
  let store: Store;
  let h: SheetsHarness;

  beforeAll(async () => {
    store = await engine.open();
    h = await startSheetsHarness(store, { credentials: false });
  }, STORE_OPEN_TIMEOUT_MS);
  afterAll(async () => {
    await h.close();
    await engine.cleanup();
  });

  it('keeps the rows in the store, says the §8 not-configured message and never counts an attempt', async () => {
    const answer = await h.post('/api/google/google-sheets', {
      configId: 'demo',
      sheetName: 'Logi',
      data: logRow('OPEN', 'widget_nc'),
    });
    expect(answer.body).toMatchObject({
      success: true,
      skipped: true,
      message: 'Google Sheets not configured - data not saved to Logi',
    });
    await h.worker().runOnce();
    const [row] = await store.outbox.listByTopic(SHEETS_TOPIC);
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
    expect((row?.payload as SheetRowPayload).event).toBe('OPEN');
    expect(h.sandbox.state.sheets.appends).toHaveLength(0);
  });
});
