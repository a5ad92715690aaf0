import { readCredentials } from '../../config/credentials';
import { createSheetsClient, parseServiceAccount, type SheetsClient } from './client';

/** The Sheets client of a config id, or undefined when its spreadsheet or service account is not set. */
export type SheetsClientSource = (configId: string) => SheetsClient | undefined;

/**
 * Clients from `{CONFIGID}_GOOGLE_SPREADSHEET_ID`, `…_GOOGLE_SERVICE_ACCOUNT_JSON` and the optional
 * `…_GOOGLE_SHEETS_API_URL` / `…_GOOGLE_TOKEN_URL` (a sandbox). One client per config id and variable set,
 * so its access token is reused until it expires.
 */
export function createSheetsClientSource(
  credentialSource: Record<string, string | undefined>,
  options: { timeoutMs?: number } = {},
): SheetsClientSource {
  const clients = new Map<string, { key: string; client: SheetsClient }>();
  return (configId) => {
    const vars = readCredentials(configId, credentialSource).googleSheets;
    if (!vars.spreadsheetId || !vars.serviceAccountJson) return undefined;
    const key = JSON.stringify(vars);
    const cached = clients.get(configId);
    if (cached?.key === key) return cached.client;
    const serviceAccount = parseServiceAccount(vars.serviceAccountJson);
    if (!serviceAccount) return undefined;
    const client = createSheetsClient({
      spreadsheetId: vars.spreadsheetId,
      serviceAccount,
      ...(vars.apiUrl ? { apiUrl: vars.apiUrl } : {}),
      ...(vars.tokenUrl ? { tokenUrl: vars.tokenUrl } : {}),
      ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    });
    clients.set(configId, { key, client });
    return client;
  };
}
