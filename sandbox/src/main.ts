import { bandModelFromEnv } from './bokun/productPrices';
import { abortModelFromEnv } from './bokun/simulator';
import { startSandbox } from './server';
import { shiftedClock } from './shiftedClock';

// CLI entry: serves every simulator on SANDBOX_PORT (default 8090), loopback only. SANDBOX_NOW (an ISO
// instant) starts Bokun's clock there instead of the real time – for screenshots that must not change from
// day to day, and for tests replayed at another hour of the day. Its callers' request signatures keep the real
// time, so their date is not checked then; Tpay, Stripe and Google stay on the real time, which the BFF's
// webhook signatures, payment expiry instants and token lifetimes are measured by. SANDBOX_BOKUN_ABORT_METHODS
// (POST, GET or POST,GET; default both) narrows the methods Bokun's abort-reserved accepts.
// SANDBOX_BOKUN_BAND_MODEL (total or perCategory; default total) says which count picks a tiered rate's band.
// SANDBOX_TPAY_BLIK_WINDOW_MS (default 120000) is how long an accepted Tpay BLIK code of the `104…` kind waits
// before its timeout shows, so browser tests need not wait two minutes.
async function main(): Promise<void> {
  const port = Number(process.env.SANDBOX_PORT ?? 8090);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    console.error(`SANDBOX_PORT must be a port number, got "${process.env.SANDBOX_PORT}"`);
    process.exit(1);
  }
  const bffPort = process.env.PORT ?? '8080';
  const clock = shiftedClock(process.env.SANDBOX_NOW);
  if (clock === 'invalid') {
    console.error(
      `SANDBOX_NOW must be an ISO date-time such as 2026-06-10T08:00:00Z, got "${process.env.SANDBOX_NOW}"`,
    );
    process.exit(1);
  }
  const abortModel = abortModelFromEnv(process.env.SANDBOX_BOKUN_ABORT_METHODS);
  if (abortModel === 'invalid') {
    console.error(
      `SANDBOX_BOKUN_ABORT_METHODS must be POST, GET or POST,GET, got "${process.env.SANDBOX_BOKUN_ABORT_METHODS}"`,
    );
    process.exit(1);
  }
  const bandModel = bandModelFromEnv(process.env.SANDBOX_BOKUN_BAND_MODEL);
  if (bandModel === 'invalid') {
    console.error(
      `SANDBOX_BOKUN_BAND_MODEL must be total or perCategory, got "${process.env.SANDBOX_BOKUN_BAND_MODEL}"`,
    );
    process.exit(1);
  }
  const blikWindowMs = Number(process.env.SANDBOX_TPAY_BLIK_WINDOW_MS ?? 120_000);
  if (!Number.isInteger(blikWindowMs) || blikWindowMs < 0) {
    console.error(
      `SANDBOX_TPAY_BLIK_WINDOW_MS must be a whole number of milliseconds, got "${process.env.SANDBOX_TPAY_BLIK_WINDOW_MS}"`,
    );
    process.exit(1);
  }
  const sandbox = await startSandbox({
    tpayBlikWindowMs: blikWindowMs,
    port,
    host: '127.0.0.1',
    ...(clock ? { bokunClock: clock, bokunMaxClockSkewMs: null } : {}),
    ...(abortModel ? { bokunAbortModel: abortModel } : {}),
    ...(bandModel ? { bokunBandModel: bandModel } : {}),
    stripeWebhookUrl:
      process.env.SANDBOX_STRIPE_WEBHOOK_URL ?? `http://127.0.0.1:${bffPort}/api/webhooks/stripe`,
  });
  console.log(
    `Provider sandbox listening on ${sandbox.url} (Bokun config "demo": demo-access-key / demo-secret-key)`,
  );
  const stop = (signal: string) => {
    console.log(`${signal} received, closing the sandbox`);
    sandbox.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
