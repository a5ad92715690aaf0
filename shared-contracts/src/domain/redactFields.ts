import { isRedactedFieldName } from './constants';

/** What a redacted value is replaced with. */
export const REDACTED = '[REDACTED]';

const MAX_DEPTH = 12;

/**
 * Returns a copy of `value` in which every field whose name contains blikCode, cvv, cardNumber, password,
 * token, key or secret is replaced by "[REDACTED]", at any depth and inside arrays. pino's own `redact`
 * option only knows exact paths, and a secret may sit anywhere in a logged request or provider payload (the
 * BFF's logger runs every logged object through it).
 * The input is never mutated; cycles and very deep nesting are cut off rather than followed.
 */
export function redactFields(value: unknown): unknown {
  return redact(value, new WeakSet<object>(), 0);
}

function redact(value: unknown, seen: WeakSet<object>, depth: number): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (seen.has(value)) return '[Circular]';
  if (depth >= MAX_DEPTH) return '[Truncated]';
  seen.add(value);
  try {
    if (Array.isArray(value)) return value.map((item) => redact(item, seen, depth + 1));
    if (value instanceof Error) return redactError(value, seen, depth);
    if (!isPlainObject(value)) return value;
    const out: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(value)) {
      out[name] = isRedactedFieldName(name) ? REDACTED : redact(field, seen, depth + 1);
    }
    return out;
  } finally {
    seen.delete(value);
  }
}

// Errors keep their class-independent essentials; extra fields (a provider's response body, say) are redacted too.
function redactError(error: Error, seen: WeakSet<object>, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = { type: error.name, message: error.message, stack: error.stack };
  for (const [name, field] of Object.entries(error)) {
    out[name] = isRedactedFieldName(name) ? REDACTED : redact(field, seen, depth + 1);
  }
  if (error.cause !== undefined) out.cause = redact(error.cause, seen, depth + 1);
  return out;
}

function isPlainObject(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
