import { isRedactedFieldName } from './constants';
import { REDACTED, redactFields } from './redactFields';

describe('redactFields', () => {
  it('hides every field whose name contains blikCode, cvv, cardNumber, password, token, key or secret (spec §5)', () => {
    const input = {
      blikCode: '123456',
      cvv: '123',
      cardNumber: '4111111111111111',
      password: 'hunter2',
      blikToken: 'tok',
      idempotencyKey: 'k-1',
      clientSecret: 's',
      email: 'ann@example.com',
    };
    expect(redactFields(input)).toEqual({
      blikCode: REDACTED,
      cvv: REDACTED,
      cardNumber: REDACTED,
      password: REDACTED,
      blikToken: REDACTED,
      idempotencyKey: REDACTED,
      clientSecret: REDACTED,
      email: 'ann@example.com',
    });
  });

  it('matches names regardless of case and position', () => {
    expect(['BLIKCODE', 'x_api_key', 'AccessToken', 'card_cvv2', 'SECRET'].every(isRedactedFieldName)).toBe(
      true,
    );
    expect(['email', 'amount', 'firstName', 'status'].some(isRedactedFieldName)).toBe(false);
  });

  it('finds secrets at any depth and inside arrays', () => {
    const input = { pay: { blikPaymentData: { blikToken: '777123' } }, items: [{ apiKey: 'a', id: 1 }] };
    expect(redactFields(input)).toEqual({
      pay: { blikPaymentData: { blikToken: REDACTED } },
      items: [{ apiKey: REDACTED, id: 1 }],
    });
  });

  it('redacts a whole object held under a secret name', () => {
    expect(redactFields({ credentials: { ok: 1 }, secrets: { a: 1 } })).toEqual({
      credentials: { ok: 1 },
      secrets: REDACTED,
    });
  });

  it('never mutates its input', () => {
    const input = { nested: { password: 'p' } };
    redactFields(input);
    expect(input.nested.password).toBe('p');
  });

  it('survives cycles', () => {
    const input: Record<string, unknown> = { name: 'loop' };
    input.self = input;
    expect(redactFields(input)).toEqual({ name: 'loop', self: '[Circular]' });
  });

  it('keeps an error readable but redacts fields attached to it', () => {
    const error = Object.assign(new Error('upstream refused'), { response: { token: 't', status: 401 } });
    const out = redactFields({ err: error }) as { err: Record<string, unknown> };
    expect(out.err).toMatchObject({
      type: 'Error',
      message: 'upstream refused',
      response: { token: REDACTED, status: 401 },
    });
  });
});
