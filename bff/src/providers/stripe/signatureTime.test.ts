import { signatureTimestamp, signedInTheFuture } from './signatureTime';

describe('signatureTimestamp', () => {
  it('reads t= wherever it stands in the header', () => {
    expect(signatureTimestamp('t=1700000000,v1=abc')).toBe(1_700_000_000);
    expect(signatureTimestamp('v1=abc, t=1700000000')).toBe(1_700_000_000);
  });

  it('is undefined without a numeric t=', () => {
    expect(signatureTimestamp('v1=abc')).toBeUndefined();
    expect(signatureTimestamp('t=soon,v1=abc')).toBeUndefined();
  });
});

describe('signedInTheFuture', () => {
  const now = 1_700_000_000_000;

  it('refuses a signature stamped past the tolerance ahead of now', () => {
    expect(signedInTheFuture('t=1700003600,v1=x', now, 300)).toBe(true);
    expect(signedInTheFuture('t=1700000301,v1=x', now, 300)).toBe(true);
  });

  it('accepts one within the tolerance, now or in the past (the age is stripe-node’s check)', () => {
    expect(signedInTheFuture('t=1700000300,v1=x', now, 300)).toBe(false);
    expect(signedInTheFuture('t=1699990000,v1=x', now, 300)).toBe(false);
    expect(signedInTheFuture('v1=x', now, 300)).toBe(false);
  });
});
