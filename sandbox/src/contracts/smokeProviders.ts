// The live smoke test: the recorded contract examples the product's own calls correspond to, sent once to the
// providers a config's credentials point at (read-only where possible, a Bokun reservation aborted at once),
// each answer compared with the example's status, shape and facts.
import { bokunAuthHeaders } from '../../../bff/src/providers/bokun/signing';
import { createSheetsClient, parseServiceAccount } from '../../../bff/src/providers/sheets/client';
import { isProviderError } from '../../../bff/src/providers/providerError';
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

/** What one call is expected to answer: a status, a shape (its schema's errors) and, where known, facts. */
interface Expectation {
  status: number;
  shapeErrors: (answer: unknown) => string[];
  /** Left out where the answer depends on the account's own catalogue or keys. */
  facts?: unknown;
}

/** Sends one call and compares its answer with what is expected: the row of the table, and the answer. */
async function check(
  provider: SmokeRow['provider'],
  call: string,
  expected: Expectation,
  url: string,
  init: RequestInit,
): Promise<{ row: SmokeRow; ok: boolean; answer: unknown }> {
  const response = await send(url, init);
  const { answer } = response;
  const problems = response.status === 0 ? [String(answer)] : expected.shapeErrors(answer);
  const difference =
    response.status === 0 || expected.facts === undefined
      ? undefined
      : factDifference(answer, expected.facts);
  if (difference) problems.push(difference);
  return { row: row(provider, call, expected.status, response.status, problems), ok: response.ok, answer };
}

function missing(env: Env, prefix: string, names: string[]): string[] {
  return names.map((name) => `${prefix}${name}`).filter((name) => !env[name]);
}

/** A Bokun call of the plan: the example it corresponds to, and the path and body actually sent. */
interface BokunStep {
  example: BokunExample;
  path: string;
  body?: unknown;
  /** Whether the example's facts hold (not on a catalogue other than the examples'). */
  facts: boolean;
}

const BOKUN_READS: BokunExample['endpoint'][] = ['activity', 'availabilities', 'checkoutOptions'];
const DAY_MS = 86_400_000;
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** The live examples the product's own calls correspond to: the reads, one reserve and its abort. */
function bokunPlanExamples() {
  const live = bokunExamples.filter((e) => !e.request.simulatorOnly);
  const first = (endpoint: BokunExample['endpoint']) =>
    live.find((e) => e.endpoint === endpoint && e.response.status === 200);
  return {
    reads: live.filter((e) => BOKUN_READS.includes(e.endpoint)),
    activity: first('activity'),
    availabilities: first('availabilities'),
    checkout: first('checkoutOptions'),
    reserve: first('submit'),
    abort: first('abort'),
  };
}

interface LiveSlot {
  date: string;
  startTimeId: number;
  rateId: number;
  pricingCategoryId: number;
}

/** The first slot of `answer` (an availabilities list) that one person can book: its date, start, rate and category. */
export function firstBookableSlot(answer: unknown): LiveSlot | undefined {
  if (!Array.isArray(answer)) return undefined;
  for (const slot of answer as Record<string, unknown>[]) {
    const open = slot.unlimitedAvailability === true || Number(slot.availabilityCount) >= 1;
    if (!open || slot.soldOut === true || slot.unavailable === true) continue;
    const prices = (
      slot.pricesByRate as { activityRateId?: number; pricePerCategoryUnit?: { id?: number }[] }[]
    )?.[0];
    const pricingCategoryId = prices?.pricePerCategoryUnit?.[0]?.id;
    const rateId = prices?.activityRateId ?? (slot.defaultRateId as number | undefined);
    const day = /_(\d{4})(\d{2})(\d{2})$/.exec(String(slot.id));
    const date = day ? `${day[1]}-${day[2]}-${day[3]}` : isoDay(new Date(Number(slot.date)));
    if (typeof slot.startTimeId === 'number' && rateId !== undefined && pricingCategoryId !== undefined)
      return { date, startTimeId: slot.startTimeId, rateId, pricingCategoryId };
  }
  return undefined;
}

/** The example's reservation body, for one person on `slot` of the account's own activity. */
function liveBooking(example: BokunExample, activityId: number, slot: LiveSlot): unknown {
  const sent = example.request.body as { directBooking?: { mainContactDetails?: unknown } } & Record<
    string,
    unknown
  >;
  const directBooking = sent.directBooking ?? sent;
  const booking = {
    mainContactDetails: (directBooking as { mainContactDetails?: unknown }).mainContactDetails,
    activityBookings: [
      {
        activityId,
        date: slot.date,
        startTimeId: slot.startTimeId,
        rateId: slot.rateId,
        answers: [],
        extras: [],
        passengers: [
          {
            pricingCategoryId: slot.pricingCategoryId,
            // The names most products require of each passenger; a product asking more is refused, naming it.
            passengerDetails: [
              { questionId: 'firstName', values: ['Zofia'] },
              { questionId: 'lastName', values: ['Wiśniewska'] },
            ],
            answers: [],
            extras: [],
          },
        ],
      },
    ],
  };
  return sent.directBooking ? { ...sent, directBooking: booking } : booking;
}

