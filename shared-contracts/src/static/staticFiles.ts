// How build files are served, the same on every origin that serves them: the BFF's pages
// (bff/src/pages/staticFile.ts) and the remote's own origin (scripts/lib/staticServer.mjs).

/** Files a page or host fetches to discover a deploy: short-cached and revalidated. */
export const STATIC_ENTRY_FILES: ReadonlySet<string> = /* @__PURE__ */ new Set([
  'remoteEntry.js',
  'mf-manifest.json',
  'mf-stats.json',
  'index.html',
  'embed.js',
  'embed-config.json',
  'widget.html',
]);

/** A content hash in a build file's name: main.3f9a1c2b4d.js, 470.8ddf308f79.js.LICENSE.txt, 512.a1b2c3d4.chunk.js. */
const HASHED_NAME = /[.-][0-9a-f]{8,}\./i;

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Cache-Control of a build file by its name: entry files 30 s with revalidation, hashed files a year immutable, others 5 min. */
export function staticCacheControl(fileName: string): string {
  if (STATIC_ENTRY_FILES.has(fileName)) return 'public, max-age=30, must-revalidate';
  if (HASHED_NAME.test(fileName)) return `public, max-age=${String(YEAR_SECONDS)}, immutable`;
  return 'public, max-age=300';
}

/** Content types of build files by extension. */
export const STATIC_CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Encodings the build precompresses (webpack.precompress.js), best first, with the suffix of their copy. */
export const PRECOMPRESSED_ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
