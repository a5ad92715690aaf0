// Recorded request/answer pairs for every Google call the product makes to keep its funnel rows: the
// service-account token grant, `spreadsheets.values.append` on the §3 sheets and `spreadsheets.values.get` of one
// column (the newsletter check), and the refusals the delivery job must tell apart. Restated in our own values
// from Google's Sheets API v4 reference, its OAuth 2.0 service-account guide, the Google API error model and
// answers captured in public issues. The simulator must answer each request this way (`facts` and the shape),
// and the BFF's client must send these requests and read these answers (`body`).
import type { ExampleProvenance, SourcedFact } from './provenance';
import { SANDBOX_SPREADSHEET_ID } from '../sheets/serviceAccount';
import type { SheetsShape } from './sheetsSchemas';

export type SheetsEndpoint = 'token' | 'append' | 'get';

export interface SheetsExample {
  name: string;
  endpoint: SheetsEndpoint;
  provenance: ExampleProvenance;
  /** What the spreadsheet looks like before the call (the simulator's switches set it). */
  arrange?: { unshared?: true; unknownSpreadsheet?: true; noToken?: true };
  request: {
    method: 'GET' | 'POST';
    /** The sheet (tab) and cells the call names, before A1 quoting and percent-encoding. */
    sheet?: string;
    cells?: string;
    query?: Record<string, string>;
    body?: unknown;
  };
  response: {
    status: number;
    shape: SheetsShape;
    /** The answer as Google gives it, in our values: what the client is checked against. */
    body: unknown;
    /** What the simulator's answer must carry (a part of `body`). */
    facts: unknown;
  };
}

/** The sandbox's spreadsheet, which the examples write to. */
export const SHEETS_EXAMPLE_SPREADSHEET = SANDBOX_SPREADSHEET_ID;

const REFERENCE = 'developers.google.com/sheets/api/reference/rest/v4/spreadsheets.values';
const known = {
  tokenGrant: {
    fact: 'a service account gets its token by POSTing grant_type=urn:ietf:params:oauth:grant-type:jwt-bearer with an RS256 assertion; the answer is {access_token, expires_in, token_type "Bearer"}',
    kind: 'documented',
    source: 'developers.google.com/identity/protocols/oauth2/service-account (HTTP/REST), RFC 7523',
  },
  appendCall: {
    fact: 'append is POST /v4/spreadsheets/{id}/values/{range}:append with valueInputOption (required) and insertDataOption, body {majorDimension, values}',
    kind: 'documented',
    source: `${REFERENCE}/append`,
  },
  appendAnswer: {
    fact: 'append answers AppendValuesResponse {spreadsheetId, tableRange (absent when no table was found), updates {updatedRange, updatedRows, updatedColumns, updatedCells}}',
    kind: 'documented',
    source: `${REFERENCE}#AppendValuesResponse; googleapis.dev/dotnet/Google.Apis.Sheets.v4 AppendValuesResponse ("Empty if no table was found")`,
  },
  getCall: {
    fact: 'get is GET /v4/spreadsheets/{id}/values/{range} with majorDimension, answering ValueRange {range, majorDimension, values}',
    kind: 'documented',
    source: `${REFERENCE}/get; ${REFERENCE}#ValueRange`,
  },
  emptyRange: {
    fact: 'a range holding nothing comes back without a values key',
    kind: 'assumed',
    why: 'the reference says empty trailing rows and columns are left out; public clients (gspread, googleapis samples) guard `values ?? []`',
    confirmBy: 'a get of an empty column of a test spreadsheet',
  },
  errorModel: {
    fact: 'refusals answer {error: {code, message, status}} with the canonical status name',
    kind: 'documented',
    source: 'cloud.google.com/apis/design/errors (HTTP mapping)',
  },
  unknownSheet: {
    fact: 'a range naming a sheet the spreadsheet lacks is 400 INVALID_ARGUMENT "Unable to parse range: …"',
    kind: 'captured',
    source:
      'github.com/googleworkspace/java-samples/issues/42; github.com/invokable/laravel-google-sheets/issues/13',
  },
  notShared: {
    fact: 'a spreadsheet not shared with the service account is 403 PERMISSION_DENIED "The caller does not have permission"',
    kind: 'captured',
    source:
      'github.com/nikaia/translation-sheet/issues/8; github.com/googleapis/google-api-ruby-client/issues/461',
  },
  unknownSpreadsheet: {
    fact: 'an unknown spreadsheet id is 404 NOT_FOUND "Requested entity was not found."',
    kind: 'assumed',
    why: 'the message is the one Google APIs give for a missing resource; no public capture of a Sheets values call on an unknown id was found',
    confirmBy: 'an append to a made-up spreadsheet id with test credentials',
  },
  noToken: {
    fact: 'a call without a Bearer token is 401 UNAUTHENTICATED',
    kind: 'documented',
    source: 'cloud.google.com/apis/design/errors (UNAUTHENTICATED = 401)',
  },
} satisfies Record<string, SourcedFact>;

