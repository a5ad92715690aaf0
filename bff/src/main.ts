import path from 'node:path';
import { parseEnvOrExit } from './env';
import { loadEnvFiles } from './loadEnvFiles';
import { startServer } from './server';

// The repository root, two levels up from bff/dist (or bff/src when run from sources).
const ROOT = path.resolve(__dirname, '..', '..');

async function main(): Promise<void> {
  // .env.demo holds sandbox values only; .env (git-ignored) and the real environment override it.
  loadEnvFiles([path.join(ROOT, '.env.demo'), path.join(ROOT, '.env')]);
  const env = parseEnvOrExit();
  const running = await startServer({ env, openStore: true });
  const { logger } = running.deps;
  logger.info(
    {
      url: running.url,
      publicUrl: env.PUBLIC_URL,
      remoteUrl: env.REMOTE_URL,
      store: running.deps.store?.engine,
      cache: env.REDIS_URL ? 'redis' : 'memory',
    },
    `BFF listening on ${running.url}`,
  );

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `BFF failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
