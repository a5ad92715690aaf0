// `npm run demo:traffic`: a seeded month of visits to the `demo` config, sent through the BFF's routes into the
// local store that `npm start` uses (DATA_DIR's PGlite folder, or DATABASE_URL), so the support console's
// Insights view has something to show. Stop `npm start` first when it runs on PGlite: one process owns the
// folder. The same seed makes the same numbers; each run adds another month's visits.
// Env: DEMO_TRAFFIC_SEED (2026), DEMO_TRAFFIC_DAYS (30); the month ends yesterday (UTC).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './lib/stackEnv.mjs';

const bff = await import(pathToFileURL(path.join(repoRoot, 'bff/dist/index.js')).href);
const { DEMO_TRAFFIC_ORIGINS, parseEnv, runDemoTraffic, startServer } = bff;

const number = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) {
    console.error(`${name} must be a whole number above 0`);
    process.exit(1);
  }
  return value;
};

process.chdir(repoRoot);
let now = Date.now();
const yesterday = new Date(now - 86_400_000).toISOString().slice(0, 10);
const env = parseEnv({
  ...process.env,
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  PARTNER_ORIGINS: DEMO_TRAFFIC_ORIGINS.map((o) => o.origin).join(','),
  RATE_LIMIT_MAX: '1000000',
  SESSIONS_PER_CLIENT: '1000000',
  FUNNEL_ROWS_PER_CONFIG: '1000000',
});
const server = await startServer({
  env,
  openStore: true,
  startJobs: false,
  deps: { clock: { now: () => new Date(now) } },
});
try {
  const days = number('DEMO_TRAFFIC_DAYS', 30);
  console.log(`Sending ${days} days of visits to the demo config, up to ${yesterday}…`);
  const tally = await runDemoTraffic({
    baseUrl: server.url,
    deps: server.deps,
    setNow: (at) => {
      now = at.getTime();
    },
    lastDay: yesterday,
    days,
    seed: number('DEMO_TRAFFIC_SEED', 2026),
  });
  console.log(
    `${tally.sessions} visits: ${tally.reachedContact} reached the contact step, ${tally.reachedPayment} the ` +
      `payment step, ${tally.bookings} booked; ${tally.failures} payments failed; ${tally.providerFaults} provider faults.`,
  );
  console.log('Open http://localhost:8080/support (SUPPORT_TOKEN) → Insights, after `npm start`.');
} finally {
  await server.close();
}
