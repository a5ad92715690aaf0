// The BFF's Sheets client against the recorded Google examples: it must send their requests and read their
// answers – not only agree with the simulator, which is checked against the same examples on its own side.
import {
  SHEETS_EXAMPLE_SPREADSHEET,
  sheetsExamples,
  type SheetsExample,
} from '@booking/sandbox/contracts';
import { sandboxServiceAccountJson } from '@booking/sandbox/sheets';
import { createSheetsClient, parseServiceAccount, sheetRange } from './client';
import { ProviderError, type ProviderErrorKind } from '../providerError';

const API_URL = 'https://sheets.googleapis.example';
const TOKEN_URL = 'https://oauth2.googleapis.example/token';
const tokenExample = sheetsExamples.find((e) => e.endpoint === 'token') as SheetsExample;
const calls = sheetsExamples.filter((e) => e.endpoint !== 'token' && !e.arrange?.noToken);

interface Sent {
  method: string;
  url: URL;
  authorization: string | null;
  body: string | undefined;
}

/** Global fetch answering the token grant with the token example and everything else with `answer`. */
function replay(answer: { status: number; body: unknown }): Sent[] {
  const sent: Sent[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = new Headers(init?.headers);
    sent.push({
      method: init?.method ?? 'GET',
      url,
      authorization: headers.get('authorization'),
      body:
        typeof init?.body === 'string' || init?.body instanceof URLSearchParams
          ? String(init.body)
          : undefined,
    });
    const { status, body } = url.href === TOKEN_URL ? tokenExample.response : answer;
    return Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
    );
  });
  return sent;
}
afterEach(() => jest.restoreAllMocks());

function client() {
  return createSheetsClient({
    spreadsheetId: SHEETS_EXAMPLE_SPREADSHEET,
    serviceAccount: parseServiceAccount(sandboxServiceAccountJson(TOKEN_URL))!,
    apiUrl: API_URL,
    tokenUrl: TOKEN_URL,
  });
}
const call = (example: SheetsExample) => {
  const { sheet = '', cells = '', body } = example.request;
  return example.endpoint === 'append'
    ? client().append(sheet, (body as { values: string[][] }).values)
    : client().readColumn(sheet, cells.split(':')[0] ?? '');
};
const KINDS: Record<number, ProviderErrorKind> = {
  400: 'validation',
  401: 'auth',
  403: 'auth',
  404: 'not_found',
};

describe('Sheets client against the recorded Google examples', () => {
  it.each(calls.map((e) => [e.name, e] as const))('sends the request of "%s"', async (_name, example) => {
    const sent = replay(example.response);
    await call(example).catch(() => undefined);
    const [grant, request] = sent;
    expect(grant?.url.href).toBe(TOKEN_URL);
    expect(new URLSearchParams(grant?.body).get('grant_type')).toBe(
      'urn:ietf:params:oauth:grant-type:jwt-bearer',
    );
    const { sheet = '', cells = '', query = {}, body } = example.request;
    const suffix = example.endpoint === 'append' ? ':append' : '';
    expect(request?.method).toBe(example.request.method);
    expect(decodeURIComponent(request?.url.pathname ?? '')).toBe(
      `/v4/spreadsheets/${SHEETS_EXAMPLE_SPREADSHEET}/values/${sheetRange(sheet, cells)}${suffix}`,
    );
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toMatchObject(query);
    expect(request?.authorization).toBe(
      `Bearer ${(tokenExample.response.body as { access_token: string }).access_token}`,
    );
    if (body !== undefined) expect(JSON.parse(request?.body ?? 'null')).toEqual(body);
  });

  const answered = calls.filter((e) => e.response.status === 200);
  it.each(answered.map((e) => [e.name, e] as const))('reads the answer of "%s"', async (_name, example) => {
    replay(example.response);
    const body = example.response.body as { updates?: { updatedRange: string }; values?: string[][] };
    const expected =
      example.endpoint === 'append'
        ? { updatedRange: body.updates?.updatedRange }
        : (body.values ?? []).map((row) => row[0]);
    await expect(call(example)).resolves.toEqual(expected);
  });

  const refused = calls.filter((e) => e.response.status >= 400);
  it.each(refused.map((e) => [e.name, e] as const))(
    'tells the refusal of "%s" by kind and message, with or without the older errors[] list',
    async (_name, example) => {
      const { error } = example.response.body as { error: { code: number; message: string } };
      const withList = {
        error: { ...error, errors: [{ message: error.message, domain: 'global', reason: 'x' }] },
      };
      for (const body of [example.response.body, withList]) {
        replay({ status: example.response.status, body });
        const failure = await call(example).catch((e: unknown) => e);
        expect(failure).toBeInstanceOf(ProviderError);
        expect(failure).toMatchObject({
          kind: KINDS[error.code],
          status: error.code,
          message: error.message,
        });
        expect((failure as ProviderError).transient).toBe(false);
      }
    },
  );
});
