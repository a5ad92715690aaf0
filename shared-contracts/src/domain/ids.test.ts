import fc from 'fast-check';
import {
  PAYMENT_KEY_MAX_LENGTH,
  createSessionId,
  methodTypeOf,
  paymentIdempotencyKey,
  randomChars,
  type PaymentKeyParts,
} from './ids';

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

  it('gives a second or later try on the same hold a key of its own, and the first try the plain key', () => {
    expect(paymentIdempotencyKey({ ...parts, attempt: 1 })).toBe(paymentIdempotencyKey(parts));
    expect(paymentIdempotencyKey({ ...parts, attempt: 2 })).toBe(
      'UND-92677922|anna@example.com|200|demo|blik|try2',
    );
    const long = { ...parts, email: `${'a'.repeat(250)}@example.com`, attempt: 3 };
    expect(paymentIdempotencyKey(long).length).toBeLessThanOrEqual(255);
    expect(paymentIdempotencyKey(long).endsWith('|try3')).toBe(true);
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

describe('paymentIdempotencyKey properties', () => {
  const code = fc.stringMatching(/^[A-Z]{2,5}-\d{1,10}$/);
  const email = fc.emailAddress();
  const amount = fc.integer({ min: 1, max: 99_999_999 }).map((minor) => minor / 100);
  const configId = fc.stringMatching(/^[a-z][a-z0-9-]{0,30}$/);
  const methodType = fc.constantFrom('blik', 'card', 'bank_transfer');
  const booking = fc.record({ reservationCode: code, email, amount, configId, methodType });

  it('ignores e-mail case and surrounding spaces, and method-type case', () => {
    fc.assert(
      fc.property(booking, (b) => {
        const variant = {
          ...b,
          email: `  ${b.email.toUpperCase()} `,
          methodType: b.methodType.toUpperCase(),
        };
        expect(paymentIdempotencyKey(variant)).toBe(paymentIdempotencyKey(b));
      }),
      { seed: 8, numRuns: 300 },
    );
  });

  it('ignores float noise: the amount and the amount rebuilt from its minor units give one key', () => {
    fc.assert(
      fc.property(booking, (b) => {
        const rebuilt = Math.round(b.amount * 100) / 100 + 1e-9;
        expect(paymentIdempotencyKey({ ...b, amount: rebuilt })).toBe(paymentIdempotencyKey(b));
      }),
      { seed: 8, numRuns: 300 },
    );
  });

  it('is at most 255 printable characters without spaces, and starts with the reservation code', () => {
    fc.assert(
      fc.property(booking, fc.string({ minLength: 0, maxLength: 400 }), (b, padding) => {
        const key = paymentIdempotencyKey({ ...b, email: `${padding.replace(/[^a-z]/g, '')}${b.email}` });
        expect(key.length).toBeLessThanOrEqual(PAYMENT_KEY_MAX_LENGTH);
        expect(key).toMatch(/^[\x21-\x7E]+$/);
        expect(key.startsWith(`${b.reservationCode}|`)).toBe(true);
      }),
      { seed: 8, numRuns: 300 },
    );
  });
});

describe('methodTypeOf', () => {
  it('reads BLIK from group 150, a card from group 103 or none, and any other group as a bank transfer', () => {
    expect(methodTypeOf(150)).toBe('blik');
    expect(methodTypeOf(103)).toBe('card');
    expect(methodTypeOf(undefined)).toBe('card');
    expect(methodTypeOf(108)).toBe('bank_transfer');
  });
});
