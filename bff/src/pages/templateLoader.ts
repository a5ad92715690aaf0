import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { FALLBACK_TEMPLATE } from './pageHtml';

/**
 * Reads `index.html` of the host-shell build, re-reading only when its modification time changes (so a
 * rebuild is picked up without a restart). Without a build it answers the built-in fallback shell.
 */
export function templateLoader(distDir: string): () => Promise<string> {
  const file = path.join(distDir, 'index.html');
  let cached: { mtimeMs: number; html: string } | undefined;
  return async () => {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(file)).mtimeMs;
    } catch {
      return FALLBACK_TEMPLATE;
    }
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: await readFile(file, 'utf8') };
    return cached.html;
  };
}
