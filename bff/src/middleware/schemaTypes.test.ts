import { array, number, object, string } from 'yup';
import { schemaTypeIssues } from './schemaTypes';

const schema = object({
  reason: string().trim().required(),
  payer: object({ name: string().trim(), age: number() }),
  tags: array(string().required()),
});

describe('schemaTypeIssues', () => {
  it('refuses an array or an object where a string is expected', () => {
    expect(schemaTypeIssues('body', schema, { reason: ['x'] })).toEqual([
      { in: 'body', path: 'reason', message: 'reason must be a string' },
    ]);
    expect(schemaTypeIssues('body', schema, { payer: { name: { a: 1 } } })).toEqual([
      { in: 'body', path: 'payer.name', message: 'payer.name must be a string' },
    ]);
  });

  it('refuses a number where a string is expected, inside arrays too', () => {
    expect(schemaTypeIssues('body', schema, { tags: ['a', 7] })).toEqual([
      { in: 'body', path: 'tags[1]', message: 'tags[1] must be a string' },
    ]);
  });

  it('refuses a string or array where an object is expected', () => {
    expect(schemaTypeIssues('body', schema, { payer: 'x' })).toHaveLength(1);
    expect(schemaTypeIssues('body', schema, [])).toEqual([
      { in: 'body', path: '', message: 'body must be an object' },
    ]);
  });

  it('leaves absent values, unknown keys and numbers to the schema', () => {
    expect(schemaTypeIssues('body', schema, { reason: 'ok', payer: { age: '3' }, extra: [1] })).toEqual([]);
    expect(schemaTypeIssues('body', schema, undefined)).toEqual([]);
  });
});
