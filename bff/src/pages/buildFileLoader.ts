import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Reads `fileName` of a build folder, re-reading only when its modification time changes (so a rebuild is
 * picked up without a restart). Answers null while the file does not exist.
 */
export function buildFileLoader(distDir: string, fileName: string): () => Promise<string | null> {
  const file = path.join(distDir, fileName);
  let cached: { mtimeMs: number; html: string } | undefined;
  return async () => {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(file)).mtimeMs;
    } catch {
      return null;
    }
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: await readFile(file, 'utf8') };
    return cached.html;
  };
}
