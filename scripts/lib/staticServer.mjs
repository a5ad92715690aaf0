// A small static file server: correct content types, CORS for cross-origin module loading, short cache for
// the federation entry files and long immutable cache for content-hashed files (the BFF's policy, from
// shared-contracts), and the build's precompressed copies (`file.br`, `file.gz`) chosen by Accept-Encoding.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './stackEnv.mjs';

const require = createRequire(import.meta.url);

// The cache policy, content types and precompressed encodings are the BFF's too (one definition).
const { PRECOMPRESSED_ENCODINGS, STATIC_CONTENT_TYPES, staticCacheControl } = require(
  path.join(repoRoot, 'shared-contracts/dist/index.js'),
);

/**
 * The file a URL path names inside `root`, or null when it would leave the root (`..`, encoded slashes,
 * NUL bytes) or cannot be decoded.
 */
export function resolveInside(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const full = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  return full === root || full.startsWith(root + path.sep) ? full : null;
}

/**
 * The encodings an Accept-Encoding header allows, by name (`q=0` refuses one; `*` allows the rest).
 * @param {string | undefined} header
 * @returns {Set<string>}
 */
export function acceptedEncodings(header) {
  const accepted = new Set();
  const refused = new Set();
  let wildcard = false;
  for (const part of (header ?? '').split(',')) {
    const [rawName, ...params] = part.trim().toLowerCase().split(';');
    const name = rawName?.trim();
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    const allowed = Number.isFinite(weight) && weight > 0;
    if (name === '*') wildcard = allowed;
    else if (allowed) accepted.add(name);
    else refused.add(name);
  }
  if (wildcard) for (const { name } of PRECOMPRESSED_ENCODINGS) if (!refused.has(name)) accepted.add(name);
  return accepted;
}

/**
 * The precompressed copy of `file` to send for `acceptEncoding`: the first accepted encoding whose copy
 * exists and is not older than the file (a stale copy of an earlier build is never served), else null.
 * @returns {Promise<{ encoding: string, file: string, info: import('node:fs').Stats } | null>}
 */
export async function precompressedCopy(file, fileInfo, acceptEncoding) {
  const accepted = acceptedEncodings(acceptEncoding);
  for (const { name, suffix } of PRECOMPRESSED_ENCODINGS) {
    if (!accepted.has(name)) continue;
    try {
      const info = await stat(file + suffix);
      if (info.isFile() && info.mtimeMs >= fileInfo.mtimeMs)
        return { encoding: name, file: file + suffix, info };
    } catch {
      // no copy in this encoding
    }
  }
  return null;
}

/** True when the request's validators still match the file (`If-None-Match` wins over `If-Modified-Since`). */
export function isFresh(headers, etag, mtime) {
  const match = headers['if-none-match'];
  if (match) return match.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
  const since = Date.parse(headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && Math.floor(mtime.getTime() / 1000) * 1000 <= since;
}

function sendText(res, status, text, extraHeaders = {}) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...extraHeaders });
  res.end(text);
}

/**
 * Creates (does not start) the server for `root`. GET and HEAD only; `/` serves index.html when present.
 * With `appUrl`, `/embed-config.json` tells embed.js where the app serving `/widget` lives (runtime
 * configuration of this deploy, never baked into the build).
 * @param {{ root: string, appUrl?: string }} options
 */
export function createStaticServer({ root, appUrl }) {
  const absoluteRoot = path.resolve(root);
  return createServer(async (req, res) => {
    const cors = { 'access-control-allow-origin': '*' };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...cors,
        'access-control-allow-methods': 'GET, HEAD',
        'access-control-max-age': '600',
      });
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(res, 405, 'Method Not Allowed', { ...cors, allow: 'GET, HEAD' });
      return;
    }
    const urlPath = (req.url ?? '/').split('?')[0] ?? '/';
    if (urlPath === '/embed-config.json' && appUrl) {
      const body = JSON.stringify({ appUrl });
      res.writeHead(200, {
        ...cors,
        'content-type': STATIC_CONTENT_TYPES['.json'],
        'cache-control': staticCacheControl('embed-config.json'),
        etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    const file = resolveInside(absoluteRoot, urlPath === '/' ? '/index.html' : urlPath);
    if (!file) {
      sendText(res, 400, 'Bad Request', cors);
      return;
    }
    // Source maps stay in the build folder for error tools; they are never served.
    if (file.endsWith('.map')) {
      sendText(res, 404, 'Not Found', cors);
      return;
    }
    let info;
    try {
      info = await stat(file);
    } catch {
      info = null;
    }
    if (!info?.isFile()) {
      sendText(res, 404, 'Not Found', cors);
      return;
    }
    const name = path.basename(file);
    // Compressed files are never compressed twice (a client asking for `x.js.br` gets it as it is).
    const copy = /\.(br|gz)$/.test(name)
      ? null
      : await precompressedCopy(file, info, req.headers['accept-encoding']);
    const sent = copy ?? { encoding: null, file, info };
    // Validators, so a short-cached entry file revalidates with a 304 instead of downloading again. Each
    // encoding is its own representation with its own tag (RFC 9110 §8.8.3).
    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}${copy ? `-${copy.encoding}` : ''}"`;
    const validators = {
      etag,
      'last-modified': info.mtime.toUTCString(),
      'cache-control': staticCacheControl(name),
      vary: 'Accept-Encoding',
    };
    if (isFresh(req.headers, etag, info.mtime)) {
      res.writeHead(304, { ...cors, ...validators });
      res.end();
      return;
    }
    res.writeHead(200, {
      ...cors,
      ...validators,
      'content-type': STATIC_CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream',
      'content-length': sent.info.size,
      ...(sent.encoding ? { 'content-encoding': sent.encoding } : {}),
      'x-content-type-options': 'nosniff',
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(sent.file)
      .on('error', () => res.destroy())
      .pipe(res);
  });
}
