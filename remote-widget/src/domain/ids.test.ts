import { createSessionId, paymentIdempotencyKey, randomChars, type PaymentKeyParts } from './ids';

/** A repeatable random source stepping through the alphabet. */
const stepping = () => {
  let n = 0;
  return () => ((n += 1) % 36) / 36;
};

const parts: PaymentKeyParts = {
  reservationCode: 'UND-92677922',
  email: 'anna@example.com',
  amount: 200,
  configId: 'demo',
  methodType: 'blik',
};

describe('createSessionId', () => {
  it('is "a prefix plus timestamp plus 10 random characters"', () => {
    expect(createSessionId('widget', { now: () => 1780000000000, random: stepping() })).toBe(
      'widget_1780000000000_bcdefghijk',
    );
  });

  it('matches the session id the contracts accept', () => {
    expect(createSessionId('widget')).toMatch(/^widget_\d{13}_[a-z0-9]{10}$/);
  });

  it('differs between two calls with real randomness', () => {
    expect(createSessionId('w', { now: () => 1 })).not.toBe(createSessionId('w', { now: () => 1 }));
  });
});

describe('randomChars', () => {
  it('stays inside the alphabet even for a random source that returns 1', () => {
    expect(randomChars(3, () => 0.9999999999)).toBe('999');
  });
});

describe('paymentIdempotencyKey', () => {
  it('is built "from reservation code, email, amount, config id and method type"', () => {
    expect(paymentIdempotencyKey(parts)).toBe('UND-92677922|anna@example.com|200|demo|blik');
  });

  it('is the same for the same booking paid the same way', () => {
    expect(paymentIdempotencyKey({ ...parts, email: ' Anna@Example.com ', amount: 200.0 })).toBe(
      paymentIdempotencyKey(parts),
    );
  });

  it('ignores float noise in the amount', () => {
    expect(paymentIdempotencyKey({ ...parts, amount: 0.1 + 0.2 })).toBe(
      paymentIdempotencyKey({ ...parts, amount: 0.3 }),
    );
  });

  it.each([
    ['reservationCode', 'UND-1'],
    ['email', 'jan@example.com'],
    ['amount', 201],
    ['configId', 'other'],
    ['methodType', 'card'],
  ])('changes when the %s changes', (field, value) => {
    expect(paymentIdempotencyKey({ ...parts, [field]: value })).not.toBe(paymentIdempotencyKey(parts));
  });

  it('stays within 255 printable characters without spaces for an over-long e-mail', () => {
    const key = paymentIdempotencyKey({ ...parts, email: `${'a'.repeat(300)}@example.com` });
    expect(key).toMatch(/^[\x21-\x7E]{8,255}$/);
  });
});
