/** A source of environment variables (process.env or a test object). */
export type Source = Record<string, string | undefined>;

/** A bad environment: the message lists every invalid variable. */
export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Readers for one variable each; a bad value is recorded and the default returned so parsing goes on. */
export interface VarReaders {
  str(name: string, fallback: string): string;
  int(name: string, fallback: number, range?: { min?: number; max?: number }): number;
  bool(name: string, fallback: boolean): boolean;
  url(name: string, fallback: string): string;
  optionalUrl(name: string, protocols: string[]): string | undefined;
  originList(name: string): string[];
  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T;
  bytes(name: string, fallback: string): number;
}

const BYTE_UNITS: Record<string, number> = { b: 1, kb: 1024, mb: 1024 ** 2 };

/** Parses a size such as "100kb", "1mb" or "512" (bytes); undefined when malformed. */
export function parseBytes(text: string): number | undefined {
  const match = /^(\d+)\s*(b|kb|mb)?$/i.exec(text.trim());
  if (!match?.[1]) return undefined;
  return Number(match[1]) * (BYTE_UNITS[(match[2] ?? 'b').toLowerCase()] ?? 1);
}

/** Runs `build` with readers over `source`, then throws one EnvError if any variable was bad. */
export function collectVars<T>(source: Source, build: (v: VarReaders) => T): T {
  const problems: string[] = [];
  const raw = (name: string): string | undefined => {
    const value = source[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };
  const bad = <V>(name: string, expected: string, value: string, fallback: V): V => {
    problems.push(`${name}: expected ${expected}, got ${JSON.stringify(value)}`);
    return fallback;
  };
  const parseUrl = (value: string): URL | undefined => {
    try {
      return new URL(value);
    } catch {
      return undefined;
    }
  };

  const readers: VarReaders = {
    str: (name, fallback) => raw(name) ?? fallback,
    int(name, fallback, range = {}) {
      const value = raw(name);
      if (value === undefined) return fallback;
      const n = Number(value);
      const { min = -Infinity, max = Infinity } = range;
      if (!/^-?\d+$/.test(value) || n < min || n > max) {
        return bad(name, `an integer from ${min} to ${max}`, value, fallback);
      }
      return n;
    },
    bool(name, fallback) {
      const value = raw(name)?.toLowerCase();
      if (value === undefined) return fallback;
      if (['1', 'true', 'yes'].includes(value)) return true;
      if (['0', 'false', 'no'].includes(value)) return false;
      return bad(name, 'true or false', value, fallback);
    },
    url(name, fallback) {
      const value = raw(name);
      if (value === undefined) return fallback;
      const url = parseUrl(value);
      if (!url || !['http:', 'https:'].includes(url.protocol)) {
        return bad(name, 'an http(s) URL', value, fallback);
      }
      return value.replace(/\/+$/, '');
    },
    optionalUrl(name, protocols) {
      const value = raw(name);
      if (value === undefined) return undefined;
      const url = parseUrl(value);
      if (!url || !protocols.includes(url.protocol)) {
        return bad(name, `a URL starting with ${protocols.join(' or ')}//`, value, undefined);
      }
      return value;
    },
    originList(name) {
      const value = raw(name);
      if (value === undefined) return [];
      return value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
        .flatMap((item) => {
          const url = parseUrl(item);
          // A wildcard host (`https://*.example.com`) would widen a CSP source list: origins are literal.
          return url && ['http:', 'https:'].includes(url.protocol) && !url.hostname.includes('*')
            ? [url.origin]
            : bad(name, 'http(s) origins', item, []);
        });
    },
    oneOf(name, allowed, fallback) {
      const value = raw(name);
      if (value === undefined) return fallback;
      return (allowed as readonly string[]).includes(value)
        ? (value as typeof fallback)
        : bad(name, `one of ${allowed.join(', ')}`, value, fallback);
    },
    bytes(name, fallback) {
      const value = raw(name) ?? fallback;
      return parseBytes(value) ?? bad(name, 'a size such as 100kb or 1mb', value, parseBytes(fallback) ?? 0);
    },
  };

  const result = build(readers);
  if (problems.length > 0) throw new EnvError(problems);
  return result;
}
