/** How long a fetched template is reused before the remote is asked again (its own cache is 30 s). */
export const REMOTE_TEMPLATE_TTL_MS = 30_000;

/**
 * Loads `fileName` from the widget remote's origin, so the iframe page always names the scripts of the deploy
 * the remote serves now (a new remote needs no BFF redeploy). Reuses a copy for 30 s and revalidates with its
 * ETag; when the remote cannot answer, the last copy, else `fallback` (the local build).
 */
export function remoteTemplateLoader(
  remoteUrl: string,
  fileName: string,
  fallback: () => Promise<string | null>,
  options: { fetch?: typeof fetch; now?: () => number } = {},
): () => Promise<string | null> {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const url = `${remoteUrl.replace(/\/+$/, '')}/${fileName}`;
  let cached: { html: string; etag: string | null; at: number } | undefined;
  return async () => {
    if (cached && now() - cached.at < REMOTE_TEMPLATE_TTL_MS) return cached.html;
    try {
      const response = await doFetch(url, {
        headers: cached?.etag ? { 'if-none-match': cached.etag } : {},
        signal: AbortSignal.timeout(3_000),
      });
      if (response.status === 304 && cached) {
        cached = { ...cached, at: now() };
        return cached.html;
      }
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      cached = { html: await response.text(), etag: response.headers.get('etag'), at: now() };
      return cached.html;
    } catch {
      return cached?.html ?? (await fallback());
    }
  };
}
