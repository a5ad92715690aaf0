import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import {
  SERVER_BUILD_MANIFEST,
  type ServerBuildManifest,
  type WidgetServerModule,
} from '@booking/shared-contracts';
import type { Logger } from '../../logging/createLogger';
import { buildFileLoader } from '../buildFileLoader';
import { remoteTemplateLoader } from '../remoteTemplateLoader';

/** The widget's server build of the current deploy, ready to render; null when there is none that loads. */
export type ServerBuildSource = () => Promise<LoadedServerBuild | null>;

export interface LoadedServerBuild {
  /** The deploy's id (the manifest's) and the bundle's SHA-256: what a rendered page was rendered with. */
  build: string;
  sha256: string;
  module: WidgetServerModule;
}

export interface ServerBuildOptions {
  /** The remote's URL: `server/manifest.json` and the file it names are read from there. */
  remoteUrl: string;
  /** A build folder read instead of the remote (the iframe page's `distDir`). */
  distDir?: string;
  /** The build folder read when the remote cannot answer (`Env.REMOTE_WIDGET_DIST`). */
  fallbackDistDir: string;
  logger: Pick<Logger, 'warn' | 'error'>;
  fetch?: typeof fetch;
}

const requireBuiltin = createRequire(__filename);

/**
 * The message of what a server build threw: it runs in this process's own context, whose Error is not
 * necessarily the logger's (a test runner's sandbox), so the text is logged on its own as well.
 */
export const reasonOf = (error: unknown): string | undefined =>
  error === undefined
    ? undefined
    : typeof error === 'object' && error !== null && 'message' in error
      ? String(error.message)
      : JSON.stringify(error);

/**
 * Runs a server bundle (CommonJS, everything bundled) in this process and answers its exports. It may require
 * Node's own modules only: a bundle that reaches for a package it did not bundle fails here, not mid-render.
 */
export function runServerBundle(code: string, fileName: string): unknown {
  const wrapper = vm.runInThisContext(
    `(function (exports, require, module, __filename, __dirname) {${code}\n})`,
    { filename: fileName },
  ) as (exports: object, require: NodeJS.Require, module: { exports: unknown }, f: string, d: string) => void;
  const module: { exports: unknown } = { exports: {} };
  const onlyBuiltins = ((id: string) => {
    if (!isBuiltin(id)) throw new Error(`The server build asked for "${id}", which it does not bundle`);
    return requireBuiltin(id) as unknown;
  }) as NodeJS.Require;
  wrapper(module.exports as object, onlyBuiltins, module, fileName, path.dirname(fileName));
  return module.exports;
}

/** Runs the widget's server bundle (`runServerBundle`) and checks it exports a widget server module. */
export function evaluateServerBundle(code: string, fileName: string): WidgetServerModule {
  const exported = runServerBundle(code, fileName) as Partial<WidgetServerModule>;
  if (typeof exported.build !== 'string' || typeof exported.renderIframeStep1 !== 'function')
    throw new Error(`${fileName} does not export a widget server module (build, renderIframeStep1)`);
  return exported as WidgetServerModule;
}

/** Reads `server/manifest.json`'s text; anything but the expected outline is refused. */
export function parseServerManifest(text: string): ServerBuildManifest {
  const raw = JSON.parse(text) as Partial<ServerBuildManifest>;
  if (
    typeof raw.build !== 'string' ||
    typeof raw.file !== 'string' ||
    !/^[\w.-]+\.js$/.test(raw.file) ||
    typeof raw.sha256 !== 'string' ||
    !/^[0-9a-f]{64}$/.test(raw.sha256)
  )
    throw new Error(`${SERVER_BUILD_MANIFEST} is not a server build manifest`);
  return { build: raw.build, file: raw.file, sha256: raw.sha256 };
}

/**
 * The remote deploy's server build, as the browser's scripts come from the same deploy: the manifest is read
 * from the remote (reused 30 s, revalidated with its ETag, like the iframe page's template), the file it names
 * once per content hash, checked against its SHA-256 before it runs. A new deploy is picked up within 30 s with
 * no BFF restart. No manifest, a file that does not load, a hash that differs or a module that throws on load:
 * null, logged once per manifest – the page then goes out for the browser to render, as without a server build.
 */
export function serverBuildSource(options: ServerBuildOptions): ServerBuildSource {
  const doFetch = options.fetch ?? fetch;
  const localDir = options.distDir ?? options.fallbackDistDir;
  const localManifest = buildFileLoader(localDir, SERVER_BUILD_MANIFEST);
  const manifestText = options.distDir
    ? localManifest
    : remoteTemplateLoader(options.remoteUrl, SERVER_BUILD_MANIFEST, localManifest, { fetch: doFetch });
  const serverFolder = `${options.remoteUrl.replace(/\/+$/, '')}/${path.posix.dirname(SERVER_BUILD_MANIFEST)}/`;
  let current: { sha256: string; loaded: Promise<LoadedServerBuild | null> } | undefined;
  const reported = new Set<string>();
  const report = (key: string, message: string, error?: unknown) => {
    if (reported.has(key)) return;
    reported.add(key);
    options.logger.warn({ err: error, reason: reasonOf(error) }, message);
  };

  const readBundle = async (manifest: ServerBuildManifest): Promise<string> => {
    const local = () =>
      readFile(path.join(localDir, path.dirname(SERVER_BUILD_MANIFEST), manifest.file), 'utf8');
    if (options.distDir) return local();
    try {
      const response = await doFetch(new URL(manifest.file, serverFolder), {
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`answered ${response.status}`);
      return await response.text();
    } catch (error) {
      // The remote's file is gone or unreachable: the local build may hold the same content (checked below).
      try {
        return await local();
      } catch {
        throw error;
      }
    }
  };

  const load = async (manifest: ServerBuildManifest): Promise<LoadedServerBuild | null> => {
    try {
      const code = await readBundle(manifest);
      const sha256 = createHash('sha256').update(code).digest('hex');
      if (sha256 !== manifest.sha256)
        throw new Error(`${manifest.file} has SHA-256 ${sha256}, the manifest names ${manifest.sha256}`);
      const module = evaluateServerBundle(code, `${serverFolder}${manifest.file}`);
      return { build: manifest.build, sha256, module };
    } catch (error) {
      report(
        manifest.sha256,
        `The widget's server build ${manifest.build} (${manifest.file}) does not load: pages go out for the browser to render`,
        error,
      );
      return null;
    }
  };

  return async () => {
    const text = await manifestText();
    if (text === null) {
      report(
        'missing',
        'The widget remote publishes no server build: pages go out for the browser to render',
      );
      return null;
    }
    let manifest: ServerBuildManifest;
    try {
      manifest = parseServerManifest(text);
    } catch (error) {
      report(
        `manifest:${text}`,
        'The widget server build manifest does not read: pages go out for the browser to render',
        error,
      );
      return null;
    }
    if (current?.sha256 !== manifest.sha256) current = { sha256: manifest.sha256, loaded: load(manifest) };
    return current.loaded;
  };
}
