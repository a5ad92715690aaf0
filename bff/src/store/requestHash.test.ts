import { hashRequest } from './requestHash';

describe('hashRequest', () => {
  it('gives equal requests the same hash whatever the order of their keys', () => {
    const a = { configId: 'demo', reservationData: { amount: 120, currency: 'PLN', tags: ['x', 'y'] } };
    const b = { reservationData: { tags: ['x', 'y'], currency: 'PLN', amount: 120 }, configId: 'demo' };
    expect(hashRequest(a)).toBe(hashRequest(b));
  });

  it('tells requests apart when any value differs, including array order', () => {
    const base = { amount: 120, currency: 'PLN', tags: ['x', 'y'] };
    expect(hashRequest({ ...base, amount: 121 })).not.toBe(hashRequest(base));
    expect(hashRequest({ ...base, tags: ['y', 'x'] })).not.toBe(hashRequest(base));
  });

  it('ignores fields that are undefined, as JSON would', () => {
    expect(hashRequest({ a: 1, promoCode: undefined })).toBe(hashRequest({ a: 1 }));
  });

  it('does not confuse a string with the number it spells', () => {
    expect(hashRequest({ id: 1 })).not.toBe(hashRequest({ id: '1' }));
  });

  it('is a 64-character SHA-256 hex digest', () => {
    expect(hashRequest({})).toMatch(/^[0-9a-f]{64}$/);
  });
});
