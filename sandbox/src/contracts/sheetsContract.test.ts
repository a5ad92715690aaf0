import { createSign } from 'node:crypto';
import { startSandbox, type RunningSandbox } from '../server';
import { SHEETS_TOKEN_PATH } from '../sheets';
import { SANDBOX_SERVICE_ACCOUNT_EMAIL, SANDBOX_SERVICE_ACCOUNT_PRIVATE_KEY } from '../sheets/serviceAccount';
import { SHEETS_EXAMPLE_SPREADSHEET, sheetsExamples, type SheetsExample } from './sheetsExamples';
import { sheetsSchemaErrors } from './sheetsSchemas';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
});
afterAll(() => sandbox.close());

/** A JWT bearer assertion made by the steps of Google's service-account guide (header, claim set, RS256). */
function assertion(audience: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const iat = Math.floor(Date.now() / 1000);
  const unsigned = `${part({ alg: 'RS256', typ: 'JWT' })}.${part({
    iss: SANDBOX_SERVICE_ACCOUNT_EMAIL,
    scope: 'https://www.googleapis.com/auth/spreadsheets',
    aud: audience,
    iat,
    exp: iat + 3600,
  })}`;
  const signature = createSign('RSA-SHA256').update(unsigned).sign(SANDBOX_SERVICE_ACCOUNT_PRIVATE_KEY);
  return `${unsigned}.${signature.toString('base64url')}`;
}

/** `Logi` stays bare, a name with a space is quoted – as A1 notation and the BFF's client write it. */
const a1 = (sheet: string, cells: string) => `${/^\w+$/.test(sheet) ? sheet : `'${sheet}'`}!${cells}`;

function send(example: SheetsExample, token: string): Promise<Response> {
  const { method, sheet = '', cells = '', query = {}, body } = example.request;
  if (example.endpoint === 'token') {
    const tokenUrl = `${sandbox.url}${SHEETS_TOKEN_PATH}`;
    return fetch(tokenUrl, {
      method,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: assertion(tokenUrl),
      }).toString(),
    });
  }
  const spreadsheet = example.arrange?.unknownSpreadsheet
    ? 'noSuchSpreadsheet0001'
    : SHEETS_EXAMPLE_SPREADSHEET;
  const range = encodeURIComponent(a1(sheet, cells)) + (example.endpoint === 'append' ? ':append' : '');
  const url = `${sandbox.url}/v4/spreadsheets/${spreadsheet}/values/${range}?${new URLSearchParams(query).toString()}`;
  return fetch(url, {
    method,
    headers: {
      Accept: 'application/json',
      ...(example.arrange?.noToken ? {} : { Authorization: `Bearer ${token}` }),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

describe('the recorded Google Sheets examples themselves', () => {
  it.each(sheetsExamples.map((e) => [e.name, e] as const))('%s', (_name, example) => {
    expect(sheetsSchemaErrors(example.response.shape, example.response.body)).toEqual([]);
    expect(example.response.body).toMatchObject(example.response.facts as object);
  });
});

describe('Google Sheets simulator against the recorded examples', () => {
  let token = '';

  it.each(sheetsExamples.map((e) => [e.name, e] as const))('%s', async (_name, example) => {
    if (example.arrange?.unshared) sandbox.state.sheets.unshare(SHEETS_EXAMPLE_SPREADSHEET);
    try {
      const response = await send(example, token);
      const answer = (await response.json()) as Record<string, unknown>;
      expect(response.status).toBe(example.response.status);
      expect(sheetsSchemaErrors(example.response.shape, answer)).toEqual([]);
      expect(answer).toMatchObject(example.response.facts as object);
      if (example.endpoint === 'token') token = String(answer.access_token);
    } finally {
      sandbox.state.sheets.share(SHEETS_EXAMPLE_SPREADSHEET);
    }
  });
});

describe('sheetsSchemaErrors', () => {
  it('names an append answer without its updates and an error without its status', () => {
    expect(sheetsSchemaErrors('append', { spreadsheetId: 'x' })).toEqual([
      "must have required property 'updates'",
    ]);
    expect(sheetsSchemaErrors('error', { error: { code: 403, message: 'no' } })).toEqual([
      "/error must have required property 'status'",
    ]);
  });
});
