/** The part of the federation runtime's share scope map this check reads. */
export type ShareScopes = Record<
  string,
  Record<string, Record<string, { version: string; from: string; shareConfig?: { singleton?: boolean } }>>
>;

/** A singleton package offered in versions of different majors, and who offered each. */
export interface SharedMismatch {
  name: string;
  versions: { version: string; from: string }[];
}

const major = (version: string) => version.replace(/^[^\d]*/, '').split('.')[0] ?? version;

/** Singleton packages (React, MobX…) that the host and the remote offer in incompatible (major) versions. */
export function singletonMismatches(scopes: ShareScopes): SharedMismatch[] {
  const found: SharedMismatch[] = [];
  for (const packages of Object.values(scopes)) {
    for (const [name, versions] of Object.entries(packages)) {
      const offered = Object.values(versions).filter((shared) => shared.shareConfig?.singleton);
      if (new Set(offered.map((shared) => major(shared.version))).size > 1) {
        found.push({ name, versions: offered.map(({ version, from }) => ({ version, from })) });
      }
    }
  }
  return found;
}

/**
 * Reports a shared-singleton version mismatch instead of failing: the runtime keeps one copy (the widget
 * may misbehave), so the page logs which package and versions, for whoever deploys next.
 */
export function reportSharedMismatches(
  scopes: ShareScopes,
  warn: (message: string) => void = (message) => console.warn(message),
): SharedMismatch[] {
  const mismatches = singletonMismatches(scopes);
  for (const { name, versions } of mismatches) {
    const list = versions.map(({ version, from }) => `${version} from ${from}`).join(', ');
    warn(
      `Booking widget: shared singleton ${name} is offered in incompatible versions (${list}); one is used.`,
    );
  }
  return mismatches;
}
