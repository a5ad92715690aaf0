import type { FieldIssue } from '../errors';

/** The parts of a yup schema this check reads; lazy and conditional schemas expose neither and are skipped. */
interface SchemaLike {
  type?: string;
  fields?: Record<string, SchemaLike>;
  innerType?: SchemaLike;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Values whose JSON type is not the one the schema declares for a string field or an object: yup would
 * turn a number into a string and run a string transform (`trim`) on an array. Strings must really be
 * strings, objects really objects; numbers and booleans are left to the schema, which refuses them cleanly.
 */
export function schemaTypeIssues(
  part: FieldIssue['in'],
  schema: unknown,
  value: unknown,
  path = '',
): FieldIssue[] {
  const s = schema as SchemaLike | undefined;
  if (!s || value === undefined || value === null) return [];
  const where = path || part;
  if (s.type === 'string') {
    return typeof value === 'string' ? [] : [{ in: part, path, message: `${where} must be a string` }];
  }
  if (s.type === 'object' && s.fields) {
    if (!isPlainObject(value)) return [{ in: part, path, message: `${where} must be an object` }];
    const fields = s.fields;
    return Object.keys(fields).flatMap((key) =>
      Object.hasOwn(value, key)
        ? schemaTypeIssues(part, fields[key], value[key], path === '' ? key : `${path}.${key}`)
        : [],
    );
  }
  if (s.type === 'array' && s.innerType && Array.isArray(value)) {
    const inner = s.innerType;
    return value.flatMap((element, index) => schemaTypeIssues(part, inner, element, `${path}[${index}]`));
  }
  return [];
}
