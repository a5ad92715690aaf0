import { DEFAULT_ABORT_MODEL, startSandbox, type RunningSandbox } from '@booking/sandbox';
import { createBokunApi, type BokunApiOptions } from './api';
import type { BokunBookingRequest } from './types';

const OLD_TOWN = 1001;
const ADULT = 10_001;
const TWO_PM = 10_011;

let now = new Date('2026-03-10T09:00:00Z');
const clock = () => now;
let sandbox: RunningSandbox;
let waits: number[];

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, clock });
});
afterAll(() => sandbox.close());
beforeEach(() => {
  now = new Date('2026-03-10T09:00:00Z');
  waits = [];
  sandbox.state.bokun.reset();
});

function client(overrides: Partial<BokunApiOptions> = {}) {
  return createBokunApi({
    baseUrl: sandbox.url,
    accessKey: 'demo-access-key',
    secretKey: 'demo-secret-key',
    clock: { now: clock },
    random: () => 0,
    sleep: (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
    ...overrides,
  });
}

const activityPath = `/activity.json/${OLD_TOWN}`;

function bookingRequest(promoCode?: string): BokunBookingRequest {
  return {
    mainContactDetails: [
      { questionId: 'firstName', values: ['Anna'] },
      { questionId: 'lastName', values: ['Nowak'] },
      { questionId: 'email', values: ['anna@example.com'] },
    ],
    activityBookings: [
      {
        activityId: OLD_TOWN,
        date: '2026-03-17',
        startTimeId: TWO_PM,
        rateId: 10_021,
        passengers: [{ pricingCategoryId: ADULT }, { pricingCategoryId: ADULT }],
      },
    ],
    ...(promoCode ? { promoCode } : {}),
  };
}

describe('createBokunApi against the sandbox', () => {
  it('signs requests the sandbox accepts and sends lang and currency', async () => {
    const activity = await client().getActivity(OLD_TOWN, 'en', 'PLN');
    expect(activity.id).toBe(OLD_TOWN);
    expect(sandbox.state.bokun.calls).toEqual([
      { method: 'GET', path: activityPath, query: 'lang=EN&currency=PLN' },
    ]);
  });

  it('raises a Bokun `auth` ProviderError for a wrong secret key, without retrying', async () => {
    await expect(client({ secretKey: 'wrong' }).getActivity(OLD_TOWN, 'en', 'PLN')).rejects.toMatchObject({
      provider: 'bokun',
      kind: 'auth',
    });
    expect(sandbox.state.bokun.callCount()).toBe(1);
  });

  it('raises a Bokun `not_found` ProviderError for an unknown activity', async () => {
    const failure = client().getActivity(987_654, 'en', 'PLN');
    await expect(failure).rejects.toMatchObject({ provider: 'bokun', kind: 'not_found' });
    await expect(failure).rejects.toMatchObject({ status: 404, message: 'Activity not found: 987654' });
  });

  it('retries a GET after transient 5xx answers, backing off between tries', async () => {
    sandbox.state.bokun.failNext({ method: 'GET', path: activityPath }, 503, 2);
    const activity = await client().getActivity(OLD_TOWN, 'en', 'PLN');
    expect(activity.id).toBe(OLD_TOWN);
    expect(sandbox.state.bokun.callCount({ path: activityPath })).toBe(3);
    expect(waits).toEqual([100, 200]);
  });

  it('waits as long as a 429 Retry-After asks before retrying a GET', async () => {
    sandbox.state.bokun.failNext({ method: 'GET', path: activityPath }, 429, 1, { 'Retry-After': '2' });
    expect((await client().getActivity(OLD_TOWN, 'en', 'PLN')).id).toBe(OLD_TOWN);
    expect(waits).toEqual([2000]);
  });

  it('gives up with a Bokun `unavailable` ProviderError once the retries are spent', async () => {
    sandbox.state.bokun.failNext({ method: 'GET', path: activityPath }, 502, 5);
    await expect(client({ maxRetries: 1 }).getActivity(OLD_TOWN, 'en', 'PLN')).rejects.toMatchObject({
      provider: 'bokun',
      kind: 'unavailable',
    });
    expect(sandbox.state.bokun.callCount({ path: activityPath })).toBe(2);
  });

  it('never retries a POST: a failed reserve is tried once', async () => {
    sandbox.state.bokun.failNext({ method: 'POST', path: '/checkout.json/submit' }, 503);
    await expect(client().reserve({ directBooking: bookingRequest() }, 'PLN')).rejects.toMatchObject({
      provider: 'bokun',
      kind: 'unavailable',
    });
    expect(sandbox.state.bokun.callCount({ path: '/checkout.json/submit' })).toBe(1);
    expect(sandbox.state.bokun.reservations()).toEqual([]);
  });

  it('times out a slow answer with a Bokun `timeout` ProviderError, and a retried GET recovers', async () => {
    sandbox.state.bokun.delayNext({ path: activityPath }, 400);
    await expect(
      client({ timeoutMs: 100, maxRetries: 0 }).getActivity(OLD_TOWN, 'en', 'PLN'),
    ).rejects.toMatchObject({ provider: 'bokun', kind: 'timeout' });
    sandbox.state.bokun.delayNext({ path: activityPath }, 400);
    const activity = await client({ timeoutMs: 100 }).getActivity(OLD_TOWN, 'en', 'PLN');
    expect(activity.id).toBe(OLD_TOWN);
  });

  it('raises a Bokun `network` ProviderError when nothing listens', async () => {
    const closed = await startSandbox({ port: 0 });
    await closed.close();
    await expect(
      client({ baseUrl: closed.url, maxRetries: 0 }).getActivity(OLD_TOWN, 'en', 'PLN'),
    ).rejects.toMatchObject({ provider: 'bokun', kind: 'network' });
  });

  it('reads availabilities with sold-out slots included', async () => {
    const slots = await client().getAvailabilities(OLD_TOWN, '2026-03-20', '2026-03-20', 'PLN');
    expect(slots.map((s) => s.soldOut)).toEqual([false, false, true]);
  });

  it('prices checkout options with and without a promo code', async () => {
    const plain = await client().checkoutOptions(bookingRequest(), 'PLN');
    const discounted = await client().checkoutOptions(bookingRequest('WELCOME10'), 'PLN');
    expect(plain.options?.[0]?.amount).toBe(240);
    expect(discounted.options?.[0]?.amount).toBe(216);
  });

  it('reserves, confirms, and treats a second confirm as already confirmed', async () => {
    const reserved = await client().reserve(
      { directBooking: bookingRequest(), externalBookingReference: 'order-7' },
      'PLN',
    );
    const code = reserved.booking?.confirmationCode ?? '';
    expect(reserved.booking).toMatchObject({ status: 'RESERVED', bookingId: expect.any(Number) });
    const first = await client().confirmReservation(code, { amount: 240, currency: 'PLN' });
    expect(first.alreadyConfirmed).toBe(false);
    expect(first.response?.booking?.status).toBe('CONFIRMED');
    expect(await client().confirmReservation(code, { amount: 240, currency: 'PLN' })).toEqual({
      alreadyConfirmed: true,
      response: null,
    });
  });

  it("aborts by POST first and reads Bokun's ApiResponse message", async () => {
    const reserved = await client().reserve({ directBooking: bookingRequest() }, 'PLN');
    const code = reserved.booking?.confirmationCode ?? '';
    expect(await client().abortReservation(code)).toEqual({
      alreadyReleased: false,
      message: expect.stringContaining(code),
    });
    expect(sandbox.state.bokun.reservation(code)?.status).toBe('ABORTED');
    const calls = sandbox.state.bokun.calls.filter((c) => c.path.endsWith('/abort-reserved'));
    expect(calls.map((c) => c.method)).toEqual(['POST']);
  });

  describe.each([
    { methods: ['GET'] as const, otherMethodStatus: 405 as const },
    { methods: ['GET'] as const, otherMethodStatus: 404 as const },
    { methods: ['POST'] as const, otherMethodStatus: 405 as const },
  ])('a Bokun whose abort-reserved takes only $methods ($otherMethodStatus for the other)', (model) => {
    beforeEach(() => {
      sandbox.state.bokun.abortModel = {
        methods: [...model.methods],
        otherMethodStatus: model.otherMethodStatus,
      };
    });
    afterEach(() => {
      sandbox.state.bokun.abortModel = DEFAULT_ABORT_MODEL;
    });

    it('still releases every hold, and asks by the working method alone once it knows it', async () => {
      const api = client();
      const codes: string[] = [];
      for (let i = 0; i < 2; i += 1) {
        const reserved = await api.reserve({ directBooking: bookingRequest() }, 'PLN');
        codes.push(reserved.booking?.confirmationCode ?? '');
      }
      for (const code of codes) await api.abortReservation(code);
      for (const code of codes) expect(sandbox.state.bokun.reservation(code)?.status).toBe('ABORTED');
      const methods = sandbox.state.bokun.calls
        .filter((c) => c.path.endsWith('/abort-reserved'))
        .map((c) => `${c.method} ${c.query}`);
      const [works] = model.methods;
      const fallback = works === 'GET' ? ['POST ', 'GET timeout=false'] : ['POST '];
      expect(methods).toEqual([...fallback, works === 'GET' ? 'GET timeout=false' : 'POST ']);
      // Once it knows the method, a 404 means the booking is gone: no second ask by the other method.
      await expect(api.abortReservation(codes[0] ?? '')).rejects.toMatchObject({
        provider: 'bokun',
        kind: 'not_found',
      });
    });
  });

  it('does not call a 404 to abort released: it throws a Bokun `not_found` ProviderError for the caller to judge', async () => {
    const reserved = await client().reserve({ directBooking: bookingRequest() }, 'PLN');
    const code = reserved.booking?.confirmationCode ?? '';
    await client().abortReservation(code);
    await expect(client().abortReservation(code)).rejects.toMatchObject({
      provider: 'bokun',
      kind: 'not_found',
    });
    await expect(client().abortReservation('DEMO-00000000')).rejects.toMatchObject({
      provider: 'bokun',
      kind: 'not_found',
    });
  });

  it('reports an expired hold as a reservation-state error when confirming', async () => {
    const reserved = await client().reserve({ directBooking: bookingRequest() }, 'PLN');
    now = new Date(now.getTime() + 31 * 60_000);
    const failure = client().confirmReservation(reserved.booking?.confirmationCode ?? '', {
      amount: 240,
      currency: 'PLN',
    });
    await expect(failure).rejects.toMatchObject({ provider: 'bokun', kind: 'reservation_state' });
    await expect(failure).rejects.toMatchObject({ state: 'TIMEOUT' });
  });

  it('surfaces Bokun field errors as a Bokun `validation` ProviderError', async () => {
    const request = { ...bookingRequest(), mainContactDetails: [] };
    const failure = client().reserve({ directBooking: request }, 'PLN');
    await expect(failure).rejects.toMatchObject({ provider: 'bokun', kind: 'validation' });
    await expect(failure).rejects.toMatchObject({ fields: { 'mainContactDetails.email': 'required' } });
  });
});
