import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { routes } from './contractRoutes';

/** Route ids the widget's own code names in `api.call('…')` or `api.accept('…')` (tests and fakes aside). */
function calledRouteIds(): Set<string> {
  const ids = new Set<string>();
  const files = readdirSync(path.join(__dirname, '..'), { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|^testing[\\/]/.test(file),
  );
  for (const file of files) {
    const source = readFileSync(path.join(__dirname, '..', file), 'utf8');
    for (const match of source.matchAll(/\.(?:call|accept)(?:<[^>]*>)?\(\s*'(\w+)'/g))
      ids.add(match[1] ?? '');
  }
  return ids;
}

describe('the browser route table the widget bundles', () => {
  it('holds every route the widget calls, with the schema its answers are checked by', () => {
    const ids = calledRouteIds();
    expect(ids.size).toBeGreaterThan(10);
    for (const id of ids) {
      expect([id, typeof routes[id as keyof typeof routes]?.response.validate]).toEqual([id, 'function']);
    }
  });

  it('carries no request body, query schema or example: the client checks answers only', () => {
    for (const [id, route] of Object.entries(routes)) {
      expect([id, 'body' in route, 'query' in route, 'examples' in route]).toEqual([id, false, false, false]);
    }
  });
});
