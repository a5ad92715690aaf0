/** A site payers may be sent back to: its origin as configured (`https://partner.example`). */
function siteOf(configured: string): URL | undefined {
  const text = configured.trim();
  if (text === '') return undefined;
  try {
    // §5: the domain setting gets "https://" prepended if it has no scheme.
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return undefined;
  }
}

function onSite(url: URL, site: URL): boolean {
  // The exact host: a subdomain may belong to someone else (a hosted shop, a user page).
  const sameHost = url.hostname === site.hostname;
  const samePort = url.port === site.port;
  // An http site (a local demo) may be returned to over http; anything else only over https.
  const scheme = url.protocol === 'https:' || url.protocol === site.protocol;
  return sameHost && samePort && scheme;
}

/**
 * True when a payer may be sent to `url` after paying: an http(s) URL on the config's domain's exact host
 * (not a subdomain) or on the BFF's own public URL. Anything else would make the provider's page an open
 * redirect. `sites` are the configured domain and the public URL, as written in their settings.
 */
export function isAllowedReturnUrl(url: string, sites: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  if (parsed.username !== '' || parsed.password !== '') return false;
  return sites.some((configured) => {
    const site = siteOf(configured);
    return site !== undefined && onSite(parsed, site);
  });
}
