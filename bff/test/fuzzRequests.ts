// Random requests for every route of the contract's route table: hostile values spliced into the route's
// valid example, random params, queries, media types and encodings. Used by the route fuzz suite.
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import type { RouteDef } from '@booking/shared-contracts';

/** One request as the fuzz suite sends it. */
export interface FuzzRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body: string | Buffer | undefined;
}

const BUILT_IN_KEYS = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__', 'prototype'];

/** A JSON text whose object has a key named like a built-in property. */
const builtInKeyed = fc
  .tuple(fc.constantFrom(...BUILT_IN_KEYS), fc.jsonValue({ maxDepth: 1 }))
  .map(([key, value]) => JSON.parse(`{${JSON.stringify(key)}:${JSON.stringify(value)}}`) as unknown);

const nested = (depth: number) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown;

/** Values that have broken parsers, validators and databases before. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('\u0000', 'TR-\u0000', '\u001b[2J', 'x'.repeat(5_000), '', ' ', '0', '-1', '1e309', 'null'),
  fc.constantFrom(0, -1, 1.005, 1e308, Number.MAX_SAFE_INTEGER + 2, true, null),
  builtInKeyed,
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.integer({ min: 2, max: 200 }).map(nested),
);

/** Every leaf and branch path of a JSON value, e.g. [['payer'], ['payer', 'email']]. */
function pathsOf(value: unknown, prefix: Array<string | number> = []): Array<Array<string | number>> {
  if (typeof value !== 'object' || value === null) return [];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return entries.flatMap(([key, child]) => [[...prefix, key], ...pathsOf(child, [...prefix, key])]);
}

function setAt(value: unknown, path: Array<string | number>, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...Array<string | number>];
  const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  Object.defineProperty(copy, head, {
    value: setAt(copy[head], rest, replacement),
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return copy;
}

/** The route's valid example with one to three values replaced by hostile ones (or a key added). */
function mutated(example: unknown): fc.Arbitrary<unknown> {
  const paths = pathsOf(example);
  if (paths.length === 0) return hostileValue;
  const edit = fc.tuple(
    fc.constantFrom(...paths),
    hostileValue,
    fc.option(fc.constantFrom(...BUILT_IN_KEYS, 'extra', 'holdToken')),
  );
  return fc
    .array(edit, { minLength: 1, maxLength: 3 })
    .map((edits) =>
      edits.reduce<unknown>(
        (value, [path, replacement, key]) =>
          setAt(value, key === null ? path : [...path.slice(0, -1), key], replacement),
        example,
      ),
    );
}

/** JSON text of a value: null when it cannot be written (a cycle never happens; BigInt never appears). */
const jsonText = (value: unknown) => JSON.stringify(value) ?? 'null';

function formText(value: unknown): string {
  if (typeof value !== 'object' || value === null) return String(value);
  const fields = Object.entries(value).map(([k, v]): [string, string] => [
    k,
    typeof v === 'string' ? v : jsonText(v),
  ]);
  return new URLSearchParams(fields).toString();
}

const bodyText = (example: unknown, form: boolean) =>
  fc.oneof(
    { weight: 6, arbitrary: mutated(example).map(form ? formText : jsonText) },
    { weight: 1, arbitrary: hostileValue.map(jsonText) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
    { weight: 1, arbitrary: fc.constantFrom('{"a":', '[]', '', 'a=1&b=%00', '{"__proto__":{"x":1}}') },
  );

const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-16',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      '',
    ),
  },
);

const contentEncoding = fc.oneof(
  { weight: 8, arbitrary: fc.constant('') },
  { weight: 1, arbitrary: fc.constantFrom('gzip', 'deflate', 'br', 'identity', 'x-unknown') },
);

const paramValue = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom('1001', 'demo', 'DEMO-1'),
);

function pathWith(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

const queryOf = (example: Record<string, unknown> | undefined) =>
  fc.dictionary(
    fc.oneof(fc.constantFrom(...Object.keys(example ?? {}), ...BUILT_IN_KEYS), fc.string({ maxLength: 8 })),
    fc.oneof(
      fc.string({ unit: 'binary', maxLength: 20 }),
      fc.array(fc.string({ maxLength: 4 }), { maxLength: 3 }),
    ),
    { maxKeys: 4 },
  );

function queryString(query: Record<string, string | string[]>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, item);
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/** Random requests for `route`, starting from its valid example. */
export function fuzzRequests(route: RouteDef): fc.Arbitrary<FuzzRequest> {
  const example = (route.examples?.valid ?? {}) as {
    params?: Record<string, string>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  const params = fc.oneof(
    fc.constant(Object.fromEntries(names.map((n) => [n, String(example.params?.[n] ?? '')]))),
    fc
      .tuple(...names.map(() => paramValue))
      .map((values) => Object.fromEntries(names.map((n, i) => [n, values[i]]))),
  );
  const form = route.bodyContentType === 'application/x-www-form-urlencoded';
  return fc
    .record({
      params,
      query: fc.oneof(fc.constant({}), queryOf(example.query)),
      body: bodyText(example.body, form),
      type: form ? fc.constantFrom('application/x-www-form-urlencoded', 'application/json') : contentType,
      encoding: contentEncoding,
      gzip: fc.boolean(),
    })
    .map(({ params: p, query, body, type, encoding, gzip }) => ({
      method: route.method,
      path: `${pathWith(route.path, p as Record<string, string>)}${queryString(query)}`,
      headers: {
        ...(type === '' ? {} : { 'content-type': type }),
        ...(encoding === '' ? {} : { 'content-encoding': encoding }),
      },
      body: route.method === 'GET' ? undefined : encoding === 'gzip' && gzip ? gzipSync(body) : body,
    }));
}
