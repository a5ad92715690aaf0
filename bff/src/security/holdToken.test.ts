import { holdTokenField } from '@booking/shared-contracts';
import { hashHoldToken, holdTokenMatches, newHoldToken } from './holdToken';

describe('newHoldToken', () => {
  it('is a fresh value every time that the contract field accepts', () => {
    const tokens = new Set(Array.from({ length: 50 }, () => newHoldToken()));
    expect(tokens.size).toBe(50);
    for (const token of tokens) expect(holdTokenField().isValidSync(token)).toBe(true);
  });
});

describe('hashHoldToken', () => {
  it('is stable and never the token itself', () => {
    const token = newHoldToken();
    expect(hashHoldToken(token)).toBe(hashHoldToken(token));
    expect(hashHoldToken(token)).not.toContain(token);
    expect(hashHoldToken(token)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('holdTokenMatches', () => {
  const token = newHoldToken();
  const stored = hashHoldToken(token);

  it('accepts the token whose hash was stored', () => {
    expect(holdTokenMatches(token, stored)).toBe(true);
  });

  it('refuses another token, a missing token and a missing hash', () => {
    expect(holdTokenMatches(newHoldToken(), stored)).toBe(false);
    expect(holdTokenMatches(undefined, stored)).toBe(false);
    expect(holdTokenMatches('', stored)).toBe(false);
    expect(holdTokenMatches(token, null)).toBe(false);
  });

  it('refuses a stored value that is not a full hash', () => {
    expect(holdTokenMatches(token, stored.slice(0, 10))).toBe(false);
  });
});
