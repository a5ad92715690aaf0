/** How often an open page asks whether the remote has a new deploy (the manifest's own cache is 30 s). */
export const REMOTE_POLL_INTERVAL_MS = 60_000;

/** What identifies a deploy in `mf-manifest.json`: its build info and the file names of its entry and exposes. */
export function manifestSignature(manifest: unknown): string {
  const m = (manifest ?? {}) as {
    metaData?: { buildInfo?: unknown; remoteEntry?: { name?: unknown } };
    exposes?: { assets?: { js?: { sync?: unknown } } }[];
  };
  return JSON.stringify([
    m.metaData?.buildInfo ?? null,
    m.metaData?.remoteEntry?.name ?? null,
    (m.exposes ?? []).map((expose) => expose.assets?.js?.sync ?? null),
  ]);
}

export interface RemoteWatchOptions {
  manifestUrl: string;
  /** Called once, when the manifest no longer describes the deploy the page started with. */
  onNewVersion: () => void;
  intervalMs?: number;
  fetch?: (url: string, init?: RequestInit) => Promise<Pick<Response, 'ok' | 'json'>>;
  setInterval?: (callback: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
}

/** Polls the remote's manifest (§7 build-manifest poll); answers the function that stops polling. */
export function watchRemoteVersion(options: RemoteWatchOptions): () => void {
  const doFetch = options.fetch ?? ((url, init) => fetch(url, init));
  const every = options.setInterval ?? ((callback, ms) => setInterval(callback, ms));
  const stopTimer = options.clearInterval ?? ((handle) => clearInterval(handle as number));
  let first: string | null = null;
  let stopped = false;
  const check = async () => {
    try {
      const response = await doFetch(options.manifestUrl, { cache: 'no-cache' });
      if (!response.ok || stopped) return;
      const signature = manifestSignature(await response.json());
      first ??= signature;
      if (signature !== first) {
        stop();
        options.onNewVersion();
      }
    } catch {
      // The remote being briefly unreachable is no new version.
    }
  };
  const handle = every(() => void check(), options.intervalMs ?? REMOTE_POLL_INTERVAL_MS);
  const stop = () => {
    stopped = true;
    stopTimer(handle);
  };
  void check();
  return stop;
}
