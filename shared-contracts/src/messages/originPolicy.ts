/** Who may drive a widget through window messages, from its config's `allowedOrigins` (SPEC-NOTES). */
export interface OriginPolicy {
  /** True when a message from `origin` may be acted on. */
  allows(origin: string): boolean;
  /** True when the config allows any origin (`'*'`), which deserves a warning. */
  readonly anyOrigin: boolean;
}

function originOf(value: string): string | null {
  try {
    const { origin } = new URL(value);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The allowed origins: those the config lists, plus the config's own site (`domain`) and the widget page's
 * own origin. Any origin only when the list holds `'*'`.
 */
export function originPolicy(input: {
  allowedOrigins?: readonly string[] | null;
  domain?: string | null;
  ownOrigin?: string | null;
}): OriginPolicy {
  const listed = input.allowedOrigins ?? [];
  const anyOrigin = listed.includes('*');
  const allowed = new Set(
    [...listed, input.domain ?? '', input.ownOrigin ?? '']
      .map((value) => originOf(value))
      .filter((origin): origin is string => origin !== null),
  );
  return { anyOrigin, allows: (origin) => anyOrigin || allowed.has(origin) };
}
