import { startSandbox, type RunningSandbox } from '../server';
import { SHEETS_TOKEN_PATH } from '../sheets';
import { sandboxServiceAccountJson, SANDBOX_SPREADSHEET_ID } from '../sheets/serviceAccount';
import { DEMO_ACTIVITY_IDS } from '@booking/shared-contracts';
import { KAYAK_TIERS_ID } from '../bokun/catalog/kayakTiers';
import { bokunExamples, EXAMPLE_CLOCK as CLOCK } from './bokunExamples';
import { factDifference, firstBookableSlot, formatSmokeReport, smokeProviders } from './smokeProviders';

// Bokun's examples are dated on the example clock; Google's token endpoint checks the JWT against the real one.
let sandbox: RunningSandbox;
let google: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, clock: () => CLOCK });
  google = await startSandbox({ port: 0 });
});
afterAll(async () => {
  await sandbox.close();
  await google.close();
});

/** The sandbox values of `.env.demo`, pointed at this sandbox's port. */
const demoEnv = () => ({
  DEMO_BOKUN_API_URL: sandbox.url,
  DEMO_BOKUN_ACCESS_KEY: 'demo-access-key',
  DEMO_BOKUN_SECRET_KEY: 'demo-secret-key',
  DEMO_TPAY_API_URL: `${sandbox.url}/tpay`,
  DEMO_TPAY_CLIENT_ID: 'demo-tpay-client',
  DEMO_TPAY_CLIENT_SECRET: 'demo-tpay-secret',
  DEMO_STRIPE_API_URL: `${sandbox.url}/stripe`,
  DEMO_STRIPE_SECRET_KEY: 'sk_test_demo',
  DEMO_GOOGLE_SHEETS_API_URL: google.url,
  DEMO_GOOGLE_TOKEN_URL: `${google.url}${SHEETS_TOKEN_PATH}`,
  DEMO_GOOGLE_SPREADSHEET_ID: SANDBOX_SPREADSHEET_ID,
  DEMO_GOOGLE_SERVICE_ACCOUNT_JSON: sandboxServiceAccountJson(`${google.url}${SHEETS_TOKEN_PATH}`),
});

it('the smoke test against the sandbox with the demo credentials matches on every call', async () => {
  const report = await smokeProviders(demoEnv(), 'demo', () => CLOCK);
  expect(report.skipped).toEqual([]);
  expect(report.rows.filter((r) => !r.match)).toEqual([]);
  expect(new Set(report.rows.map((r) => r.provider))).toEqual(new Set(['bokun', 'tpay', 'stripe', 'sheets']));
  expect(report.rows.map((r) => r.call)).toEqual(
    expect.arrayContaining([
      'submit: reserves for external payment',
      'abort: POST releases the hold and answers a plain ApiResponse',
    ]),
  );
  expect(formatSmokeReport(report).split('\n')[0]).toMatch(/^call +\| expected \| seen +\| match$/);
});

it('a wrong Bokun secret shows as a mismatch with the status seen', async () => {
  const report = await smokeProviders(
    { ...demoEnv(), DEMO_BOKUN_SECRET_KEY: 'not-the-secret' },
    'demo',
    () => CLOCK,
  );
  const activity = report.rows.find((r) => r.provider === 'bokun');
  expect(activity).toMatchObject({ expected: '200', match: false });
  expect(activity?.seen).toMatch(/^401/);
});

