import type { JsonSchema } from './jsonSchema';
import { buildOpenApiDocument } from './openapi';
import { routes } from './routes';

/** Checks a value against the subset of JSON Schema the converter emits; returns the paths that fail. */
function violations(schema: JsonSchema, value: unknown, at = '$'): string[] {
  if (Array.isArray(schema.oneOf)) {
    const matches = (schema.oneOf as JsonSchema[]).filter((s) => violations(s, value, at).length === 0);
    return matches.length === 1 ? [] : [`${at}: matches ${matches.length} of oneOf`];
  }
  const types = schema.type === undefined ? [] : ([] as unknown[]).concat(schema.type);
  const actual =
    value === null
      ? 'null'
      : Array.isArray(value)
        ? 'array'
        : Number.isInteger(value)
          ? 'integer'
          : typeof value;
  if (types.length > 0 && !types.includes(actual) && !(actual === 'integer' && types.includes('number'))) {
    return [`${at}: ${actual} is not ${types.join('|')}`];
  }
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) return [`${at}: not in enum`];
  const out: string[] = [];
  if (typeof value === 'string') {
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern).test(value))
      out.push(`${at}: pattern`);
    if (typeof schema.maxLength === 'number' && value.length > schema.maxLength) out.push(`${at}: maxLength`);
    if (typeof schema.minLength === 'number' && value.length < schema.minLength) out.push(`${at}: minLength`);
  }
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum) out.push(`${at}: minimum`);
    if (typeof schema.maximum === 'number' && value > schema.maximum) out.push(`${at}: maximum`);
    if (typeof schema.exclusiveMinimum === 'number' && value <= schema.exclusiveMinimum)
      out.push(`${at}: exclusiveMinimum`);
  }
  if (Array.isArray(value) && schema.items) {
    value.forEach((item, i) => out.push(...violations(schema.items as JsonSchema, item, `${at}[${i}]`)));
  }
  if (actual === 'object') {
    const record = value as Record<string, unknown>;
    for (const name of (schema.required as string[] | undefined) ?? []) {
      if (record[name] === undefined) out.push(`${at}.${name}: required`);
    }
    for (const [name, sub] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)) {
      if (record[name] !== undefined) out.push(...violations(sub, record[name], `${at}.${name}`));
    }
  }
  return out;
}

const doc = buildOpenApiDocument(routes);

describe('OpenAPI schemas agree with the yup schemas', () => {
  it.each(Object.entries(routes))(
    '%s: the valid examples satisfy the generated JSON Schemas',
    (_id, route) => {
      const op = doc.paths[route.path]?.[route.method.toLowerCase()];
      const valid = route.examples.valid as {
        params?: Record<string, unknown>;
        query?: unknown;
        body?: unknown;
        response: unknown;
      };
      const response = op?.responses['200'] as { content: Record<string, { schema: JsonSchema }> };
      const responseSchema = Object.values(response.content)[0]?.schema ?? {};
      expect(violations(responseSchema, valid.response)).toEqual([]);
      if (op?.requestBody) {
        const bodySchema = Object.values(op.requestBody.content)[0]?.schema ?? {};
        expect(violations(bodySchema, valid.body)).toEqual([]);
      }
      for (const parameter of op?.parameters ?? []) {
        const source = (parameter.in === 'path' ? valid.params : valid.query) as
          Record<string, unknown> | undefined;
        const value = source?.[parameter.name];
        if (parameter.required) expect(value).toBeDefined();
        if (value !== undefined) expect(violations(parameter.schema, value, parameter.name)).toEqual([]);
      }
    },
  );

  it('the checker itself rejects a wrong value (so the agreement above means something)', () => {
    const schema: JsonSchema = {
      type: 'object',
      required: ['a'],
      properties: { a: { type: 'string', pattern: '^x$' } },
    };
    expect(violations(schema, { a: 'y' })).toEqual(['$.a: pattern']);
    expect(violations(schema, {})).toEqual(['$.a: required']);
  });
});
