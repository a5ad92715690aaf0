import { readFileSync, writeFileSync } from 'node:fs';
import type { Clock } from '../clock';
import { validateWidgetConfig } from '../config/validateWidgetConfig';
import type { WidgetConfig } from '../config/widgetConfigs';
import { HttpError } from '../errors';
import { createWidgetConfigsRepository, type Store } from '../store';

export const CONFIG_USAGE = `Usage:
  npm run config -- import <file.json>        add or replace the site(s) in the file (one config or a list)
  npm run config -- export [configId] [file]  write one config (or all) as JSON to the file or stdout
  npm run config -- list                      config ids in the store
  npm run config -- delete <configId>         remove a config (a seeded one is written again at the next start)
  npm run config -- allow-origin <configId> <origin>
                                              let a partner page's origin frame and drive that config's widget`;

/** What a command printed and whether it succeeded (the process exit code follows it). */
export interface CommandResult {
  ok: boolean;
  output: string;
}

const describe = (error: unknown): string => {
  if (error instanceof HttpError && Array.isArray(error.details)) {
    const details = (error.details as Array<{ path: string; message: string }>)
      .map((d) => `  ${d.path || '(root)'}: ${d.message}`)
      .join('\n');
    return `${error.message}\n${details}`;
  }
  return error instanceof Error ? error.message : String(error);
};

/** The origin of what a partner pasted (`https://shop.example/page` → `https://shop.example`); null if none. */
function originOf(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Adds one origin to a config's `allowedOrigins` – the step embed.js asks for when its frame never answers on a
 * partner page – validated like an import. Saving makes the config an edited one, so a seeded config stops
 * following the environment's list from then on.
 */
async function allowOrigin(configId: string, text: string, deps: ConfigCommandDeps): Promise<CommandResult> {
  const origin = originOf(text);
  if (!origin) return { ok: false, output: `not an http(s) origin: ${text}` };
  const stored = await deps.store.widgetConfigs.get(configId);
  if (!stored) return { ok: false, output: `no config named ${configId}` };
  const allowed = stored.globalConfig.allowedOrigins ?? [];
  if (allowed.includes(origin)) return { ok: true, output: `${configId} already allows ${origin}` };
  const config = validateWidgetConfig(
    {
      configId,
      globalConfig: { ...stored.globalConfig, allowedOrigins: [...allowed, origin] },
      products: stored.products,
    },
    { publicUrl: deps.publicUrl },
  );
  await deps.store.widgetConfigs.save(config, deps.clock.now());
  return { ok: true, output: `${configId} now allows ${origin}` };
}

/** What the commands work on: the store, the clock and the BFF's own `PUBLIC_URL` (a return-URL site). */
export interface ConfigCommandDeps {
  store: Store;
  clock: Clock;
  publicUrl: string;
}

/**
 * `config import|export|list|allow-origin|delete` against a store: an import validates every entry with the contract schema
 * first and writes nothing when one is invalid; credentials stay in `{CONFIGID}_*` variables.
 */
export async function runConfigCommand(
  args: readonly string[],
  deps: ConfigCommandDeps,
): Promise<CommandResult> {
  const [command, ...rest] = args;
  try {
    if (command === 'import' && rest[0]) {
      const parsed: unknown = JSON.parse(readFileSync(rest[0], 'utf8'));
      const entries = Array.isArray(parsed) ? parsed : [parsed];
      const configs: WidgetConfig[] = entries.map((entry, i) => {
        try {
          return validateWidgetConfig(entry, { publicUrl: deps.publicUrl });
        } catch (error) {
          throw new Error(`entry ${String(i)}: ${describe(error)}`, { cause: error });
        }
      });
      await deps.store.sql.transaction(async (tx) => {
        const repo = createWidgetConfigsRepository(tx);
        for (const config of configs) await repo.save(config, deps.clock.now());
      });
      return { ok: true, output: `imported ${configs.map((c) => c.configId).join(', ')}` };
    }
    if (command === 'export') {
      const [configId, file] = rest;
      const rows = configId
        ? [await deps.store.widgetConfigs.get(configId)].filter((r) => r !== undefined)
        : await deps.store.widgetConfigs.list();
      if (configId && rows.length === 0) return { ok: false, output: `no config named ${configId}` };
      const plain = rows.map(({ configId: id, globalConfig, products }) => ({
        configId: id,
        globalConfig,
        products,
      }));
      const json = `${JSON.stringify(configId ? plain[0] : plain, null, 2)}\n`;
      if (file) {
        writeFileSync(file, json);
        return { ok: true, output: `exported ${plain.map((c) => c.configId).join(', ')} to ${file}` };
      }
      return { ok: true, output: json };
    }
    if (command === 'allow-origin' && rest[0] && rest[1]) {
      return await allowOrigin(rest[0], rest[1], deps);
    }
    if (command === 'delete' && rest[0]) {
      const deleted = await deps.store.widgetConfigs.delete(rest[0]);
      return deleted
        ? { ok: true, output: `deleted ${rest[0]}` }
        : { ok: false, output: `no config named ${rest[0]}` };
    }
    if (command === 'list') {
      const rows = await deps.store.widgetConfigs.list();
      return { ok: true, output: rows.map((r) => `${r.configId}${r.seeded ? ' (seeded)' : ''}`).join('\n') };
    }
    return { ok: false, output: CONFIG_USAGE };
  } catch (error) {
    return { ok: false, output: describe(error) };
  }
}