const googleError = (code: number, status: string, message: string) => ({ error: { code, message, status } });
const ROW = [
  '2026-06-01 10:00:00',
  '1001',
  'https://shop.example',
  'pl',
  '1',
  'OPEN',
  '',
  '',
  '',
  'session-1',
];
const append = (sheet: string) => ({
  method: 'POST' as const,
  sheet,
  cells: 'A1',
  query: { valueInputOption: 'USER_ENTERED', insertDataOption: 'INSERT_ROWS' },
  body: { majorDimension: 'ROWS', values: [ROW] },
});

/** An append Google refuses: the error model's body, all of it a fact the simulator must give. */
const refusedAppend = (
  name: string,
  fact: SourcedFact,
  sheet: string,
  [code, status, message]: [number, string, string],
  arrange?: SheetsExample['arrange'],
): SheetsExample => ({
  name,
  endpoint: 'append',
  provenance: [known.appendCall, known.errorModel, fact],
  ...(arrange ? { arrange } : {}),
  request: append(sheet),
  response: {
    status: code,
    shape: 'error',
    body: googleError(code, status, message),
    facts: googleError(code, status, message),
  },
});

export const sheetsExamples: SheetsExample[] = [
  {
    name: 'token: a JWT bearer grant of the service account',
    endpoint: 'token',
    provenance: [known.tokenGrant],
    request: { method: 'POST' },
    response: {
      status: 200,
      shape: 'token',
      body: { access_token: 'ya29.example-access-token', expires_in: 3599, token_type: 'Bearer' },
      facts: { token_type: 'Bearer' },
    },
  },
  {
    name: 'append: one §3 row to Logi',
    endpoint: 'append',
    provenance: [known.appendCall, known.appendAnswer],
    request: append('Logi'),
    response: {
      status: 200,
      shape: 'append',
      body: {
        spreadsheetId: SHEETS_EXAMPLE_SPREADSHEET,
        updates: {
          spreadsheetId: SHEETS_EXAMPLE_SPREADSHEET,
          updatedRange: 'Logi!A1:J1',
          updatedRows: 1,
          updatedColumns: 10,
          updatedCells: 10,
        },
      },
      facts: { updates: { updatedRows: 1, updatedColumns: 10, updatedCells: 10 } },
    },
  },
  {
    name: 'append: a sheet whose name has a space is quoted in A1',
    endpoint: 'append',
    provenance: [known.appendCall, known.appendAnswer],
    request: append('Porzucone koszyki'),
    response: {
      status: 200,
      shape: 'append',
      body: {
        spreadsheetId: SHEETS_EXAMPLE_SPREADSHEET,
        updates: {
          spreadsheetId: SHEETS_EXAMPLE_SPREADSHEET,
          updatedRange: "'Porzucone koszyki'!A1:J1",
          updatedRows: 1,
          updatedColumns: 10,
          updatedCells: 10,
        },
      },
      facts: { updates: { updatedRange: "'Porzucone koszyki'!A1:J1", updatedRows: 1 } },
    },
  },
  {
    name: 'get: one column of Logi, row by row',
    endpoint: 'get',
    provenance: [known.getCall],
    request: { method: 'GET', sheet: 'Logi', cells: 'F:F', query: { majorDimension: 'ROWS' } },
    response: {
      status: 200,
      shape: 'valueRange',
      body: { range: 'Logi!F1:F1000', majorDimension: 'ROWS', values: [['OPEN']] },
      facts: { majorDimension: 'ROWS', values: [['OPEN']] },
    },
  },
  {
    name: 'get: an empty column has no values',
    endpoint: 'get',
    provenance: [known.getCall, known.emptyRange],
    request: { method: 'GET', sheet: 'Newsletter', cells: 'D:D', query: { majorDimension: 'ROWS' } },
    response: {
      status: 200,
      shape: 'valueRange',
      body: { range: 'Newsletter!D1:D1000', majorDimension: 'ROWS' },
      facts: { majorDimension: 'ROWS' },
    },
  },
  refusedAppend(
    'append: a sheet the spreadsheet lacks is refused as an unparsable range',
    known.unknownSheet,
    'Logs',
    [400, 'INVALID_ARGUMENT', 'Unable to parse range: Logs!A1'],
  ),
  refusedAppend(
    'append: a spreadsheet not shared with the service account',
    known.notShared,
    'Logi',
    [403, 'PERMISSION_DENIED', 'The caller does not have permission'],
    { unshared: true },
  ),
  refusedAppend(
    'append: an unknown spreadsheet id',
    known.unknownSpreadsheet,
    'Logi',
    [404, 'NOT_FOUND', 'Requested entity was not found.'],
    { unknownSpreadsheet: true },
  ),
  {
    name: 'get: no Bearer token',
    endpoint: 'get',
    provenance: [known.getCall, known.errorModel, known.noToken],
    arrange: { noToken: true },
    request: { method: 'GET', sheet: 'Logi', cells: 'F:F', query: { majorDimension: 'ROWS' } },
    response: {
      status: 401,
      shape: 'error',
      body: googleError(
        401,
        'UNAUTHENTICATED',
        'Request is missing required authentication credential. Expected OAuth 2 access token.',
      ),
      facts: { error: { code: 401, status: 'UNAUTHENTICATED' } },
    },
  },
];
