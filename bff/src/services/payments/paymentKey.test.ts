import fc from 'fast-check';
import {
  ALLOWED_BANK_GROUP_IDS,
  BLIK_GROUP_ID,
  methodTypeOf,
  paymentIdempotencyKey,
} from '@booking/shared-contracts';
import { reservationCodeOf } from './rules';
import { tpayMethodOf, type TpayMethodInput } from './tpayChoice';

/** A method as the widget chooses it: a BLIK code, a bank group, or a card on Tpay's page. */
const widgetMethod = fc.oneof(
  fc.stringMatching(/^\d{6}$/).map((blikCode) => ({ groupId: BLIK_GROUP_ID, blikCode })),
  fc
    .constantFrom(...ALLOWED_BANK_GROUP_IDS.filter((id) => id !== BLIK_GROUP_ID))
    .map((groupId) => ({ groupId, blikCode: undefined })),
  fc.constant({ groupId: undefined, blikCode: undefined }),
);

/** The `pay` part of the create-transaction body the widget sends for that method (§7). */
function payOf(method: { groupId: number | undefined; blikCode: string | undefined }): TpayMethodInput {
  if (method.blikCode !== undefined)
    return { pay: { groupId: BLIK_GROUP_ID, blikPaymentData: { blikToken: method.blikCode } } };
  return method.groupId === undefined ? {} : { pay: { groupId: method.groupId } };
}

describe('the §7 payment key, widget and server', () => {
  it('is the same key whether the widget builds it from its state or the server rebuilds it from the request', () => {
    const booking = fc.record({
      reservationCode: fc.stringMatching(/^[A-Z]{2,5}-\d{1,10}$/),
      email: fc.emailAddress(),
      amount: fc.integer({ min: 1, max: 99_999_999 }).map((minor) => minor / 100),
      configId: fc.stringMatching(/^[a-z][a-z0-9-]{0,30}$/),
    });
    fc.assert(
      fc.property(booking, widgetMethod, (b, method) => {
        const widgetKey = paymentIdempotencyKey({ ...b, methodType: methodTypeOf(method.groupId) });
        const body = { ...payOf(method), hiddenDescription: b.reservationCode, idempotencyKey: widgetKey };
        const serverKey = paymentIdempotencyKey({
          reservationCode: reservationCodeOf(body),
          email: b.email,
          amount: b.amount,
          configId: b.configId,
          methodType: tpayMethodOf(body).methodType,
        });
        expect(serverKey).toBe(widgetKey);
      }),
      { seed: 8, numRuns: 500 },
    );
  });
});
