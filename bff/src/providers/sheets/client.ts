import { sheets, type sheets_v4 } from '@googleapis/sheets';
import { Gaxios, type GaxiosOptionsPrepared } from 'gaxios';
import { JWT } from 'google-auth-library';
import { sheetsErrorFrom } from './errors';

/** Google's token endpoint, which google-auth-library posts the JWT bearer grant to (fixed in the library). */
const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
const SCOPES = ['https://www.googleapis.com/auth/spreadsheets'];

/** The fields of a service-account JSON key file the client uses. */
export interface ServiceAccount {
  client_email: string;
  private_key: string;
  /** Where the key file says tokens come from; a sandbox key names its own. */
  token_uri?: string;
}

export interface SheetsClientOptions {
  spreadsheetId: string;
  serviceAccount: ServiceAccount;
  /** Origin of the Sheets API (a sandbox); Google's when absent. Any path is dropped by the library. */
  apiUrl?: string;
  /** Token endpoint; else the key file's token_uri, else Google's. */
  tokenUrl?: string;
  /** Per-call timeout; below the outbox lease, so a slow call never outlives its claim. */
  timeoutMs?: number;
}

/** Appending and reading rows of one spreadsheet. Vendor shapes stop here. */
export interface SheetsClient {
  /** Appends rows after the sheet's table (USER_ENTERED, rows inserted); answers the updated A1 range. */
  append(sheet: string, rows: string[][]): Promise<{ updatedRange: string }>;
  /** The cells of one column (e.g. `D`), top to bottom; empty when the sheet has none. */
  readColumn(sheet: string, column: string): Promise<string[]>;
}

/** `Logi` stays bare; `Porzucone koszyki` is quoted, as A1 notation needs for a space. */
export function sheetRange(sheet: string, cells: string): string {
  const quoted = /^[A-Za-z0-9_]+$/.test(sheet) ? sheet : `'${sheet.replaceAll("'", "''")}'`;
  return `${quoted}!${cells}`;
}

/**
 * Parses `{CONFIGID}_GOOGLE_SERVICE_ACCOUNT_JSON`. A private key kept in an env file with literal `\n`
 * sequences is turned back into a PEM with line breaks.
 */
export function parseServiceAccount(json: string): ServiceAccount | undefined {
  try {
    const value = JSON.parse(json) as Record<string, unknown>;
    if (typeof value.client_email !== 'string' || typeof value.private_key !== 'string') return undefined;
    return {
      client_email: value.client_email,
      private_key: value.private_key.replaceAll('\\n', '\n'),
      ...(typeof value.token_uri === 'string' ? { token_uri: value.token_uri } : {}),
    };
  } catch {
    return undefined;
  }
}

/**
 * A transport for the JWT client that sends the token request to `tokenUrl`: google-auth-library posts the
 * grant to Google's fixed URL whatever the key file says, so a sandbox (or a private endpoint) needs the
 * request rewritten. No retries of its own: the outbox decides when to try again.
 */
function transportFor(tokenUrl: string, timeoutMs: number): Gaxios {
  // Node's own fetch: gaxios would otherwise load node-fetch through a dynamic import.
  const transport = new Gaxios({
    timeout: timeoutMs,
    retry: false,
    fetchImplementation: (input, init) => fetch(input, init),
  });
  if (tokenUrl !== GOOGLE_TOKEN_URL) {
    transport.interceptors.request.add({
      resolved: (options: GaxiosOptionsPrepared) => {
        if (options.url.toString() === GOOGLE_TOKEN_URL) {
          options.url = new URL(tokenUrl);
          // The library asks gaxios to retry the token POST; one attempt per outbox try is enough.
          options.retry = false;
          delete options.retryConfig;
        }
        return Promise.resolve(options);
      },
    });
  }
  return transport;
}

/** A Sheets client over `@googleapis/sheets` with a service account (google-auth-library's JWT). */
export function createSheetsClient(options: SheetsClientOptions): SheetsClient {
  const timeoutMs = options.timeoutMs ?? 20_000;
  const tokenUrl = options.tokenUrl ?? options.serviceAccount.token_uri ?? GOOGLE_TOKEN_URL;
  const auth = new JWT({
    email: options.serviceAccount.client_email,
    key: options.serviceAccount.private_key,
    scopes: SCOPES,
    transporter: transportFor(tokenUrl, timeoutMs),
  });
  const api: sheets_v4.Sheets = sheets({
    version: 'v4',
    auth,
    ...(options.apiUrl ? { rootUrl: `${new URL(options.apiUrl).origin}/` } : {}),
    timeout: timeoutMs,
    retry: false,
  });
  const { spreadsheetId } = options;
  return {
    async append(sheet, rows) {
      try {
        const response = await api.spreadsheets.values.append({
          spreadsheetId,
          range: sheetRange(sheet, 'A1'),
          valueInputOption: 'USER_ENTERED',
          insertDataOption: 'INSERT_ROWS',
          requestBody: { majorDimension: 'ROWS', values: rows },
        });
        return { updatedRange: response.data.updates?.updatedRange ?? '' };
      } catch (error) {
        throw sheetsErrorFrom(error);
      }
    },
    async readColumn(sheet, column) {
      try {
        const response = await api.spreadsheets.values.get({
          spreadsheetId,
          range: sheetRange(sheet, `${column}:${column}`),
          majorDimension: 'ROWS',
        });
        // No data at all comes back without a `values` key; a row emptied by hand comes back as [].
        return (response.data.values ?? []).map((row) => {
          const cell: unknown = row[0];
          if (typeof cell === 'string') return cell;
          return typeof cell === 'number' || typeof cell === 'boolean' ? String(cell) : '';
        });
      } catch (error) {
        throw sheetsErrorFrom(error);
      }
    },
  };
}