async function smokeBokun(
  env: Env,
  prefix: string,
  now: () => Date,
  catalogue: { activityId?: string; from?: string },
): Promise<SmokeRow[]> {
  const baseUrl = env[`${prefix}BOKUN_API_URL`] ?? '';
  const keys = {
    accessKey: env[`${prefix}BOKUN_ACCESS_KEY`] ?? '',
    secretKey: env[`${prefix}BOKUN_SECRET_KEY`] ?? '',
  };
  const rows: SmokeRow[] = [];
  const call = async (step: BokunStep) => {
    const { method } = step.example.request;
    const { row: seen, answer } = await check(
      'bokun',
      step.example.name,
      {
        status: step.example.response.status,
        shapeErrors: (a) => bokunSchemaErrors(step.example.response.shape, a),
        ...(step.facts ? { facts: step.example.response.facts } : {}),
      },
      `${baseUrl}${step.path}`,
      {
        method,
        headers: {
          Accept: 'application/json',
          ...bokunAuthHeaders(keys, method, step.path, now()),
          ...(step.body === undefined ? {} : { 'Content-Type': 'application/json;charset=UTF-8' }),
        },
        ...(step.body === undefined ? {} : { body: JSON.stringify(step.body) }),
      },
    );
    rows.push(seen);
    return answer;
  };
  const plan = bokunPlanExamples();
  const reservedCode = (answer: unknown) => {
    const booking = (answer as { booking?: { status?: string; confirmationCode?: string } } | null)?.booking;
    return booking?.status === 'RESERVED' ? (booking.confirmationCode ?? '') : '';
  };
  let code = '';
  if (catalogue.activityId) {
    // The account's own product: the same calls on its ids; only what every answer must carry is compared.
    const id = Number(catalogue.activityId);
    const from = catalogue.from ?? isoDay(new Date(now().getTime() + DAY_MS));
    const to = isoDay(new Date(Date.parse(`${from}T00:00:00Z`) + 30 * DAY_MS));
    if (plan.activity)
      await call({ example: plan.activity, path: `/activity.json/${id}?lang=EN&currency=PLN`, facts: false });
    const slots = plan.availabilities
      ? await call({
          example: plan.availabilities,
          path: `/activity.json/${id}/availabilities?start=${from}&end=${to}&currency=PLN&lang=EN&includeSoldOut=true`,
          facts: false,
        })
      : undefined;
    const slot = firstBookableSlot(slots);
    for (const example of [plan.checkout, plan.reserve]) {
      if (!example) continue;
      if (!slot) {
        rows.push(
          row('bokun', example.name, example.response.status, 0, [`no bookable slot from ${from} to ${to}`]),
        );
        continue;
      }
      const path = example.request.path;
      const answer = await call({
        example,
        path,
        body: liveBooking(example, id, slot),
        facts: false,
      });
      if (example === plan.reserve) {
        code = reservedCode(answer);
        if (!code) rows[rows.length - 1] = { ...rows[rows.length - 1]!, match: false };
      }
    }
  } else {
    for (const example of [...plan.reads, plan.reserve].filter((e): e is BokunExample => e !== undefined)) {
      const answer = await call({
        example,
        path: example.request.path,
        body: example.request.body,
        facts: true,
      });
      if (example.endpoint === 'submit') code = reservedCode(answer);
    }
  }
  if (plan.abort) {
    if (code)
      await call({ example: plan.abort, path: plan.abort.request.path.replace('{code}', code), facts: true });
    else rows.push(row('bokun', plan.abort.name, plan.abort.response.status, 0, ['no reservation to abort']));
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
    const {
      row: seen,
      ok,
      answer,
    } = await check(
      'tpay',
      example.name,
      {
        status: example.response.status,
        shapeErrors: (a) => tpaySchemaErrors(example.response.shape, a),
        // The token's values are the account's own; only its shape is compared.
        ...(example.endpoint === 'token' ? {} : { facts: example.response.facts }),
      },
      `${baseUrl}${example.request.path}`,
      {
        method,
        headers: {
          Accept: 'application/json',
          ...(sentForm
            ? { 'Content-Type': 'application/x-www-form-urlencoded' }
            : { Authorization: `Bearer ${bearer}` }),
        },
        ...(sentForm ? { body: new URLSearchParams(sentForm).toString() } : {}),
      },
    );
    rows.push(seen);
    if (example.endpoint === 'token' && ok)
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
    const { row: seen } = await check(
      'stripe',
      example.name,
      {
        status: example.response.status,
        shapeErrors: (a) => stripeSchemaErrors(example.response.schema, a),
        facts: example.response.body,
      },
      `${baseUrl}${example.request.path}`,
      {
        method: example.request.method,
        headers: { Authorization: `Bearer ${env[`${prefix}STRIPE_SECRET_KEY`] ?? ''}` },
      },
    );
    rows.push(seen);
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
    const failure = isProviderError(error, 'sheets') ? error : undefined;
    const reason = failure ? `${failure.kind}: ${failure.message}` : String(error);
    return [row('sheets', call, 200, failure?.status ?? 0, [reason])];
  }
}

/**
 * Runs every provider whose credentials the config `configId` has in `env`; lists the others as skipped. Bokun
 * runs on the examples' own ids unless `SMOKE_BOKUN_ACTIVITY_ID` names a product of the account (then its first
 * slot one person can book from `SMOKE_BOKUN_DATE`, default tomorrow, is priced, reserved and released).
 */
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
      run: () =>
        smokeBokun(env, prefix, now, {
          ...(env.SMOKE_BOKUN_ACTIVITY_ID ? { activityId: env.SMOKE_BOKUN_ACTIVITY_ID } : {}),
          ...(env.SMOKE_BOKUN_DATE ? { from: env.SMOKE_BOKUN_DATE } : {}),
        }),
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
