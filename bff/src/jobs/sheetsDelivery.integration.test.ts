// Done-when of the funnel outbox: a thousand events posted while the Sheets simulator answers 503 all land
// exactly once after it recovers, delivered by two workers at once (SKIP LOCKED claims).
import { SHEETS_TOPIC } from '../services/funnel/sheetRow';
import type { Store } from '../store';
import { STORE_OPEN_TIMEOUT_MS, testEngines } from '../store/testing/testStores';
import { logRow, startSheetsHarness, type SheetsHarness } from '../../test/sheetsHarness';
import { waitFor } from '../../test/paymentHarness';

const EVENTS = 1000;

describe.each(testEngines())('Sheets delivery under an outage ($name)', (engine) => {
  let store: Store;
  let second: Store;
  let h: SheetsHarness;

  beforeAll(async () => {
    store = await engine.open();
    second = await engine.open();
    h = await startSheetsHarness(store);
  }, STORE_OPEN_TIMEOUT_MS);
  afterAll(async () => {
    await h.close();
    await engine.cleanup();
  });

  it('delivers 1,000 events sent during a 503 outage exactly once after it ends, with two workers', async () => {
    const sheets = h.sandbox.state.sheets;
    sheets.setFault(503);
    const workers = [h.worker({ batchSize: 100 }), h.worker({ batchSize: 100 }, second)];
    workers.forEach((w) => w.start());
    const eventIds: string[] = [];
    let next = 0;
    const send = async () => {
      while (next < EVENTS) {
        const i = next;
        next += 1;
        const answer = await h.post('/api/google/google-sheets', {
          configId: 'demo',
          sheetName: i % 2 === 0 ? 'Logi' : 'Porzucone koszyki',
          data: logRow(i % 3 === 0 ? 'OPEN' : 'CLOSE', `widget_${String(i)}`),
        });
        expect(answer.status).toBe(200);
        eventIds.push(answer.body.data.eventId as string);
      }
    };
    await Promise.all(Array.from({ length: 20 }, send));
    // The outage goes on for a while after the last event: the workers keep failing and backing off.
    await waitFor(() => sheets.faultedCalls >= 20, 30_000);
    expect(sheets.rows('Logi')).toHaveLength(0);
    sheets.clearFault();
    await waitFor(
      () => sheets.rows('Logi').length + sheets.rows('Porzucone koszyki').length >= EVENTS,
      60_000,
    );
    await waitFor(
      async () =>
        (await store.outbox.listByTopic(SHEETS_TOPIC, { status: 'sent', limit: 2000 })).length === EVENTS,
      10_000,
    );
    // A few more passes must write nothing more.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await Promise.all(workers.map((w) => w.stop()));
    const landed = [...sheets.rows('Logi'), ...sheets.rows('Porzucone koszyki')].map((row) =>
      String(row[10]),
    );
    expect(landed).toHaveLength(EVENTS);
    expect(new Set(landed).size).toBe(EVENTS);
    expect(new Set(landed)).toEqual(new Set(eventIds));
    expect(await store.outbox.listByTopic(SHEETS_TOPIC, { status: 'dead' })).toHaveLength(0);
  }, 120_000);

  it('leaves out rows a retried batch finds already in the sheet (the answer of the first try was lost)', async () => {
    const sheets = h.sandbox.state.sheets;
    sheets.reset();
    await store.sql.query('DELETE FROM outbox WHERE topic = $1', [SHEETS_TOPIC]);
    for (const i of [1, 2, 3]) {
      await h.post('/api/google/google-sheets', {
        configId: 'demo',
        sheetName: 'Logi',
        data: logRow('OPEN', `widget_r${String(i)}`),
      });
    }
    // The first worker appends but dies before its bookkeeping: its lease runs out and another worker claims.
    sheets.appendAnswerDelayMs = 400;
    const dying = h.worker({ leaseMs: 100 });
    const pass = dying.runOnce().catch(() => 0);
    await waitFor(() => sheets.rows('Logi').length === 3, 5_000);
    await store.sql.query(
      `UPDATE outbox SET next_attempt_at = now() - interval '1 second' WHERE topic = $1`,
      [SHEETS_TOPIC],
    );
    sheets.appendAnswerDelayMs = 0;
    await h.worker().runOnce();
    await pass;
    expect(sheets.rows('Logi')).toHaveLength(3);
    expect(sheets.appends).toHaveLength(1);
  });
});
