import { bookingStatus } from './booking';
import { googleSheets } from './google';
import { exampleStripeCreateBody, exampleTpayCreateBody } from './paymentExamples';
import { stripeCreateTransaction } from './stripe';
import { tpayCreateTransaction } from './tpay';

const tpayValid = (patch: Record<string, unknown>) =>
  tpayCreateTransaction.body.isValidSync({ ...exampleTpayCreateBody, ...patch });

describe('tpayCreateTransaction body (§5)', () => {
  it('"BLIK code: exactly 6 digits"', () => {
    const blik = (blikToken: string) => ({ pay: { groupId: 150, blikPaymentData: { blikToken } } });
    expect(tpayValid(blik('777123'))).toBe(true);
    expect(tpayValid(blik('77712'))).toBe(false);
    expect(tpayValid(blik('7771234'))).toBe(false);
    expect(tpayValid(blik('77712a'))).toBe(false);
    expect(tpayValid({ pay: undefined, blikCode: '12 456' })).toBe(false);
  });

  it('accepts only the allowed bank group ids', () => {
    for (const groupId of [103, 150, 108, 171]) expect(tpayValid({ pay: { groupId } })).toBe(true);
    for (const groupId of [101, 999, 0]) expect(tpayValid({ pay: { groupId } })).toBe(false);
  });

  it('"For bank transfer the group id must be numeric"', () => {
    expect(tpayValid({ pay: { groupId: 'PKO' } })).toBe(false);
  });

  it('keeps amounts within the card bounds 0.01 to 999999.99', () => {
    expect(tpayValid({ amount: 0.01 })).toBe(true);
    expect(tpayValid({ amount: 999999.99 })).toBe(true);
    expect(tpayValid({ amount: 0 })).toBe(false);
    expect(tpayValid({ amount: 1_000_000 })).toBe(false);
    expect(tpayValid({ amount: 10.005 })).toBe(false);
  });

  it('needs the payer name, and an e-mail address when one is given (the server checks who may leave it out)', () => {
    expect(tpayValid({ payer: { email: 'anna@example', name: 'Anna' } })).toBe(false);
    expect(tpayValid({ payer: { email: 'anna@example.com', name: ' ' } })).toBe(false);
    expect(tpayValid({ payer: { name: 'Anna Nowak', phone: '+48600100200' } })).toBe(true);
  });
});

describe('the payment key of a create-transaction body', () => {
  const bodies = [
    ['tpay', tpayCreateTransaction.body, exampleTpayCreateBody],
    ['stripe', stripeCreateTransaction.body, exampleStripeCreateBody],
  ] as const;

  it.each(bodies)('%s: is optional, and an older widget that still sends one is accepted', (_, schema, body) => {
    const { idempotencyKey, ...withoutKey } = body;
    expect(schema.isValidSync(withoutKey)).toBe(true);
    expect(schema.isValidSync({ ...withoutKey, idempotencyKey })).toBe(true);
    expect(schema.isValidSync({ ...withoutKey, idempotencyKey: 'has spaces in it' })).toBe(false);
  });

  it.each(bodies)('%s: the reservation is named, in hiddenDescription or in the key', (_, schema, body) => {
    const { idempotencyKey, hiddenDescription, ...neither } = body;
    expect(schema.isValidSync(neither)).toBe(false);
    expect(schema.isValidSync({ ...neither, hiddenDescription })).toBe(true);
    expect(schema.isValidSync({ ...neither, idempotencyKey })).toBe(true);
  });
});

describe('stripeCreateTransaction body', () => {
  it('"Currency must be three uppercase letters"', () => {
    const valid = (currency: string) =>
      stripeCreateTransaction.body.isValidSync({ ...exampleStripeCreateBody, currency });
    expect(valid('EUR')).toBe(true);
    expect(valid('eur')).toBe(false);
    expect(valid('EURO')).toBe(false);
  });
});

describe('bookingStatus query', () => {
  it('takes exactly one of session_id and transaction_id', () => {
    expect(bookingStatus.query.isValidSync({ transaction_id: 'ta_1abc' })).toBe(true);
    expect(bookingStatus.query.isValidSync({})).toBe(false);
    expect(bookingStatus.query.isValidSync({ session_id: 'cs_1', transaction_id: 'ta_1' })).toBe(false);
  });
});

describe('googleSheets body', () => {
  const valid = (body: unknown) => googleSheets.body.isValidSync(body);

  it('accepts the legacy {range, values, googleServiceAccountJson, googleSpreadsheetId} form', () => {
    expect(
      valid({
        range: 'Logi!A1',
        values: [['2026-06-01 10:00:00', '1001', "'+48500100200", true]],
        googleServiceAccountJson: '{"client_email":"x@y.iam.gserviceaccount.com"}',
        googleSpreadsheetId: '1AbCdEfGhIjKlMnOp',
      }),
    ).toBe(true);
    expect(
      valid({
        range: 'Logi!A1',
        values: [[{}]],
        googleServiceAccountJson: '{}',
        googleSpreadsheetId: '1AbCdEfGhIjK',
      }),
    ).toBe(false);
  });

  it('accepts only the sheets Newsletter, Logi and Porzucone koszyki', () => {
    const row = { 'date-time': '2026-06-01 10:00:00', event: 'CLOSE' };
    expect(valid({ configId: 'demo', sheetName: 'Porzucone koszyki', data: row })).toBe(true);
    expect(valid({ configId: 'demo', sheetName: 'Orders', data: row })).toBe(false);
  });

  it('checks a Newsletter row: acceptance is TRUE or FALSE', () => {
    const row = { 'date-and-time': '2026-06-01 10:00:00', email: 'anna@example.com', acceptance: 'TRUE' };
    expect(valid({ configId: 'demo', sheetName: 'Newsletter', data: row })).toBe(true);
    expect(valid({ configId: 'demo', sheetName: 'Newsletter', data: { ...row, acceptance: 'yes' } })).toBe(
      false,
    );
  });
});
