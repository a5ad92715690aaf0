import { escapeHtml } from './pageHtml';

/** How long the remote's manifest is reused before it is asked again (its own cache is 30 s). */
export const REMOTE_MANIFEST_TTL_MS = 30_000;
/** The longest a page waits for the remote's manifest; without it the page goes out without hints. */
export const REMOTE_MANIFEST_WAIT_MS = 1_000;
/** The module the booking page renders. */
export const BOOKING_EXPOSE = 'BookingWidget';

/** The parts of the remote's mf-manifest.json the hints need. */
export interface RemoteManifest {
  metaData: { remoteEntry: { name: string; path?: string } };
  shared: { name: string; assets: { js: { sync: string[] } } }[];
  exposes: { name: string; assets: { js: { sync: string[] } } }[];
}

function isManifest(value: unknown): value is RemoteManifest {
  const m = value as Partial<RemoteManifest> | null;
  return (
    typeof m === 'object' &&
    m !== null &&
    typeof m.metaData?.remoteEntry?.name === 'string' &&
    Array.isArray(m.shared) &&
    Array.isArray(m.exposes)
  );
}

/**
 * The remote's files step 1 of the booking page needs before the widget can render, in the order the
 * federation runtime asks for them: its entry, the exposed module's synchronous chunks, and the synchronous
 * chunks of shared packages the host does not provide. Lazy chunks are left to the runtime.
 */
export function step1RemoteFiles(
  manifest: RemoteManifest,
  hostShared: readonly string[],
  expose = BOOKING_EXPOSE,
): string[] {
  const { name, path = '' } = manifest.metaData.remoteEntry;
  const files = [[path, name].filter(Boolean).join('/')];
  const exposed = manifest.exposes.find((entry) => entry.name === expose);
  files.push(...(exposed?.assets.js.sync ?? []));
  for (const shared of manifest.shared) {
    if (!hostShared.includes(shared.name)) files.push(...shared.assets.js.sync);
  }
  return [...new Set(files)];
}

/**
 * `<link>` hints that start the remote's manifest and step-1 scripts with the HTML instead of after the host's
 * own code: the manifest as the runtime fetches it (CORS, no credentials), the scripts as the runtime loads
 * them (classic scripts without `crossorigin`).
 */
export function preloadLinks(remoteUrl: string, files: readonly string[]): string {
  const base = remoteUrl.replace(/\/+$/, '');
  const manifest = `<link rel="preload" href="${escapeHtml(`${base}/mf-manifest.json`)}" as="fetch" crossorigin="anonymous">`;
  const scripts = files.map(
    (file) => `<link rel="preload" href="${escapeHtml(`${base}/${file.replace(/^\/+/, '')}`)}" as="script">`,
  );
  return [manifest, ...scripts].join('');
}

export interface RemotePreloadOptions {
  /** Packages the host provides to remotes (its own build's manifest); read on every refresh. */
  hostShared: () => Promise<readonly string[]>;
  fetch?: typeof fetch;
  now?: () => number;
}

/**
 * The booking page's hints for the remote's current deploy: its mf-manifest.json fetched from the remote, kept
 * for 30 s and revalidated with its ETag. When the remote cannot answer in time, the last hints, else none (the
 * page works without them).
 */
export function remotePreloadLoader(remoteUrl: string, options: RemotePreloadOptions): () => Promise<string> {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const url = `${remoteUrl.replace(/\/+$/, '')}/mf-manifest.json`;
  let cached: { manifest: RemoteManifest; etag: string | null; at: number } | undefined;
  // A remote that did not answer is asked again only after the same 30 s: pages do not wait for it each time.
  let failedAt: number | undefined;
  const links = async (manifest: RemoteManifest) =>
    preloadLinks(remoteUrl, step1RemoteFiles(manifest, await options.hostShared()));
  return async () => {
    if (cached && now() - cached.at < REMOTE_MANIFEST_TTL_MS) return links(cached.manifest);
    if (!cached && failedAt !== undefined && now() - failedAt < REMOTE_MANIFEST_TTL_MS) return '';
    try {
      const response = await doFetch(url, {
        headers: cached?.etag ? { 'if-none-match': cached.etag } : {},
        signal: AbortSignal.timeout(REMOTE_MANIFEST_WAIT_MS),
      });
      if (response.status === 304 && cached) {
        cached = { ...cached, at: now() };
        return await links(cached.manifest);
      }
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const manifest: unknown = await response.json();
      if (!isManifest(manifest)) throw new Error(`${url} is not a federation manifest`);
      cached = { manifest, etag: response.headers.get('etag'), at: now() };
      return await links(manifest);
    } catch {
      if (cached) {
        cached = { ...cached, at: now() };
        return links(cached.manifest);
      }
      failedAt = now();
      return '';
    }
  };
}

/** The shared package names of a host build's mf-manifest.json text; none without one. */
export function sharedNamesOf(manifestText: string | null): string[] {
  if (!manifestText) return [];
  try {
    const manifest = JSON.parse(manifestText) as Partial<RemoteManifest>;
    return Array.isArray(manifest.shared) ? manifest.shared.map((shared) => shared.name) : [];
  } catch {
    return [];
  }
}
