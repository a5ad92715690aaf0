/**
 * The `scheme://host[:port]` of an http(s) URL, or null for anything else (no CSP keyword, path or wildcard
 * slips in).
 */
export function cspOrigin(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // `https://*.example.com` would be a wildcard in the directive; the message check compares literally.
  if (url.hostname.includes('*')) return null;
  return url.origin;
}
