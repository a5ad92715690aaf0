import { createReadStream, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../state';

const YEAR_SECONDS = 365 * 24 * 60 * 60;
// Webpack names hashed assets like main.3f9a1c2b.js or 512.a1b2c3d4e5f6.chunk.js.
const HASHED_ASSET = /[.-][0-9a-f]{8,}\./i;
/** Files a page or host fetches to discover a deploy: short-cached and revalidated, like the remote's. */
const ENTRY_FILES = new Set([
  'remoteEntry.js',
  'mf-manifest.json',
  'mf-stats.json',
  'embed.js',
  'widget.html',
]);

/** Cache-Control of a build file, the same rules as the remote's static server (scripts/lib/staticServer.mjs). */
export function staticCacheControl(fileName: string): string {
  if (ENTRY_FILES.has(fileName)) return 'public, max-age=30, must-revalidate';
  if (HASHED_ASSET.test(fileName)) return `public, max-age=${YEAR_SECONDS}, immutable`;
  return 'public, max-age=300';
}

/** Encodings the build precompresses (webpack.precompress.js), best first, with the suffix of their copy. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
};

async function fileStats(file: string): Promise<Stats | null> {
  try {
    const info = await stat(file);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

/**
 * The build's copy of `file` in the best encoding the request accepts (Koa's Accept-Encoding negotiation,
 * q-values included), when that copy exists and is not older than the file; else null.
 */
async function precompressedCopy(
  ctx: AppContext,
  file: string,
  info: Stats,
): Promise<{ encoding: string; info: Stats; file: string } | null> {
  for (const { name, suffix } of ENCODINGS) {
    if (ctx.acceptsEncodings(name, 'identity') !== name) continue;
    const copy = await fileStats(file + suffix);
    if (copy && copy.mtimeMs >= info.mtimeMs) return { encoding: name, info: copy, file: file + suffix };
  }
  return null;
}

/**
 * Sends one build file (`file`, already resolved inside the build folder): its precompressed copy by content
 * negotiation (`Content-Encoding`, `Vary: Accept-Encoding`, the copy's own length and an ETag per encoding),
 * Cache-Control by name (hashed files immutable for a year, entry files 30 s with validators), and 304 when
 * the request's validators still match. Answers false when there is no such file.
 */
export async function sendStaticFile(ctx: AppContext, file: string): Promise<boolean> {
  const info = await fileStats(file);
  if (!info) return false;
  const name = path.basename(file);
  const copy = /\.(br|gz)$/.test(name) ? null : await precompressedCopy(ctx, file, info);
  const version = `${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}`;
  ctx.vary('Accept-Encoding');
  ctx.set('Cache-Control', staticCacheControl(name));
  ctx.set('ETag', `W/"${version}${copy ? `-${copy.encoding}` : ''}"`);
  ctx.lastModified = info.mtime;
  ctx.type = CONTENT_TYPES[path.extname(name).toLowerCase()] ?? path.extname(name);
  ctx.status = 200;
  if (ctx.fresh) {
    ctx.status = 304;
    return true;
  }
  if (copy) ctx.set('Content-Encoding', copy.encoding);
  ctx.length = (copy ?? { info }).info.size;
  if (ctx.method === 'HEAD') return true;
  ctx.body = createReadStream(copy?.file ?? file);
  return true;
}
