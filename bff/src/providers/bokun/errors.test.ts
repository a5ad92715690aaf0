import { bokunErrorFromResponse } from './errors';

const noHeaders = { get: () => null };

describe('bokunErrorFromResponse', () => {
  it.each([
    [401, 'auth'],
    [403, 'auth'],
    [404, 'not_found'],
    [400, 'validation'],
    [422, 'validation'],
    [500, 'unavailable'],
    [503, 'unavailable'],
    [302, 'unexpected'],
  ])('maps HTTP %i to the failure kind %s', (status, kind) => {
    const error = bokunErrorFromResponse(status, { message: 'boom' }, noHeaders);
    expect(error).toMatchObject({ provider: 'bokun', kind });
    expect(error.status).toBe(status);
    expect(error.message).toBe('boom');
  });

  it('keeps the field errors of a {message, fields} body', () => {
    const error = bokunErrorFromResponse(400, { message: 'bad', fields: { date: 'required' } }, noHeaders);
    expect(error.fields).toEqual({ date: 'required' });
  });

  it('reads errorMessage, errors[] and violations[] bodies too', () => {
    expect(bokunErrorFromResponse(400, { errorMessage: 'a' }, noHeaders).message).toBe('a');
    expect(bokunErrorFromResponse(400, { errors: ['b', 'c'] }, noHeaders).message).toBe('b; c');
    expect(bokunErrorFromResponse(400, 'not json', noHeaders).message).toBe('Bokun answered HTTP 400');
  });

  it('carries Retry-After of a 429 in milliseconds', () => {
    const error = bokunErrorFromResponse(429, {}, { get: (name) => (name === 'retry-after' ? '2' : null) });
    expect(error).toMatchObject({ provider: 'bokun', kind: 'rate_limit' });
    expect(error.retryAfterMs).toBe(2000);
  });

  it('tells a booking in the wrong state from other validation errors', () => {
    const error = bokunErrorFromResponse(
      400,
      { message: 'InvalidDataException - Confirming a booking which is not in reserved state: TIMEOUT' },
      noHeaders,
    );
    expect(error).toMatchObject({ provider: 'bokun', kind: 'reservation_state' });
    expect(error.state).toBe('TIMEOUT');
    expect(error.provider).toBe('bokun');
  });

  it.each([400, 409, 500, 503])(
    'reads "not in reserved state: CONFIRMED" as the booking\'s state at HTTP %i, in JSON or plain text',
    (status) => {
      const message = 'Confirming a booking which is not in reserved state: CONFIRMED';
      for (const body of [{ message }, message]) {
        const error = bokunErrorFromResponse(status, body, noHeaders);
        expect(error).toMatchObject({ provider: 'bokun', kind: 'reservation_state' });
        expect(error.state).toBe('CONFIRMED');
      }
    },
  );
});
