import { StripeSimError } from './errors';
import { parseStripeForm } from './formBody';
import { demoSessionForm } from './testing';
import { parseSessionInput } from './validateSession';

const NOW_S = 1_780_000_000;

const parse = (extra: Record<string, string> = {}) =>
  parseSessionInput(parseStripeForm(demoSessionForm(extra)) ?? {}, NOW_S);

function refusal(extra: Record<string, string>): StripeSimError {
  try {
    parse(extra);
  } catch (error) {
    if (error instanceof StripeSimError) return error;
    throw error;
  }
  throw new Error('the session was accepted');
}

describe('parseSessionInput', () => {
  it('refuses a currency code the account does not charge in, naming the line item param', () => {
    expect(refusal({ 'line_items[0][price_data][currency]': 'xyz' })).toMatchObject({
      status: 400,
      type: 'invalid_request_error',
      param: 'line_items[0][price_data][currency]',
    });
  });

  it.each([
    ['pln', '199', 'refuses'],
    ['pln', '200', 'accepts'],
    ['pln', '1', 'refuses'],
    ['pln', '0', 'refuses'],
    ['eur', '49', 'refuses'],
    ['eur', '50', 'accepts'],
    ['jpy', '49', 'refuses'],
    ['jpy', '50', 'accepts'],
  ])('holds the per-currency minimum charge: %s %s minor units – %s', (currency, amount, verdict) => {
    const extra = {
      'line_items[0][price_data][currency]': currency,
      'line_items[0][price_data][unit_amount]': amount,
    };
    if (verdict === 'accepts') expect(parse(extra).amountTotal).toBe(Number(amount));
    else expect(refusal(extra)).toMatchObject({ code: 'amount_too_small', param: 'line_items' });
  });

  it('refuses a total over eight digits of minor units', () => {
    expect(
      refusal({ 'line_items[0][price_data][unit_amount]': '60000000', 'line_items[0][quantity]': '2' }),
    ).toMatchObject({ code: 'amount_too_large' });
  });

  it('refuses unknown parameters at the top level and inside a line item, naming them', () => {
    expect(refusal({ colour: 'blue' })).toMatchObject({ code: 'parameter_unknown', param: 'colour' });
    expect(refusal({ 'line_items[0][price_data][discount]': '5' })).toMatchObject({
      code: 'parameter_unknown',
      param: 'line_items[0][price_data][discount]',
    });
  });

  it('accepts a real Stripe parameter the simulator does not model, such as locale', () => {
    expect(parse({ locale: 'pl' }).amountTotal).toBe(20000);
  });

  it('refuses an invalid customer_email with email_invalid', () => {
    expect(refusal({ customer_email: 'anna.example.com' })).toMatchObject({
      code: 'email_invalid',
      param: 'customer_email',
    });
  });

  it('refuses 51 metadata keys, a 41-character key and a 501-character value', () => {
    const many = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`metadata[k${i}]`, 'v']));
    expect(refusal(many)).toMatchObject({ param: 'metadata' });
    expect(refusal({ [`metadata[${'k'.repeat(41)}]`]: 'v' }).status).toBe(400);
    expect(refusal({ 'metadata[note]': 'x'.repeat(501) })).toMatchObject({ param: 'metadata[note]' });
    expect(Object.keys(parse({ 'metadata[note]': 'x'.repeat(500) }).metadata)).toContain('note');
  });

  it('drops metadata keys sent with an empty value instead of storing them', () => {
    expect(parse({ 'metadata[empty]': '' }).metadata).toEqual({ confirmationCode: 'UND-92677922' });
  });
});
