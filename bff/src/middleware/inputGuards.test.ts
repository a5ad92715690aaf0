import { hostileInputIssues } from './inputGuards';

describe('hostileInputIssues', () => {
  it('refuses keys named like built-in properties at any depth', () => {
    for (const key of ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__', 'prototype']) {
      const body = JSON.parse(`{"payer":{"${key}":1}}`) as unknown;
      expect(hostileInputIssues('body', body)).toEqual([
        { in: 'body', path: `payer.${key}`, message: `payer.${key} is not an accepted field name` },
      ]);
    }
  });

  it('refuses NUL and other control characters in strings and keys, inside arrays too', () => {
    expect(hostileInputIssues('body', { a: ['ok', 'x\u0000y'] })).toEqual([
      { in: 'body', path: 'a[1]', message: 'a[1] contains a control character' },
    ]);
    expect(hostileInputIssues('query', { 'k\u001b': 'v' })).toHaveLength(1);
    expect(hostileInputIssues('body', { t: 'del\u007f' })).toHaveLength(1);
  });

  it('accepts tab, line feed, carriage return and any printable text', () => {
    expect(hostileInputIssues('body', { d: 'line\none\ttab\r\n', e: 'Zażółć ✓ 🚀', n: 3, b: null })).toEqual(
      [],
    );
  });

  it('stops at maxNodes for very wide input', () => {
    const wide = Array.from({ length: 50 }, (_, i) => i);
    expect(hostileInputIssues('body', wide, 10)).toEqual([
      { in: 'body', path: '', message: 'body has more than 10 values' },
    ]);
  });
});
