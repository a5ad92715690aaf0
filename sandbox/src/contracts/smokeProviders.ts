// The live smoke test: the recorded contract examples the product's own calls correspond to, sent once to the
// providers a config's credentials point at (read-only where possible, a Bokun reservation aborted at once),
// each answer compared with the example's status, shape and facts.
import { bokunAuthHeaders } from '../../../bff/src/providers/bokun/signing';
import { createSheetsClient, parseServiceAccount } from '../../../bff/src/providers/sheets/client';
import { SheetsError } from '../../../bff/src/providers/sheets/errors';
import { bokunExamples, type BokunExample } from './bokunExamples';
import { bokunSchemaErrors } from './bokunValidator';
import { stripeExamples } from './stripeExamples';
import { stripeSchemaErrors } from './stripeValidator';
import { tpayExamples, type TpayExample } from './tpayExamples';
import { tpaySchemaErrors } from './tpaySchemas';

export interface SmokeRow {
  provider: 'bokun' | 'tpay' | 'stripe' | 'sheets';
  call: string;
  expected: string;
  seen: string;
  match: boolean;
}

export interface SmokeReport {
  rows: SmokeRow[];
  /** Providers not run, with the variables they lack. */
  skipped: { provider: string; missing: string[] }[];
}

type Env = Record<string, string | undefined>;

/** Where `actual` first departs from `facts` (arrays element by element, same length); undefined when it carries them. */
export function factDifference(actual: unknown, facts: unknown, path = ''): string | undefined {
  if (Array.isArray(facts)) {
    if (!Array.isArray(actual) || actual.length !== facts.length)
      return `${path || '/'} is not ${facts.length} items`;
    for (const [i, fact] of facts.entries()) {
      const difference = factDifference(actual[i], fact, `${path}/${i}`);
      if (difference) return difference;
    }
    return undefined;
  }
  if (facts !== null && typeof facts === 'object') {
    if (actual === null || typeof actual !== 'object') return `${path || '/'} is not an object`;
    for (const [key, fact] of Object.entries(facts)) {
      const difference = factDifference((actual as Record<string, unknown>)[key], fact, `${path}/${key}`);
      if (difference) return difference;
    }
    return undefined;
  }
  return Object.is(actual, facts)
    ? undefined
    : `${path || '/'} is ${JSON.stringify(actual)}, not ${JSON.stringify(facts)}`;
}

function row(
  provider: SmokeRow['provider'],
  call: string,
  expectedStatus: number,
  status: number,
  problems: string[],
): SmokeRow {
  const seen = problems.length === 0 ? String(status) : `${status}: ${problems.slice(0, 3).join('; ')}`;
  return {
    provider,
    call,
    expected: String(expectedStatus),
    seen,
    match: status === expectedStatus && problems.length === 0,
  };
}

/** One call; an unreachable provider is status 0 with the reason as its answer. */
async function send(
  url: string,
  init: RequestInit,
): Promise<{ status: number; ok: boolean; answer: unknown }> {
  try {
    const response = await fetch(url, init);
    const text = await response.text();
    let answer: unknown = text;
    try {
      answer = JSON.parse(text) as unknown;
    } catch {
      // Not JSON: the text itself is compared, and fails the shape.
    }
    return { status: response.status, ok: response.ok, answer };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return { status: 0, ok: false, answer: `unreachable${cause ? ` (${cause})` : ''}` };
  }
}

function missing(env: Env, prefix: string, names: string[]): string[] {
  return names.map((name) => `${prefix}${name}`).filter((name) => !env[name]);
}

const BOKUN_READS: BokunExample['endpoint'][] = ['activity', 'availabilities', 'checkoutOptions'];

