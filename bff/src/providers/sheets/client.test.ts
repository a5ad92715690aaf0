// The real client (@googleapis/sheets + google-auth-library's JWT) against the sandbox over HTTP.
import { startSandbox, type RunningSandbox } from '@booking/sandbox';
import {
  SANDBOX_SPREADSHEET_ID,
  sandboxServiceAccountJson,
  SHEETS_TOKEN_PATH,
} from '@booking/sandbox/sheets';
import { createSheetsClientSource } from './source';
import { ProviderError } from '../providerError';

let sandbox: RunningSandbox;

const vars = () => ({
  DEMO_GOOGLE_SHEETS_API_URL: sandbox.url,
  DEMO_GOOGLE_SPREADSHEET_ID: SANDBOX_SPREADSHEET_ID,
  // As an env file holds it: the key's line breaks written as \n.
  DEMO_GOOGLE_SERVICE_ACCOUNT_JSON: sandboxServiceAccountJson(
    `${sandbox.url}${SHEETS_TOKEN_PATH}`,
  ).replaceAll('\\n', '\\\\n'),
});

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.state.sheets.reset());

describe('Sheets client', () => {
  it('gets a token with the service account, appends to a quoted sheet and reads a column back', async () => {
    const client = createSheetsClientSource(vars())('demo');
    expect(client).toBeDefined();
    const appended = await client!.append('Porzucone koszyki', [['2026-06-01 10:00:00', "'+48600100200"]]);
    expect(appended.updatedRange).toBe("'Porzucone koszyki'!A1:B1");
    await client!.append('Porzucone koszyki', [['2026-06-01 10:05:00', 'x']]);
    expect(await client!.readColumn('Porzucone koszyki', 'B')).toEqual(['+48600100200', 'x']);
    expect(await client!.readColumn('Newsletter', 'D')).toEqual([]);
    expect(sandbox.state.sheets.appends.map((a) => a.valueInputOption)).toEqual([
      'USER_ENTERED',
      'USER_ENTERED',
    ]);
  });

  it('is undefined for a config without a spreadsheet or service account', () => {
    expect(createSheetsClientSource({})('demo')).toBeUndefined();
    expect(
      createSheetsClientSource({ ...vars(), DEMO_GOOGLE_SERVICE_ACCOUNT_JSON: 'not json' })('demo'),
    ).toBeUndefined();
  });

  it('reports a 429 as transient rate limiting with its Retry-After, a 503 as unavailable', async () => {
    const client = createSheetsClientSource(vars())('demo')!;
    sandbox.state.sheets.setFault(429, { times: 1 });
    const limited = await client.append('Logi', [['a']]).catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(ProviderError);
    expect(limited).toMatchObject({ kind: 'rate_limit', status: 429, retryAfterMs: 1000, transient: true });
    sandbox.state.sheets.setFault(503, { times: 1 });
    await expect(client.append('Logi', [['a']])).rejects.toMatchObject({
      kind: 'unavailable',
      transient: true,
    });
    // Neither failed call wrote a row, and no retry was made behind the outbox's back.
    expect(sandbox.state.sheets.rows('Logi')).toEqual([]);
    expect(sandbox.state.sheets.faultedCalls).toBe(2);
  });

  it('refuses a spreadsheet the service account cannot reach as not transient', async () => {
    const client = createSheetsClientSource({
      ...vars(),
      DEMO_GOOGLE_SPREADSHEET_ID: 'missingSpreadsheet01',
    })('demo')!;
    await expect(client.append('Logi', [['a']])).rejects.toMatchObject({
      kind: 'not_found',
      transient: false,
    });
  });
});
