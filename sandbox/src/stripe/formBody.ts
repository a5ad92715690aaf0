/** A decoded form value: strings at the leaves, objects and arrays from bracketed keys. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

/** Objects whose keys are 0..n-1 were arrays on the sender's side (`items[0][name]`). */
function arraysFromIndexes(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((k) => [k, arraysFromIndexes(value[k] as FormValue)]));
  const indexed = keys.length > 0 && keys.every((k, i) => k === String(i));
  return indexed ? keys.map((k) => converted[k] as FormValue) : converted;
}

/**
 * Decodes stripe-node's form encoding (`line_items[0][price_data][currency]=pln`, `metadata[k]=v`) into
 * nested objects; null when a key is malformed or mixes a value with nested keys.
 */
export function parseStripeForm(raw: string): FormObject | null {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    if (!match) return null;
    const path = [
      match[1] as string,
      ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] as string),
    ];
    let node: FormObject = root;
    for (const [i, segment] of path.entries()) {
      if (i === path.length - 1) {
        if (typeof node[segment] === 'object') return null;
        node[segment] = value;
        break;
      }
      const next = node[segment] ?? {};
      if (typeof next === 'string' || Array.isArray(next)) return null;
      node[segment] = next;
      node = next;
    }
  }
  return arraysFromIndexes(root) as FormObject;
}