it('without credentials every provider is skipped, naming the missing variables', async () => {
  const report = await smokeProviders({ LIVE_STRIPE_SECRET_KEY: '' }, 'live');
  expect(report.rows).toEqual([]);
  expect(report.skipped).toEqual([
    { provider: 'bokun', missing: ['LIVE_BOKUN_API_URL', 'LIVE_BOKUN_ACCESS_KEY', 'LIVE_BOKUN_SECRET_KEY'] },
    { provider: 'tpay', missing: ['LIVE_TPAY_API_URL', 'LIVE_TPAY_CLIENT_ID', 'LIVE_TPAY_CLIENT_SECRET'] },
    { provider: 'stripe', missing: ['LIVE_STRIPE_SECRET_KEY'] },
    { provider: 'sheets', missing: ['LIVE_GOOGLE_SPREADSHEET_ID', 'LIVE_GOOGLE_SERVICE_ACCOUNT_JSON'] },
  ]);
  expect(formatSmokeReport(report)).toContain('stripe: skipped: missing LIVE_STRIPE_SECRET_KEY');
});

it('a fact difference names the first path that departs, arrays compared element by element', () => {
  expect(factDifference({ a: 1, b: [{ c: 2, d: 3 }] }, { b: [{ c: 2 }] })).toBeUndefined();
  expect(factDifference({ b: [{ c: 2 }, { c: 3 }] }, { b: [{ c: 2 }] })).toBe('/b is not 1 items');
  expect(factDifference({ a: '1' }, { a: 1 })).toBe('/a is "1", not 1');
  expect(factDifference({ a: { b: null } }, { a: { b: { c: 1 } } })).toBe('/a/b is not an object');
});

it('a provider that cannot be reached is a mismatch seen as unreachable', async () => {
  const report = await smokeProviders(
    { LIVE_STRIPE_SECRET_KEY: 'sk_test_x', LIVE_STRIPE_API_URL: 'http://127.0.0.1:1' },
    'live',
  );
  expect(report.rows.map((r) => [r.seen, r.match])).toEqual([
    ['0: unreachable', false],
    ['0: unreachable', false],
  ]);
});

// The sandbox's own products 1001–1004 still carry its older question shape, which the activity schema (QuestionDto)
// refuses; the kayaks (1006) are served as a real account's product is.
it("with SMOKE_BOKUN_ACTIVITY_ID the Bokun calls run on the account's own product: priced, reserved and released", async () => {
  const activityId = KAYAK_TIERS_ID;
  const env = { ...demoEnv(), SMOKE_BOKUN_ACTIVITY_ID: String(activityId), SMOKE_BOKUN_DATE: '2026-06-20' };
  const before = sandbox.state.bokun.reservations().length;
  const report = await smokeProviders(env, 'demo', () => CLOCK);
  const bokun = report.rows.filter((r) => r.provider === 'bokun');
  expect(bokun.filter((r) => !r.match)).toEqual([]);
  expect(bokun.map((r) => r.call.split(':')[0])).toEqual([
    'activity',
    'availabilities',
    'checkout options',
    'submit',
    'abort',
  ]);
  const held = sandbox.state.bokun.reservations().slice(before);
  expect(held.map((r) => r.status)).toEqual(['ABORTED']);
});

it('a product with no bookable slot in the month says so instead of reserving', async () => {
  const env = {
    ...demoEnv(),
    SMOKE_BOKUN_ACTIVITY_ID: String(DEMO_ACTIVITY_IDS.rafting),
    SMOKE_BOKUN_DATE: '2031-01-01',
  };
  const report = await smokeProviders(env, 'demo', () => CLOCK);
  const submit = report.rows.find((r) => r.call.startsWith('submit'));
  expect(submit).toMatchObject({ match: false });
  expect(submit?.seen).toMatch(/no bookable slot from 2031-01-01 to 2031-01-31/);
});

it('the first bookable slot of an availabilities answer gives its date, start, rate and category', () => {
  const example = bokunExamples.find((e) => e.endpoint === 'availabilities' && e.response.status === 200);
  expect(firstBookableSlot(example?.response.body)).toEqual({
    date: '2026-06-16',
    startTimeId: 60_010,
    rateId: 60_021,
    pricingCategoryId: 60_001,
  });
  expect(firstBookableSlot([{ id: '1_20260616', soldOut: true, availabilityCount: 0 }])).toBeUndefined();
});
