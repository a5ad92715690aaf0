import type { Schema } from 'yup';

/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1) as a plain object. */
export type JsonSchema = { [key: string]: unknown };

/** The parts of yup's `describe()` output this converter reads. */
interface Description {
  type: string;
  optional?: boolean;
  nullable?: boolean;
  default?: unknown;
  label?: string;
  meta?: { oneOf?: Schema[]; description?: string };
  oneOf?: unknown[];
  tests?: { name?: string; params?: Record<string, unknown> }[];
  fields?: Record<string, Description>;
  innerType?: Description;
}

/** Custom test names of this package that carry a JSON Schema meaning. */
const CUSTOM_FORMATS: Record<string, JsonSchema> = {
  'calendar-date': { format: 'date' },
  'two-decimals': { multipleOf: 0.01 },
};

function typeOf(desc: Description): string | undefined {
  switch (desc.type) {
    case 'string':
    case 'boolean':
    case 'object':
    case 'array':
      return desc.type;
    case 'number':
      return desc.tests?.some((t) => t.name === 'integer') ? 'integer' : 'number';
    case 'date':
      return 'string';
    default:
      return undefined; // mixed: any value
  }
}

function applyTests(desc: Description, out: JsonSchema): void {
  const isString = desc.type === 'string';
  const isArray = desc.type === 'array';
  for (const test of desc.tests ?? []) {
    const p = test.params ?? {};
    switch (test.name) {
      case 'matches':
        if (p.regex instanceof RegExp) out.pattern = p.regex.source;
        break;
      case 'min':
        if (typeof p.more === 'number') out.exclusiveMinimum = p.more;
        else if (typeof p.min === 'number')
          out[isString ? 'minLength' : isArray ? 'minItems' : 'minimum'] = p.min;
        break;
      case 'max':
        if (typeof p.less === 'number') out.exclusiveMaximum = p.less;
        else if (typeof p.max === 'number')
          out[isString ? 'maxLength' : isArray ? 'maxItems' : 'maximum'] = p.max;
        break;
      case 'length':
        if (typeof p.length === 'number')
          Object.assign(out, isString ? { minLength: p.length, maxLength: p.length } : {});
        break;
      case 'email':
        out.format = 'email';
        break;
      case 'url':
        out.format = 'uri';
        break;
      default:
        if (test.name && CUSTOM_FORMATS[test.name]) Object.assign(out, CUSTOM_FORMATS[test.name]);
    }
  }
}

function isPrimitive(value: unknown): boolean {
  return ['string', 'number', 'boolean'].includes(typeof value);
}

function convert(desc: Description): JsonSchema {
  if (desc.meta?.oneOf) return { oneOf: desc.meta.oneOf.map((s) => yupToJsonSchema(s)) };
  const out: JsonSchema = {};
  const type = typeOf(desc);
  if (type) out.type = desc.nullable ? [type, 'null'] : type;
  if (desc.meta?.description) out.description = desc.meta.description;
  const values = (desc.oneOf ?? []).filter((v) => v !== undefined);
  if (values.length > 0) out.enum = desc.nullable && !values.includes(null) ? [...values, null] : values;
  applyTests(desc, out);
  // An object with no declared fields (a free-form record) stays open: no empty `properties` to close it.
  if (desc.fields && Object.keys(desc.fields).length > 0) {
    const entries = Object.entries(desc.fields);
    out.properties = Object.fromEntries(entries.map(([name, field]) => [name, convert(field)]));
    const required = entries.filter(([, field]) => field.optional === false).map(([name]) => name);
    if (required.length > 0) out.required = required;
  }
  if (desc.innerType) out.items = convert(desc.innerType);
  if (isPrimitive(desc.default)) out.default = desc.default;
  return out;
}

/** Converts a yup schema to JSON Schema through `schema.describe()`. Object-level custom tests are not expressed. */
export function yupToJsonSchema(schema: Schema): JsonSchema {
  return convert(schema.describe());
}

/** Whether a field of an object schema is required (neither optional nor defaulted away). */
export function isRequiredField(schema: Schema, field: string): boolean {
  const desc = schema.describe() as Description;
  return desc.fields?.[field]?.optional === false;
}
