import type { AnyObject, ObjectSchema, Schema } from 'yup';
import { routes, type RouteId } from './index';
import type { RouteDef } from '../defineRoute';

type Part = 'params' | 'query' | 'body' | 'response';
const PARTS: Part[] = ['params', 'query', 'body', 'response'];

function schemaOf(route: RouteDef, part: Part): Schema | ObjectSchema<AnyObject> | undefined {
  return route[part];
}

function passes(schema: Schema, value: unknown): boolean {
  try {
    schema.validateSync(value, { abortEarly: false });
    return true;
  } catch {
    return false;
  }
}

const entries = Object.entries(routes) as [RouteId, RouteDef][];

describe.each(entries)('route %s', (_id, route) => {
  it('has a path starting with "/" whose {params} match its params schema', () => {
    expect(route.path.startsWith('/')).toBe(true);
    const placeholders = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const declared = route.params ? Object.keys(route.params.fields).sort() : [];
    expect(placeholders).toEqual(declared);
  });

  it.each(PARTS)('accepts examples.valid.%s', (part) => {
    const schema = schemaOf(route, part);
    const value = (route.examples.valid as Record<Part, unknown>)[part];
    if (!schema) {
      expect(value).toBeUndefined();
      return;
    }
    expect(() => {
      schema.validateSync(value, { abortEarly: false });
    }).not.toThrow();
  });

  it('rejects examples.invalid in at least one part', () => {
    const invalid = route.examples.invalid as Partial<Record<Part, unknown>>;
    const failing = PARTS.filter((part) => {
      const schema = schemaOf(route, part);
      return schema !== undefined && part in invalid && !passes(schema, invalid[part]);
    });
    expect(failing.length).toBeGreaterThan(0);
  });
});
