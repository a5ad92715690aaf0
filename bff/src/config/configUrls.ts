import { isAllowedReturnUrl } from '../security/returnUrls';

/** Hosts a config may name over plain http: this machine only (a local demo or test). */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** One refused field of a config: where it is and why. */
export interface UrlIssue {
  path: string;
  message: string;
}

/**
 * Why `text` is not a URL a config may carry, or null when it is: an https URL (http only on this machine),
 * no credentials in it, no wildcard in its host (`https://*.evil.example` would become a wildcard in a
 * CSP `frame-ancestors` while the message check compares origins literally). `javascript:`, `data:` and
 * every other scheme are refused. `ownOrigin`, the BFF's own, may be http like its PUBLIC_URL.
 */
export function configUrlProblem(text: string, ownOrigin?: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return 'is not a URL';
  }
  // The BFF's own site is served as its PUBLIC_URL says, which the operator set (the seeded demo's domain).
  const own = url.origin === ownOrigin && url.protocol === 'http:';
  if (url.protocol !== 'https:' && !own && !(url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname))) {
    return 'must be an https URL (http only for localhost)';
  }
  if (url.username !== '' || url.password !== '') return 'may not carry a user name or password';
  if (url.hostname.includes('*')) return 'may not hold a wildcard';
  return null;
}

/** The config's `domain` as the return-URL rule reads it: "https://" prepended when it has no scheme. */
const domainUrl = (domain: string) =>
  /^[a-z][a-z0-9+.-]*:/i.test(domain.trim()) ? domain.trim() : `https://${domain.trim()}`;

interface UrlFields {
  domain: string;
  privacyPolicyUrl: string;
  termsUrl: string;
  payment: { notificationUrl: string; successUrl: string; errorUrl: string };
  allowedOrigins?: readonly string[] | undefined;
}

/**
 * The URL fields of a config's global part that break the rules: every URL by `configUrlProblem` (an empty
 * one means "not set"), each allowed origin too (`'*'` alone stays the documented "any origin"), and the
 * configured payer URLs must pass the return-URL rule of a transaction (on the config's `domain` or on the
 * BFF's `publicUrl`), since a provider sends payers there after paying.
 */
export function configUrlIssues(global: UrlFields, publicUrl: string): UrlIssue[] {
  const issues: UrlIssue[] = [];
  let ownOrigin: string | undefined;
  try {
    ownOrigin = new URL(publicUrl).origin;
  } catch {
    ownOrigin = undefined;
  }
  const check = (path: string, value: string) => {
    if (value.trim() === '') return false;
    const problem = configUrlProblem(value, ownOrigin);
    if (problem) issues.push({ path, message: `${path} ${problem}` });
    return problem === null;
  };
  check('globalConfig.domain', global.domain.trim() === '' ? '' : domainUrl(global.domain));
  check('globalConfig.privacyPolicyUrl', global.privacyPolicyUrl);
  check('globalConfig.termsUrl', global.termsUrl);
  check('globalConfig.payment.notificationUrl', global.payment.notificationUrl);
  for (const key of ['successUrl', 'errorUrl'] as const) {
    const path = `globalConfig.payment.${key}`;
    const value = global.payment[key];
    if (check(path, value) && !isAllowedReturnUrl(value.trim(), [global.domain, publicUrl])) {
      issues.push({ path, message: `${path} must be on the config's domain or on this service's own site` });
    }
  }
  (global.allowedOrigins ?? []).forEach((origin, i) => {
    if (origin.trim() === '*') return;
    const path = `globalConfig.allowedOrigins[${String(i)}]`;
    if (origin.trim() === '') issues.push({ path, message: `${path} is empty` });
    else check(path, origin);
  });
  return issues;
}
