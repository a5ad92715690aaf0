import path from 'node:path';
import { runConfigCommand } from './cli/configCommand';
import { systemClock } from './clock';
import { parseEnvOrExit } from './env';
import { loadEnvFiles } from './loadEnvFiles';
import { openEnvStore } from './server';

// `npm run config -- import site.json`: the same store the BFF uses (DATABASE_URL, else PGlite in DATA_DIR).
const ROOT = path.resolve(__dirname, '..', '..');

async function main(): Promise<void> {
  loadEnvFiles([path.join(ROOT, '.env.demo'), path.join(ROOT, '.env')]);
  const env = parseEnvOrExit();
  const store = await openEnvStore(env);
  try {
    // File paths are relative to where npm was started, not to the workspace folder npm runs the script in.
    const fileArg = { import: 1, export: 2 }[process.argv[2] ?? ''] ?? -1;
    const args = process.argv
      .slice(2)
      .map((arg, i) => (i === fileArg ? path.resolve(env.INIT_CWD, arg) : arg));
    const result = await runConfigCommand(args, { store, clock: systemClock, publicUrl: env.PUBLIC_URL });
    (result.ok ? process.stdout : process.stderr).write(`${result.output.trimEnd()}\n`);
    process.exitCode = result.ok ? 0 : 1;
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`config failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
