// Apart from the loader: the booking page watches the manifest too, and the server build renders that page
// without the federation runtime the loader brings.

/** The manifest URL of a remote base URL. */
export function manifestUrl(remoteUrl: string): string {
  return `${remoteUrl.replace(/\/+$/, '')}/mf-manifest.json`;
}
