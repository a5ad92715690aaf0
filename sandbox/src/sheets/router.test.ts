import { createSign } from 'node:crypto';
import request from 'supertest';
import { createSandboxApp } from '../app';
import { parseA1 } from './a1';
import { SHEETS_TOKEN_PATH } from './router';
import {
  SANDBOX_SERVICE_ACCOUNT_EMAIL,
  SANDBOX_SERVICE_ACCOUNT_PRIVATE_KEY,
  SANDBOX_SPREADSHEET_ID,
} from './serviceAccount';

let now = new Date('2026-03-10T09:00:00Z');
const clock = () => now;

function assertion(claims: Record<string, unknown> = {}): string {
  const iat = Math.floor(now.getTime() / 1000);
  const part = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const unsigned = `${part({ alg: 'RS256', typ: 'JWT' })}.${part({
    iss: SANDBOX_SERVICE_ACCOUNT_EMAIL,
    scope: 'https://www.googleapis.com/auth/spreadsheets',
    aud: 'https://oauth2.googleapis.com/token',
    iat,
    exp: iat + 3600,
    ...claims,
  })}`;
  const signer = createSign('RSA-SHA256');
  signer.update(unsigned);
  return `${unsigned}.${signer.sign(SANDBOX_SERVICE_ACCOUNT_PRIVATE_KEY).toString('base64url')}`;
}

async function tokenFor(app: ReturnType<typeof createSandboxApp>['app']): Promise<string> {
  const res = await request(app.callback())
    .post(SHEETS_TOKEN_PATH)
    .type('form')
    .send({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion: assertion() });
  expect(res.status).toBe(200);
  return res.body.access_token as string;
}

const valuesPath = (range: string, suffix = '') =>
  `/v4/spreadsheets/${SANDBOX_SPREADSHEET_ID}/values/${encodeURIComponent(range)}${suffix}`;

describe('Sheets simulator', () => {
  beforeEach(() => {
    now = new Date('2026-03-10T09:00:00Z');
  });

  it('exchanges a service-account JWT bearer grant for an access token and refuses a forged one', async () => {
    const { app } = createSandboxApp({ clock });
    expect(await tokenFor(app)).toMatch(/^ya29\./);
    const forged = assertion().replace(/\.[^.]+$/, '.AAAA');
    const res = await request(app.callback())
      .post(SHEETS_TOKEN_PATH)
      .type('form')
      .send({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion: forged });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_grant');
  });

  it('appends after the last row on the percent-encoded path, strips the USER_ENTERED apostrophe, reads a column', async () => {
    const { app, state } = createSandboxApp({ clock });
    const token = await tokenFor(app);
    const append = (values: string[][]) =>
      request(app.callback())
        .post(`${valuesPath("'Porzucone koszyki'!A1", ':append')}?valueInputOption=USER_ENTERED`)
        .set('authorization', `Bearer ${token}`)
        .send({ values });
    expect((await append([['a', "'+48 600 100 200"]])).body.updates.updatedRange).toBe(
      "'Porzucone koszyki'!A1:B1",
    );
    const second = await append([['b', 'x']]);
    expect(second.body).toMatchObject({
      tableRange: "'Porzucone koszyki'!A1:B1",
      updates: { updatedRows: 1 },
    });
    expect(state.sheets.rows('Porzucone koszyki')).toEqual([
      ['a', '+48 600 100 200'],
      ['b', 'x'],
    ]);
    expect(state.sheets.appends[0]?.values).toEqual([['a', "'+48 600 100 200"]]);
    const column = await request(app.callback())
      .get(valuesPath("'Porzucone koszyki'!B:B"))
      .set('authorization', `Bearer ${token}`);
    expect(column.body).toEqual({
      range: "'Porzucone koszyki'!B:B",
      majorDimension: 'ROWS',
      values: [['+48 600 100 200'], ['x']],
    });
  });

  it('refuses a call without a token (401), a missing valueInputOption (400) and an unknown sheet (400)', async () => {
    const { app } = createSandboxApp({ clock });
    const token = await tokenFor(app);
    const anonymous = await request(app.callback()).get(valuesPath('Logi!A:A'));
    expect(anonymous.status).toBe(401);
    const noOption = await request(app.callback())
      .post(valuesPath('Logi!A1', ':append'))
      .set('authorization', `Bearer ${token}`)
      .send({ values: [['x']] });
    expect(noOption.status).toBe(400);
    const unknown = await request(app.callback())
      .get(valuesPath('Orders!A:A'))
      .set('authorization', `Bearer ${token}`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toEqual({
      code: 400,
      message: 'Unable to parse range: Orders!A:A',
      status: 'INVALID_ARGUMENT',
    });
  });

  it('answers 403 PERMISSION_DENIED while the spreadsheet is not shared with the service account', async () => {
    const { app, state } = createSandboxApp({ clock });
    const token = await tokenFor(app);
    const append = () =>
      request(app.callback())
        .post(valuesPath('Logi!A1', ':append?valueInputOption=RAW'))
        .set('authorization', `Bearer ${token}`)
        .send({ values: [['x']] });
    state.sheets.unshare();
    const refused = await append();
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({
      code: 403,
      message: 'The caller does not have permission',
      status: 'PERMISSION_DENIED',
    });
    expect(state.sheets.rows('Logi')).toEqual([]);
    state.sheets.share();
    expect((await append()).status).toBe(200);
  });

  it('answers 503 or 429 while the fault switch is on, then recovers when its time is up', async () => {
    const { app, state } = createSandboxApp({ clock });
    const token = await tokenFor(app);
    const switched = await request(app.callback())
      .post('/__sandbox/sheets/faults')
      .send({ status: 429, forMs: 60_000 });
    expect(switched.body.fault.status).toBe(429);
    const get = () =>
      request(app.callback()).get(valuesPath('Newsletter!D:D')).set('authorization', `Bearer ${token}`);
    const limited = await get();
    expect(limited.status).toBe(429);
    expect(limited.body.error.status).toBe('RESOURCE_EXHAUSTED');
    now = new Date(now.getTime() + 61_000);
    expect((await get()).status).toBe(200);
    await request(app.callback()).post('/__sandbox/sheets/faults').send({ status: 503, times: 1 });
    expect((await get()).status).toBe(503);
    expect((await get()).status).toBe(200);
    expect(state.sheets.faultedCalls).toBe(2);
  });

  it('lets tests read what was appended over HTTP', async () => {
    const { app } = createSandboxApp({ clock });
    const token = await tokenFor(app);
    await request(app.callback())
      .post(`${valuesPath('Logi!A1', ':append')}?valueInputOption=RAW`)
      .set('authorization', `Bearer ${token}`)
      .send({ values: [['2026-03-10 10:00:00', '1001']] });
    const res = await request(app.callback()).get(
      `/__sandbox/sheets/spreadsheets/${SANDBOX_SPREADSHEET_ID}/sheets/Logi`,
    );
    expect(res.body).toEqual({ rows: [['2026-03-10 10:00:00', '1001']], appendCalls: 1 });
  });
});

describe('parseA1', () => {
  it('reads quoted sheet names, whole columns and open-ended ranges', () => {
    expect(parseA1("'Porzucone koszyki'!A:K")).toEqual({
      sheet: 'Porzucone koszyki',
      startColumn: 0,
      endColumn: 10,
      startRow: 1,
      endRow: undefined,
    });
    expect(parseA1('Logi!K2:K')).toMatchObject({ startColumn: 10, endColumn: 10, startRow: 2 });
    expect(parseA1('Logi')).toBeUndefined();
    expect(parseA1('Logi!D')).toBeUndefined();
  });
});
