import { startSandbox } from './server';

// CLI entry: serves every simulator on SANDBOX_PORT (default 8090), loopback only.
async function main(): Promise<void> {
  const port = Number(process.env.SANDBOX_PORT ?? 8090);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    console.error(`SANDBOX_PORT must be a port number, got "${process.env.SANDBOX_PORT}"`);
    process.exit(1);
  }
  const bffPort = process.env.PORT ?? '8080';
  const sandbox = await startSandbox({
    port,
    host: '127.0.0.1',
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
