// Google's refusals an operator fixes in the spreadsheet – a sheet (tab) renamed or deleted (400
// INVALID_ARGUMENT "Unable to parse range") and a spreadsheet no longer shared with the service account (403
// PERMISSION_DENIED) – end the rows dead at once with a reason support reads, never retried forever; after the
// fix, support's retry delivers them.
import { SHEETS_TOPIC } from '../services/funnel/sheetRow';
import type { Store } from '../store';
import { STORE_OPEN_TIMEOUT_MS, testEngines } from '../store/testing/testStores';
import { testSessionId } from '../testing/testDeps';
import { logRow, startSheetsHarness, type SheetsHarness } from '../../test/sheetsHarness';

const SUPPORT_TOKEN = 'support-token-sheets-refusals-0123456789';

describe.each(testEngines())('Sheets refusals the operator fixes ($name)', (engine) => {
  let store: Store;
  let h: SheetsHarness;

  beforeAll(async () => {
    store = await engine.open();
    h = await startSheetsHarness(store, { vars: { SUPPORT_TOKEN } });
  }, STORE_OPEN_TIMEOUT_MS);
  afterAll(async () => {
    await h.close();
    await engine.cleanup();
  });
  beforeEach(async () => {
    h.sandbox.state.sheets.reset();
    await store.sql.query('DELETE FROM outbox WHERE topic = $1', [SHEETS_TOPIC]);
  });

  async function postRows(count: number): Promise<void> {
    for (let i = 0; i < count; i += 1) {
      const answer = await h.post('/api/google/google-sheets', {
        configId: 'demo',
        sheetName: 'Logi',
        data: logRow('OPEN', testSessionId()),
      });
      expect(answer.status).toBe(200);
    }
  }

  /** Support's view of the dead rows, and its retry of each. */
  async function support(path: string, method: 'GET' | 'POST' = 'GET') {
    const response = await fetch(`${h.bff.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${SUPPORT_TOKEN}` },
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  async function deadRows(): Promise<{ id: string; lastError: string | null }[]> {
    const { body } = await support('/api/support/outbox?status=dead');
    return (body.items as { id: string; topic: string; lastError: string | null }[]).filter(
      (item) => item.topic === SHEETS_TOPIC,
    );
  }

  async function retryAllDead(): Promise<void> {
    for (const row of await deadRows()) {
      expect((await support(`/api/support/outbox/${row.id}/retry`, 'POST')).status).toBe(200);
    }
  }

  it('a sheet renamed away: each row dead on its first delivery, saying which sheet to add; delivered after', async () => {
    const sheets = h.sandbox.state.sheets;
    sheets.removeSheet('Logi');
    await postRows(3);
    await h.worker().runOnce();
    const dead = await deadRows();
    expect(dead).toHaveLength(3);
    for (const row of dead) {
      expect(row.lastError).toBe(
        'Unable to parse range: Logi!A1 (HTTP 400): the spreadsheet has no sheet named "Logi"; add or rename it, then retry',
      );
    }
    // Nothing is retried behind support's back.
    const calls = sheets.appends.length;
    await h.worker().runOnce();
    expect(sheets.appends).toHaveLength(calls);

    sheets.addSheet('Logi');
    await retryAllDead();
    await h.worker().runOnce();
    expect(sheets.rows('Logi')).toHaveLength(3);
    expect(await deadRows()).toEqual([]);
  });

  it('a spreadsheet no longer shared: every row dead at once, saying what to share; delivered after', async () => {
    const sheets = h.sandbox.state.sheets;
    sheets.unshare();
    await postRows(3);
    await h.worker().runOnce();
    const dead = await deadRows();
    expect(dead).toHaveLength(3);
    expect(dead[0]?.lastError).toBe(
      "The caller does not have permission (HTTP 403): share the spreadsheet with the service account's " +
        'client_email as an editor, then retry',
    );
    expect(sheets.rows('Logi')).toEqual([]);

    sheets.share();
    await retryAllDead();
    await h.worker().runOnce();
    expect(sheets.rows('Logi')).toHaveLength(3);
  });
});
