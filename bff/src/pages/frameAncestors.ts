import type { GlobalConfig } from '@booking/shared-contracts';
import { cspOrigin } from '../security/origins';

/** The CSP `frame-ancestors` of one config's iframe page, and whether it lets any site frame it. */
export interface FrameAncestors {
  /** The directive's sources, e.g. `'self' https://partner.example`. */
  sources: string;
  /** True when the config allows any origin (`allowedOrigins: ['*']`), which deserves a warning. */
  anyOrigin: boolean;
}

/**
 * Who may frame the iframe app of a config: the partner origins it allows (`allowedOrigins`), its own site
 * (`domain`) and the app's own origin (`'self'`) – the same origins that may drive it through window messages.
 * Any site only when the list holds `'*'`. Without a config (an unknown id), only the app itself.
 */
export function frameAncestorsOf(
  globalConfig: Pick<GlobalConfig, 'allowedOrigins' | 'domain'> | undefined,
): FrameAncestors {
  const listed = globalConfig?.allowedOrigins ?? [];
  if (listed.some((origin) => origin.trim() === '*')) return { sources: '*', anyOrigin: true };
  const origins = [...listed, globalConfig?.domain ?? '']
    .map((value) => cspOrigin(value))
    .filter((origin): origin is string => origin !== null);
  return { sources: ["'self'", ...new Set(origins)].join(' '), anyOrigin: false };
}
