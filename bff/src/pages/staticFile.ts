import { createReadStream, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { PRECOMPRESSED_ENCODINGS, STATIC_CONTENT_TYPES, staticCacheControl } from '@booking/shared-contracts';
import type { AppContext } from '../state';

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
  for (const { name, suffix } of PRECOMPRESSED_ENCODINGS) {
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
  ctx.type = STATIC_CONTENT_TYPES[path.extname(name).toLowerCase()] ?? path.extname(name);
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
