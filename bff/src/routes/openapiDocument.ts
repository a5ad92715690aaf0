import type { Schema } from 'yup';
import { errorResponseSchema, type RouteDef } from '@booking/shared-contracts';

// Generates the OpenAPI document from the contract route table until shared-contracts exports its own
// `buildOpenApiDocument`; the route serving it calls only `buildOpenApi`, so the switch is one line.

type JsonSchema = Record<string, unknown>;

interface Described {
  type: string;
  optional?: boolean;
  nullable?: boolean;
  oneOf?: unknown[];
  tests?: Array<{ name?: string; params?: Record<string, unknown> }>;
  fields?: Record<string, Described>;
  innerType?: Described;
  meta?: { description?: string };
}

/** JSON Schema (2020-12, as OpenAPI 3.1 uses) of a yup schema, from its `describe()` output. */
export function toJsonSchema(schema: Schema): JsonSchema {
  return convert(schema.describe());
}

function convert(d: Described): JsonSchema {
  const out: JsonSchema = {};
  const tests = d.tests ?? [];
  const has = (name: string) => tests.some((t) => t.name === name);
  const param = (name: string, key: string) => tests.find((t) => t.name === name)?.params?.[key];
  switch (d.type) {
    case 'object': {
      const fields = d.fields ?? {};
      out.type = 'object';
      out.properties = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, convert(v)]));
      const required = Object.entries(fields)
        .filter(([, v]) => v.optional === false)
        .map(([k]) => k);
      if (required.length > 0) out.required = required;
      break;
    }
    case 'array':
      out.type = 'array';
      out.items = d.innerType ? convert(d.innerType) : {};
      break;
    case 'number':
      out.type = has('integer') ? 'integer' : 'number';
      if (typeof param('min', 'min') === 'number') out.minimum = param('min', 'min');
      if (typeof param('max', 'max') === 'number') out.maximum = param('max', 'max');
      break;
    case 'string': {
      out.type = 'string';
      const regex = param('matches', 'regex');
      if (regex instanceof RegExp) out.pattern = regex.source;
      if (has('email')) out.format = 'email';
      break;
    }
    case 'boolean':
      out.type = 'boolean';
      break;
    case 'date':
      out.type = 'string';
      out.format = 'date-time';
      break;
    default:
      break;
  }
  const values = (d.oneOf ?? []).filter((v) => v !== undefined && v !== null);
  if (values.length > 0) out.enum = values;
  if (d.nullable && typeof out.type === 'string') out.type = [out.type, 'null'];
  if (d.meta?.description) out.description = d.meta.description;
  return out;
}

function parameters(def: RouteDef): JsonSchema[] {
  const list: JsonSchema[] = [];
  for (const [where, schema] of [
    ['path', def.params],
    ['query', def.query],
  ] as const) {
    const json = schema ? toJsonSchema(schema) : undefined;
    const props = (json?.properties ?? {}) as Record<string, JsonSchema>;
    const required = (json?.required ?? []) as string[];
    for (const [name, prop] of Object.entries(props)) {
      list.push({ name, in: where, required: where === 'path' || required.includes(name), schema: prop });
    }
  }
  return list;
}

function operation(id: string, def: RouteDef): JsonSchema {
  const responseType = def.responseContentType ?? 'application/json';
  const errorContent = { 'application/json': { schema: toJsonSchema(errorResponseSchema) } };
  return {
    operationId: id,
    summary: def.summary,
    tags: [def.tag],
    parameters: parameters(def),
    ...(def.body
      ? {
          requestBody: {
            required: true,
            content: {
              [def.bodyContentType ?? 'application/json']: {
                schema: toJsonSchema(def.body),
                example: def.examples.valid.body,
              },
            },
          },
        }
      : {}),
    responses: {
      '200': {
        description: 'Success',
        content: {
          [responseType]: { schema: toJsonSchema(def.response), example: def.examples.valid.response },
        },
      },
      '400': { description: 'Invalid request', content: errorContent },
      default: { description: 'Error', content: errorContent },
    },
  };
}

/** The OpenAPI 3.1 document of a route table: one operation per entry, keyed by its route id. */
export function buildOpenApi(
  routes: Record<string, RouteDef>,
  info = { title: 'Booking widget BFF', version: '0.1.0' },
) {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [id, def] of Object.entries(routes)) {
    const item = (paths[def.path] ??= {});
    item[def.method.toLowerCase()] = operation(id, def);
  }
  return { openapi: '3.1.0', info, paths };
}
