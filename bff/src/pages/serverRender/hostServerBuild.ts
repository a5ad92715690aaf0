import { readFile, stat } from 'node:fs/promises';
import type { HostServerModule } from '@booking/shared-contracts';
import type { Logger } from '../../logging/createLogger';
import { reasonOf, runServerBundle } from './serverBuild';

/** The host shell's server build, ready to render its pages; null when there is none that loads. */
export type HostServerSource = () => Promise<HostServerModule | null>;

/**
 * The host shell's server build (`host-shell/server-dist/host-server.js`), deployed with the BFF as the host's
 * browser build is: run with Node's built-ins only, again whenever the file changes (a rebuild). No file or
 * one that does not load: null, logged once per file version – the pages then go out for the browser to render.
 */
export function hostServerBuild(options: { file: string; logger: Pick<Logger, 'warn'> }): HostServerSource {
  let current: { version: number; loaded: Promise<HostServerModule | null> } | undefined;
  const reported = new Set<number>();
  const report = (version: number, message: string, error?: unknown) => {
    if (reported.has(version)) return;
    reported.add(version);
    options.logger.warn({ err: error, reason: reasonOf(error), file: options.file }, message);
  };
  const load = async (version: number): Promise<HostServerModule | null> => {
    try {
      const module = runServerBundle(await readFile(options.file, 'utf8'), options.file) as
        | Partial<HostServerModule>
        | undefined;
      if (typeof module?.renderPage !== 'function')
        throw new Error(`${options.file} does not export a host server module (renderPage)`);
      return module as HostServerModule;
    } catch (error) {
      report(version, "The host shell's server build does not load: pages go out for the browser to render", error);
      return null;
    }
  };
  return async () => {
    let version: number;
    try {
      version = (await stat(options.file)).mtimeMs;
    } catch {
      report(-1, "The host shell has no server build: pages go out for the browser to render");
      return null;
    }
    if (current?.version !== version) current = { version, loaded: load(version) };
    return current.loaded;
  };
}
