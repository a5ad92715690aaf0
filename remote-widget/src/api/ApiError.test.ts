import { ApiError, apiErrorFromResponse } from './ApiError';

const answer = (status: number, body: unknown, statusText = '') => ({
  status,
  statusText,
  json: () => (body === undefined ? Promise.reject(new SyntaxError('no JSON')) : Promise.resolve(body)),
});

describe('apiErrorFromResponse', () => {
  it('keeps a catalogue code with the BFF message, status and details', async () => {
    const error = await apiErrorFromResponse(
      answer(409, { error: { code: 'payment_in_progress', message: 'retry shortly', details: { a: 1 } } }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'payment_in_progress',
      message: 'retry shortly',
      status: 409,
      details: { a: 1 },
    });
  });

  it('reads the reservation calls’ failure body with success: false the same way', async () => {
    const body = {
      success: false,
      error: { code: 'reservation_expired', message: 'Czas rezerwacji wygasł.' },
    };
    expect(await apiErrorFromResponse(answer(410, body))).toMatchObject({
      code: 'reservation_expired',
      status: 410,
    });
  });

  it.each([
    [502, 'upstream_error'],
    [503, 'service_unavailable'],
    [500, 'internal_error'],
    [404, 'not_found'],
    [418, 'bad_request'],
  ])(
    'turns a code outside the catalogue into the generic code of its status (%i → %s)',
    async (status, code) => {
      const error = await apiErrorFromResponse(answer(status, { error: { code: 'made_up', message: 'x' } }));
      expect(error).toMatchObject({ code, status, message: 'x' });
    },
  );

  it('answers a body that is not JSON with the status code and line', async () => {
    const error = await apiErrorFromResponse(answer(502, undefined, 'Bad Gateway'));
    expect(error).toMatchObject({ code: 'upstream_error', message: '502 Bad Gateway', retryable: true });
  });
});
