import { jsonDepthExceeds } from './jsonDepth';

describe('jsonDepthExceeds', () => {
  it('counts nested arrays and objects', () => {
    expect(jsonDepthExceeds('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(jsonDepthExceeds('{"a":[{"b":[1]}]}', 3)).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonDepthExceeds('{"a":"[[[[{{{{\\"[[[["}', 1)).toBe(false);
  });

  it('answers for 100,000 levels without recursion', () => {
    expect(jsonDepthExceeds('['.repeat(100_000) + ']'.repeat(100_000), 32)).toBe(true);
  });

  it('treats a scalar text as depth 0', () => {
    expect(jsonDepthExceeds('"x"', 0)).toBe(false);
  });
});
