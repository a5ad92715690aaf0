import { DomainError, httpErrorFrom } from '../../errors';
import {
  assertGroupId,
  assertPaymentAmount,
  methodTypeOf,
  paymentCurrency,
  paymentIdempotencyKey,
  reservationCodeOf,
} from './rules';
import { tpayMethodOf } from './tpayChoice';

const messageOf = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return `${httpErrorFrom(error).status} ${error.message}`;
    throw error;
  }
  return 'no error';
};

describe('tpayMethodOf (§5 BLIK and bank group rules, §4 method detection)', () => {
  it('"BLIK code: exactly 6 digits", sent with group 150 and detected as BLIK', () => {
    expect(tpayMethodOf({ blikCode: '777123' })).toMatchObject({
      choice: { blikCode: '777123' },
      method: 'BLIK',
      methodType: 'blik',
    });
    for (const code of ['77712', '7771234', '77712a', ' 777123'])
      expect(messageOf(() => tpayMethodOf({ blikCode: code }))).toBe(
        '400 Invalid BLIK code. Please enter a 6-digit code.',
      );
  });

  it('wants a BLIK code with group 150 and refuses one with another group', () => {
    expect(messageOf(() => tpayMethodOf({ pay: { groupId: 150 } }))).toBe(
      '400 Invalid BLIK code. Please enter a 6-digit code.',
    );
    expect(
      messageOf(() => tpayMethodOf({ pay: { groupId: 108, blikPaymentData: { blikToken: '777123' } } })),
    ).toBe('400 Proszę wybrać prawidłową metodę płatności.');
  });

  it('takes only allowed, numeric group ids: "Invalid groupId" otherwise', () => {
    expect(tpayMethodOf({ pay: { groupId: 108 } })).toMatchObject({
      method: 'PBL_108',
      methodType: 'bank_transfer',
    });
    expect(tpayMethodOf({ pay: { groupId: '114' } })).toMatchObject({ method: 'PBL_114' });
    for (const groupId of [999, 'PKO', 101.5, null])
      expect(messageOf(() => tpayMethodOf({ pay: { groupId } }))).toBe('400 Invalid groupId');
    expect(() => assertGroupId(171)).not.toThrow();
  });

  it('detects CARD for group 103 and for no method at all, CHANNEL_{id} for a channel', () => {
    expect(tpayMethodOf({ pay: { groupId: 103 } })).toMatchObject({ method: 'PBL_103', methodType: 'card' });
    expect(tpayMethodOf({})).toMatchObject({ choice: undefined, method: 'CARD', methodType: 'card' });
    expect(tpayMethodOf({ pay: { channelId: 64 } })).toMatchObject({ method: 'CHANNEL_64' });
  });
});

describe('payment rules', () => {
  it('"Currency must be three uppercase letters, otherwise PLN in the payment flow"', () => {
    expect(paymentCurrency('EUR')).toBe('EUR');
    for (const bad of ['eur', 'EURO', '', null, undefined]) expect(paymentCurrency(bad)).toBe('PLN');
  });

  it('keeps amounts above 0 and within the card bounds 0.01 to 999999.99', () => {
    for (const ok of [0.01, 240, 999999.99]) expect(() => assertPaymentAmount(ok)).not.toThrow();
    for (const bad of [0, -1, 1_000_000, Number.NaN])
      expect(messageOf(() => assertPaymentAmount(bad))).toBe('400 Invalid transaction amount');
  });

  it('builds the §7 key from reservation code, email, amount, config id and method type', () => {
    const parts = { reservationCode: 'UND-92677922', amount: 200, configId: 'demo', methodType: 'blik' };
    expect(paymentIdempotencyKey({ ...parts, email: ' Anna@Example.com ' })).toBe(
      'UND-92677922|anna@example.com|200|demo|blik',
    );
    expect(paymentIdempotencyKey({ ...parts, email: 'anna@example.com', amount: 0.1 + 0.2 })).toBe(
      'UND-92677922|anna@example.com|0.3|demo|blik',
    );
    expect(methodTypeOf(150)).toBe('blik');
    expect(methodTypeOf(undefined)).toBe('card');
  });

  it('finds the reservation in hiddenDescription, else in the key', () => {
    expect(reservationCodeOf({ hiddenDescription: 'UND-1', idempotencyKey: 'UND-2|a' })).toBe('UND-1');
    expect(reservationCodeOf({ idempotencyKey: 'UND-2|anna@example.com|1|demo|card' })).toBe('UND-2');
  });
});
