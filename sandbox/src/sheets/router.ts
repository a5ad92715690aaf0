import type Koa from 'koa';
import { readRawBody } from '../http/rawBody';
import { parseA1 } from './a1';
import { SheetsSimulator } from './simulator';

/** Google's limit on the characters of one cell. */
export const MAX_CELL_CHARACTERS = 50_000;
import { checkJwtBearerGrant } from './tokenEndpoint';

/** Path of the sandbox's OAuth token endpoint (`{CONFIGID}_GOOGLE_TOKEN_URL` = sandbox URL + this). */
export const SHEETS_TOKEN_PATH = '/google/oauth2/token';

const VALUES_PATH = /^\/v4\/spreadsheets\/([^/]+)\/values\/([^/]+)$/;
const ROWS_PATH = /^\/__sandbox\/sheets\/spreadsheets\/([^/]+)\/sheets\/([^/]+)$/;
const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};
const FAULT_MESSAGES: Record<number, string> = {
  429: "Quota exceeded for quota metric 'Write requests' and limit 'Write requests per minute per user'",
  500: 'Internal error encountered.',
  503: 'The service is currently unavailable.',
};

/** Google's error body: `{error: {code, message, status}}`. */
function googleError(ctx: Koa.Context, code: number, message: string): void {
  ctx.status = code;
  ctx.body = { error: { code, message, status: STATUS_NAMES[code] ?? 'UNKNOWN' } };
}

const isCell = (v: unknown): v is string | number | boolean =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

export interface SheetsRouterOptions {
  clock: () => Date;
  /** The sandbox's own origin, for the token URL an assertion may name as its audience. */
  publicUrl: () => string;
}

/**
 * Google Sheets API v4 simulator: the service-account token exchange, `spreadsheets.values.append` and
 * `spreadsheets.values.get` on Google's paths (the Node client's percent-encoded ranges included), plus the
 * `/__sandbox/sheets/*` switches and readers for tests.
 */
