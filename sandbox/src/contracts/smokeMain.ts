// `npm run smoke:providers`: prints the smoke table for the config SMOKE_CONFIG_ID (default `demo`); exits 1
// when a call's answer differs from its example, 0 otherwise (also when every provider is skipped).
import { formatSmokeReport, smokeProviders } from './smokeProviders';

void (async () => {
  const report = await smokeProviders(process.env, process.env.SMOKE_CONFIG_ID || 'demo');
  process.stdout.write(`${formatSmokeReport(report)}\n`);
  process.exitCode = report.rows.every((r) => r.match) ? 0 : 1;
})();
