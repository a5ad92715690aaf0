/**
 * The environment variable prefix of a config id: `demo` → `DEMO_`, `my-site` → `MY_SITE_` (a "-" becomes "_" so
 * the name stays a valid variable name).
 */
export function credentialPrefix(configId: string): string {
  return `${configId.toUpperCase().replaceAll('-', '_')}_`;
}
