import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** One encoded representation of a body. */
export type Encoding = 'br' | 'gzip';

/** How hard each encoding works. */
export interface CompressionLevels {
  brotliQuality: number;
  gzipLevel: number;
}

/** Per request: brotli at quality 5 (unlike the build's 11) is close to gzip's speed with a smaller result. */
export const PER_REQUEST_LEVELS: CompressionLevels = { brotliQuality: 5, gzipLevel: 6 };

/** Compresses `body` in `encoding` at `levels`. */
export function compressBody(
  body: Buffer,
  encoding: Encoding,
  levels: CompressionLevels = PER_REQUEST_LEVELS,
): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(body, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: levels.brotliQuality,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipAsync(body, { level: levels.gzipLevel });
}

/** A strong entity tag for a body: base64url of its SHA-1, quoted. */
export function entityTag(body: Buffer | string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}
