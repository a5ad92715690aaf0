import type { FieldIssue } from '../errors';

/**
 * Names of Object.prototype's own properties (`constructor`, `toString`, `__proto__`…) plus `prototype`:
 * a body key with one of these names reaches code that looks fields up on plain objects and finds the
 * built-in instead, so no request may carry one.
 */
const BUILT_IN_KEYS: ReadonlySet<string> = new Set([
  ...Object.getOwnPropertyNames(Object.prototype),
  'prototype',
]);

/** C0 control characters and DEL, except tab, line feed and carriage return. NUL cannot be stored at all. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** More than this many problems in one request are not worth listing. */
const MAX_ISSUES = 20;

const joinPath = (path: string, key: string | number) =>
  typeof key === 'number' ? `${path}[${key}]` : path === '' ? key : `${path}.${key}`;

/**
 * Problems no contract field may have, found in one walk (no recursion) of a parsed part of the request:
 * keys named like built-in properties, and control characters in keys or strings. Depth is bounded
 * before parsing (see readBody); `maxNodes` bounds the walk for very wide input.
 */
export function hostileInputIssues(part: FieldIssue['in'], value: unknown, maxNodes = 20_000): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  let visited = 0;
  while (stack.length > 0 && issues.length < MAX_ISSUES) {
    const item = stack.pop() as { value: unknown; path: string };
    visited += 1;
    if (visited > maxNodes) {
      issues.push({ in: part, path: '', message: `${part} has more than ${maxNodes} values` });
      break;
    }
    if (typeof item.value === 'string') {
      if (CONTROL_CHARACTERS.test(item.value)) {
        issues.push({
          in: part,
          path: item.path,
          message: `${item.path || part} contains a control character`,
        });
      }
    } else if (Array.isArray(item.value)) {
      item.value.forEach((element, index) =>
        stack.push({ value: element, path: joinPath(item.path, index) }),
      );
    } else if (typeof item.value === 'object' && item.value !== null) {
      for (const [key, element] of Object.entries(item.value)) {
        const path = joinPath(item.path, key);
        if (BUILT_IN_KEYS.has(key))
          issues.push({ in: part, path, message: `${path} is not an accepted field name` });
        else if (CONTROL_CHARACTERS.test(key)) {
          issues.push({ in: part, path: item.path, message: 'a field name contains a control character' });
        } else stack.push({ value: element, path });
      }
    }
  }
  return issues;
}