async function smokeBokun(env: Env, prefix: string, now: () => Date): Promise<SmokeRow[]> {
  const baseUrl = env[`${prefix}BOKUN_API_URL`] ?? '';
  const keys = {
    accessKey: env[`${prefix}BOKUN_ACCESS_KEY`] ?? '',
    secretKey: env[`${prefix}BOKUN_SECRET_KEY`] ?? '',
  };
  const live = bokunExamples.filter((e) => !e.request.simulatorOnly);
  const reserve = live.find((e) => e.endpoint === 'submit' && e.response.status === 200);
  const abort = live.find((e) => e.endpoint === 'abort' && e.response.status === 200);
  const plan = [...live.filter((e) => BOKUN_READS.includes(e.endpoint)), reserve, abort].filter(
    (e): e is BokunExample => e !== undefined,
  );
  const rows: SmokeRow[] = [];
  let code = '';
  for (const example of plan) {
    const { method, body } = example.request;
    if (example.endpoint === 'abort' && !code) {
      rows.push(row('bokun', example.name, example.response.status, 0, ['no reservation to abort']));
      continue;
    }
    const path = example.request.path.replace('{code}', code);
    const response = await send(`${baseUrl}${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        ...bokunAuthHeaders(keys, method, path, now()),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json;charset=UTF-8' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const { answer } = response;
    const problems =
      response.status === 0 ? [String(answer)] : bokunSchemaErrors(example.response.shape, answer);
    const difference = response.status === 0 ? undefined : factDifference(answer, example.response.facts);
    if (difference) problems.push(difference);
    rows.push(row('bokun', example.name, example.response.status, response.status, problems));
    const booking = (answer as { booking?: { status?: string; confirmationCode?: string } } | null)?.booking;
    if (example.endpoint === 'submit' && booking?.status === 'RESERVED')
      code = booking.confirmationCode ?? '';
  }
  return rows;
}

const TPAY_READS: TpayExample['endpoint'][] = ['channels', 'bankGroups'];

async function smokeTpay(env: Env, prefix: string): Promise<SmokeRow[]> {
  const baseUrl = env[`${prefix}TPAY_API_URL`] ?? '';
  const live = tpayExamples.filter((e) => !e.request.simulatorOnly);
  const token = live.find((e) => e.endpoint === 'token' && e.response.status === 200);
  const unknown = live.find((e) => e.endpoint === 'get' && e.response.status === 404);
  const plan = [token, ...live.filter((e) => TPAY_READS.includes(e.endpoint)), unknown].filter(
    (e): e is TpayExample => e !== undefined,
  );
  const rows: SmokeRow[] = [];
  let bearer = '';
  for (const example of plan) {
    const { method, form } = example.request;
    // The token request carries the config's own client, not the example's.
    const sentForm = form && {
      client_id: env[`${prefix}TPAY_CLIENT_ID`] ?? '',
      client_secret: env[`${prefix}TPAY_CLIENT_SECRET`] ?? '',
    };
    const response = await send(`${baseUrl}${example.request.path}`, {
      method,
      headers: {
        Accept: 'application/json',
        ...(sentForm
          ? { 'Content-Type': 'application/x-www-form-urlencoded' }
          : { Authorization: `Bearer ${bearer}` }),
      },
      ...(sentForm ? { body: new URLSearchParams(sentForm).toString() } : {}),
    });
    const { answer } = response;
    const problems =
      response.status === 0 ? [String(answer)] : tpaySchemaErrors(example.response.shape, answer);
    // The token's values are the account's own; only its shape is compared.
    const difference =
      response.status === 0 || example.endpoint === 'token'
        ? undefined
        : factDifference(answer, example.response.facts);
    if (difference) problems.push(difference);
    rows.push(row('tpay', example.name, example.response.status, response.status, problems));
    if (example.endpoint === 'token' && response.ok)
      bearer = String((answer as { access_token?: unknown }).access_token);
  }
  return rows;
}

const STRIPE_READS = [
  'retrieve: an id Stripe never issued',
  'payment method configurations: the default one with card and the wallets',
];

async function smokeStripe(env: Env, prefix: string): Promise<SmokeRow[]> {
  const baseUrl = env[`${prefix}STRIPE_API_URL`] || 'https://api.stripe.com';
  const rows: SmokeRow[] = [];
  for (const example of stripeExamples.filter((e) => STRIPE_READS.includes(e.name))) {
    const response = await send(`${baseUrl}${example.request.path}`, {
      method: example.request.method,
      headers: { Authorization: `Bearer ${env[`${prefix}STRIPE_SECRET_KEY`] ?? ''}` },
    });
    const { answer } = response;
    const problems =
      response.status === 0 ? [String(answer)] : stripeSchemaErrors(example.response.schema, answer);
    const difference = response.status === 0 ? undefined : factDifference(answer, example.response.body);
    if (difference) problems.push(difference);
    rows.push(row('stripe', example.name, example.response.status, response.status, problems));
  }
  return rows;
}

/** The event-id column of `Logi` read through the BFF's own Sheets client: a read the service account may make. */
async function smokeSheets(env: Env, prefix: string): Promise<SmokeRow[]> {
  const call = 'values.get Logi!K:K (event ids)';
  const serviceAccount = parseServiceAccount(env[`${prefix}GOOGLE_SERVICE_ACCOUNT_JSON`] ?? '');
  if (!serviceAccount)
    return [row('sheets', call, 200, 0, ['the service account JSON lacks client_email or private_key'])];
  const apiUrl = env[`${prefix}GOOGLE_SHEETS_API_URL`];
  const tokenUrl = env[`${prefix}GOOGLE_TOKEN_URL`];
  const client = createSheetsClient({
    spreadsheetId: env[`${prefix}GOOGLE_SPREADSHEET_ID`] ?? '',
    serviceAccount,
    ...(apiUrl ? { apiUrl } : {}),
    ...(tokenUrl ? { tokenUrl } : {}),
  });
  try {
    const cells = await client.readColumn('Logi', 'K');
    return [{ provider: 'sheets', call, expected: '200', seen: `200: ${cells.length} cells`, match: true }];
  } catch (error) {
    const failure = error instanceof SheetsError ? error : undefined;
    const reason = failure ? `${failure.kind}: ${failure.message}` : String(error);
    return [row('sheets', call, 200, failure?.status ?? 0, [reason])];
  }
}

/** Runs every provider whose credentials the config `configId` has in `env`; lists the others as skipped. */
export async function smokeProviders(
  env: Env,
  configId: string,
  now: () => Date = () => new Date(),
): Promise<SmokeReport> {
  const prefix = `${configId.toUpperCase()}_`;
  const report: SmokeReport = { rows: [], skipped: [] };
  const providers = [
    {
      name: 'bokun',
      needs: ['BOKUN_API_URL', 'BOKUN_ACCESS_KEY', 'BOKUN_SECRET_KEY'],
      run: () => smokeBokun(env, prefix, now),
    },
    {
      name: 'tpay',
      needs: ['TPAY_API_URL', 'TPAY_CLIENT_ID', 'TPAY_CLIENT_SECRET'],
      run: () => smokeTpay(env, prefix),
    },
    { name: 'stripe', needs: ['STRIPE_SECRET_KEY'], run: () => smokeStripe(env, prefix) },
    {
      name: 'sheets',
      needs: ['GOOGLE_SPREADSHEET_ID', 'GOOGLE_SERVICE_ACCOUNT_JSON'],
      run: () => smokeSheets(env, prefix),
    },
  ];
  for (const provider of providers) {
    const absent = missing(env, prefix, provider.needs);
    if (absent.length > 0) report.skipped.push({ provider: provider.name, missing: absent });
    else report.rows.push(...(await provider.run()));
  }
  return report;
}

/** The report as a plain-text table, skipped providers below it. */
export function formatSmokeReport(report: SmokeReport): string {
  const header = ['call', 'expected', 'seen', 'match'];
  const cells = report.rows.map((r) => [
    `${r.provider} ${r.call}`,
    r.expected,
    r.seen,
    r.match ? 'yes' : 'NO',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((v, i) => v.padEnd(widths[i]!)).join(' | ');
  const lines =
    report.rows.length > 0
      ? [line(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...cells.map(line)]
      : [];
  for (const s of report.skipped) lines.push(`${s.provider}: skipped: missing ${s.missing.join(', ')}`);
  return lines.join('\n');
}