export function createSheetsMiddleware(options: SheetsRouterOptions): {
  middleware: Koa.Middleware;
  state: SheetsSimulator;
} {
  const sim = new SheetsSimulator(options.clock);

  const values = async (ctx: Koa.Context, match: RegExpExecArray): Promise<void> => {
    const spreadsheetId = decodeURIComponent(match[1] ?? '');
    let rawRange = match[2] ?? '';
    const appending = rawRange.endsWith(':append');
    if (appending) rawRange = rawRange.slice(0, -':append'.length);
    if ((ctx.method === 'POST') !== appending || !['GET', 'POST'].includes(ctx.method)) {
      googleError(ctx, 404, 'Method not found.');
      return;
    }
    const token = /^Bearer (.+)$/.exec(ctx.get('authorization'))?.[1];
    if (!token || !sim.tokenValid(token)) {
      googleError(
        ctx,
        401,
        'Request is missing required authentication credential. Expected OAuth 2 access token.',
      );
      return;
    }
    const fault = sim.takeFault();
    if (fault) {
      if (fault === 429) ctx.set('Retry-After', '1');
      googleError(ctx, fault, FAULT_MESSAGES[fault] ?? 'Error');
      return;
    }
    if (!sim.hasSpreadsheet(spreadsheetId)) {
      googleError(ctx, 404, 'Requested entity was not found.');
      return;
    }
    // A spreadsheet not shared with the service account: 403 "The caller does not have permission" (captured
    // in public issues of Google's clients; the Sheets guides say to share the sheet with client_email).
    if (!sim.isShared(spreadsheetId)) {
      googleError(ctx, 403, 'The caller does not have permission');
      return;
    }
    let text: string;
    try {
      text = decodeURIComponent(rawRange);
    } catch {
      googleError(ctx, 400, `Unable to parse range: ${rawRange}`);
      return;
    }
    const range = parseA1(text);
    if (!range) {
      googleError(ctx, 400, `Unable to parse range: ${text}`);
      return;
    }
    // A range naming a sheet (tab) the spreadsheet lacks does not parse: Google answers 400 INVALID_ARGUMENT
    // "Unable to parse range: …" (captured: invokable/laravel-google-sheets#13, googleworkspace/java-samples#42).
    if (!sim.sheet(spreadsheetId, range.sheet)) {
      googleError(ctx, 400, `Unable to parse range: ${text}`);
      return;
    }
    if (!appending) {
      const rows = sim.get(spreadsheetId, range);
      const majorDimension = ctx.query.majorDimension === 'COLUMNS' ? 'COLUMNS' : 'ROWS';
      const body: Record<string, unknown> = { range: text, majorDimension };
      if (rows.length > 0) {
        body.values =
          majorDimension === 'ROWS'
            ? rows
            : Array.from({ length: Math.max(...rows.map((r) => r.length)) }, (_, c) =>
                rows.map((r) => r[c] ?? ''),
              );
      }
      ctx.body = body;
      return;
    }
    const option = ctx.query.valueInputOption;
    if (option !== 'RAW' && option !== 'USER_ENTERED') {
      googleError(ctx, 400, "Invalid valueInputOption: must be 'RAW' or 'USER_ENTERED'");
      return;
    }
    const body = ctx.request.body as { values?: unknown } | undefined;
    const rows = body?.values;
    if (!Array.isArray(rows) || !rows.every((row) => Array.isArray(row) && row.every(isCell))) {
      googleError(ctx, 400, 'Invalid JSON payload received. values must be a list of rows of cells.');
      return;
    }
    // Google refuses the whole call when any cell holds more than 50,000 characters.
    if (rows.some((row: unknown[]) => row.some((cell) => String(cell).length > MAX_CELL_CHARACTERS))) {
      googleError(
        ctx,
        400,
        `Your input contains more than the maximum of ${MAX_CELL_CHARACTERS} characters in a single cell.`,
      );
      return;
    }
    const result = sim.append(spreadsheetId, range, option, rows);
    if (sim.appendAnswerDelayMs > 0) {
      await new Promise((resolve) => setTimeout(resolve, sim.appendAnswerDelayMs));
    }
    ctx.body = {
      spreadsheetId,
      ...(result.tableRange ? { tableRange: result.tableRange } : {}),
      updates: {
        spreadsheetId,
        updatedRange: result.updatedRange,
        updatedRows: result.updatedRows,
        updatedColumns: result.updatedColumns,
        updatedCells: result.updatedCells,
      },
    };
  };

  const token = async (ctx: Koa.Context): Promise<void> => {
    const form = new URLSearchParams(await readRawBody(ctx));
    const outcome = checkJwtBearerGrant(form, options.clock(), `${options.publicUrl()}${SHEETS_TOKEN_PATH}`);
    if ('status' in outcome) {
      ctx.status = outcome.status;
      ctx.body = outcome.body;
      return;
    }
    ctx.body = { access_token: sim.issueToken(outcome.email, 3600), expires_in: 3599, token_type: 'Bearer' };
  };

  const sandboxSwitches = (ctx: Koa.Context): boolean => {
    if (ctx.path === '/__sandbox/sheets/faults') {
      if (ctx.method === 'GET') ctx.body = { fault: sim.describeFault() ?? null };
      else if (ctx.method === 'DELETE') {
        sim.clearFault();
        ctx.body = { fault: null };
      } else if (ctx.method === 'POST') {
        const body = (ctx.request.body ?? {}) as {
          status?: unknown;
          forMs?: unknown;
          times?: unknown;
          appendAnswerDelayMs?: unknown;
        };
        if (typeof body.appendAnswerDelayMs === 'number' && body.appendAnswerDelayMs >= 0) {
          sim.appendAnswerDelayMs = body.appendAnswerDelayMs;
        }
        if (body.status === undefined) {
          // Only the answer delay was set.
        } else if (body.status === null || body.status === 0) sim.clearFault();
        else if (body.status === 429 || body.status === 500 || body.status === 503) {
          sim.setFault(body.status, {
            ...(typeof body.forMs === 'number' ? { forMs: body.forMs } : {}),
            ...(typeof body.times === 'number' ? { times: body.times } : {}),
          });
        } else {
          ctx.status = 400;
          ctx.body = { message: 'status must be 429, 500, 503 or null' };
          return true;
        }
        ctx.body = { fault: sim.describeFault() ?? null, appendAnswerDelayMs: sim.appendAnswerDelayMs };
      } else return false;
      return true;
    }
    if (ctx.path === '/__sandbox/sheets/reset' && ctx.method === 'POST') {
      sim.reset();
      ctx.body = { ok: true };
      return true;
    }
    if (ctx.path === '/__sandbox/sheets/spreadsheets' && ctx.method === 'POST') {
      const id = (ctx.request.body as { spreadsheetId?: unknown } | undefined)?.spreadsheetId;
      if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{10,100}$/.test(id)) {
        ctx.status = 400;
        ctx.body = { message: 'spreadsheetId must be 10–100 letters, digits, _ or -' };
        return true;
      }
      sim.createSpreadsheet(id);
      ctx.body = { spreadsheetId: id };
      return true;
    }
    const rows = ROWS_PATH.exec(ctx.path);
    if (rows && ctx.method === 'GET') {
      const id = decodeURIComponent(rows[1] ?? '');
      const sheet = decodeURIComponent(rows[2] ?? '');
      if (!sim.sheet(id, sheet)) {
        ctx.status = 404;
        ctx.body = { message: `No sheet ${sheet} in ${id}` };
        return true;
      }
      ctx.body = {
        rows: sim.rows(sheet, id),
        appendCalls: sim.appends.filter((a) => a.spreadsheetId === id && a.sheet === sheet).length,
      };
      return true;
    }
    return false;
  };

  const middleware: Koa.Middleware = async (ctx, next) => {
    const match = VALUES_PATH.exec(ctx.path);
    if (match) await values(ctx, match);
    else if (ctx.path === SHEETS_TOKEN_PATH && ctx.method === 'POST') await token(ctx);
    else if (!(ctx.path.startsWith('/__sandbox/sheets/') && sandboxSwitches(ctx))) await next();
  };
  return { middleware, state: sim };
}
