import { createSandboxApp } from '../../app';
import { buildBookingRequest, buildSubmit } from '../../testing/bookingRequests';
import { signedBokun } from '../../testing/signedBokun';
import { OLD_TOWN_ENG_ID, PRIVATE_TOUR_ID } from '../catalog';

const ADULT = 10_001;
const CHILD = 10_002;
const INFANT = 10_003;
const TEN_AM = 10_010;
const TWO_PM = 10_011;
const MORNING_RATE = 10_022;

function setup() {
  let now = new Date('2026-03-10T09:00:00Z');
  const clock = () => now;
  const { app, state } = createSandboxApp({ clock });
  const bokun = signedBokun(app, clock);
  const options = (body: object) => bokun.post('/checkout.json/options/booking-request?currency=PLN', body);
  const slotCount = async (date: string, startTimeId: number) => {
    const res = await bokun.get(`/activity.json/${OLD_TOWN_ENG_ID}/availabilities?start=${date}&end=${date}`);
    return (res.body as { startTimeId: number; availabilityCount: number }[]).find(
      (s) => s.startTimeId === startTimeId,
    )?.availabilityCount;
  };
  const advance = (minutes: number) => {
    now = new Date(now.getTime() + minutes * 60_000);
  };
  return { bokun, state, options, slotCount, advance };
}

const weekday = { date: '2026-03-17', startTimeId: TWO_PM };

describe('POST /checkout.json/options/booking-request', () => {
  it('prices each passenger at the base price of the default rate', async () => {
    const res = await setup().options(
      buildBookingRequest({ ...weekday, categories: [ADULT, ADULT, CHILD, INFANT] }),
    );
    expect(res.status).toBe(200);
    expect(res.body.options).toEqual([
      {
        type: 'CUSTOMER_FULL_PAYMENT',
        amount: 320,
        currency: 'PLN',
        formattedAmount: '320.00 PLN',
        paymentMethods: { allowedMethods: ['RESERVE_FOR_EXTERNAL_PAYMENT'] },
      },
    ]);
    expect(
      (res.body.questions.mainContactDetails as { questionId: string }[]).map((q) => q.questionId),
    ).toEqual(['firstName', 'lastName', 'email', 'phoneNumber']);
    expect(res.body.questions.activityBookings[0].passengers).toHaveLength(4);
  });

  it('refuses a start time that has begun (10:00 today at 10:00 in Warsaw) and prices the next one', async () => {
    const { options } = setup();
    const begun = await options(
      buildBookingRequest({ date: '2026-03-10', startTimeId: TEN_AM, categories: [ADULT] }),
    );
    expect(begun.status).toBe(400);
    expect(begun.body.message).toBe('The start time is past its booking cut-off');
    const later = await options(
      buildBookingRequest({ date: '2026-03-10', startTimeId: TWO_PM, categories: [ADULT] }),
    );
    expect(later.status).toBe(200);
  });

  it('takes 10% off with the promo code WELCOME10 and leaves an unknown code without effect', async () => {
    const { options } = setup();
    const base = { ...weekday, categories: [ADULT, CHILD] };
    const withCode = await options(buildBookingRequest({ ...base, promoCode: 'welcome10' }));
    expect(withCode.body.options[0].amount).toBe(180);
    const unknown = await options(buildBookingRequest({ ...base, promoCode: 'NOPE' }));
    expect(unknown.status).toBe(200);
    expect(unknown.body.options[0].amount).toBe(200);
  });

  it('charges the weekend price of the day instead of the base price', async () => {
    const res = await setup().options(
      buildBookingRequest({ date: '2026-03-14', startTimeId: TEN_AM, categories: [ADULT] }),
    );
    expect(res.body.options[0].amount).toBe(140);
  });

  it('prices a rate limited to some start times only at those start times', async () => {
    const { options } = setup();
    const morning = await options(
      buildBookingRequest({ ...weekday, startTimeId: TEN_AM, rateId: MORNING_RATE, categories: [ADULT] }),
    );
    expect(morning.body.options[0].amount).toBe(100);
    const afternoon = await options(
      buildBookingRequest({ ...weekday, rateId: MORNING_RATE, categories: [ADULT] }),
    );
    expect(afternoon.status).toBe(400);
    expect(afternoon.body.message).toMatch(/not available at 14:00/);
  });

  it('charges a private tour once per booking', async () => {
    const res = await setup().options(
      buildBookingRequest({
        activityId: PRIVATE_TOUR_ID,
        date: '2026-03-17',
        startTimeId: 30_010,
        categories: [30_001],
      }),
    );
    expect(res.body.options[0].amount).toBe(1200);
  });

  it('refuses an infant without an accompanying adult', async () => {
    const res = await setup().options(buildBookingRequest({ ...weekday, categories: [CHILD, INFANT] }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Infant needs an accompanying Adult ticket');
  });

  it('refuses a sold-out slot and a day without availability', async () => {
    const { options } = setup();
    const soldOut = await options(
      buildBookingRequest({ date: '2026-03-20', startTimeId: 10_012, categories: [ADULT] }),
    );
    expect(soldOut.status).toBe(400);
    expect(soldOut.body.message).toBe('Insufficient availability');
    const emptyMonth = await options(
      buildBookingRequest({ date: '2026-05-12', startTimeId: TEN_AM, categories: [ADULT] }),
    );
    expect(emptyMonth.status).toBe(400);
  });
});

describe('reserve, confirm and abort', () => {
  it('reserves for external payment, holds capacity and confirms once', async () => {
    const { bokun, state, slotCount } = setup();
    const before = await slotCount(weekday.date, TWO_PM);
    const res = await bokun.post(
      '/checkout.json/submit?currency=PLN',
      buildSubmit(buildBookingRequest({ ...weekday, categories: [ADULT, ADULT, INFANT] })),
    );
    expect(res.status).toBe(200);
    expect(res.body.booking).toMatchObject({
      confirmationCode: expect.stringMatching(/^DEMO-\d+$/),
      bookingId: expect.any(Number),
      status: 'RESERVED',
      totalPrice: 240,
      currency: 'PLN',
      activityBookings: [expect.objectContaining({ productConfirmationCode: expect.any(String) })],
    });
    expect(await slotCount(weekday.date, TWO_PM)).toBe((before ?? 0) - 2);
    const code = res.body.booking.confirmationCode as string;
    const confirmed = await bokun.post(`/checkout.json/confirm-reserved/${code}`, {
      amount: 240,
      currency: 'PLN',
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.booking.status).toBe('CONFIRMED');
    expect(confirmed.body.travelDocuments.activityTickets).toHaveLength(1);
    const again = await bokun.post(`/checkout.json/confirm-reserved/${code}`, {
      amount: 240,
      currency: 'PLN',
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(
      'InvalidDataException - Confirming a booking which is not in reserved state: CONFIRMED',
    );
    expect(state.bokun.reservations().map((r) => r.status)).toEqual(['CONFIRMED']);
  });

  it("aborts: capacity back at once, Bokun's ApiResponse as the answer, 404 to a second abort", async () => {
    const { bokun, state, slotCount } = setup();
    const before = await slotCount(weekday.date, TWO_PM);
    const res = await bokun.post(
      '/checkout.json/submit',
      buildSubmit(buildBookingRequest({ ...weekday, categories: [ADULT, CHILD] })),
    );
    const code = res.body.booking.confirmationCode as string;
    expect(await slotCount(weekday.date, TWO_PM)).toBe((before ?? 0) - 2);
    const aborted = await bokun.get(`/booking.json/${code}/abort-reserved`);
    expect(aborted.status).toBe(200);
    expect(aborted.body).toEqual({ message: expect.stringContaining(code), fields: {} });
    expect(state.bokun.reservation(code)?.status).toBe('ABORTED');
    expect(await slotCount(weekday.date, TWO_PM)).toBe(before);
    expect((await bokun.get(`/booking.json/${code}/abort-reserved`)).status).toBe(404);
  });

  it.each(['POST', 'GET'] as const)(
    'accepts an abort by %s by default (public clients use both)',
    async (method) => {
      const { bokun, state } = setup();
      const res = await bokun.post(
        '/checkout.json/submit',
        buildSubmit(buildBookingRequest({ ...weekday, categories: [ADULT] })),
      );
      const code = res.body.booking.confirmationCode as string;
      const path = `/booking.json/${code}/abort-reserved`;
      const aborted =
        method === 'POST' ? await bokun.post(path, {}) : await bokun.get(`${path}?timeout=false`);
      expect(aborted.status).toBe(200);
      expect(state.bokun.reservation(code)?.status).toBe('ABORTED');
    },
  );

  it('under a one-method abort model refuses the other with 405 and Allow, or 404, leaving the hold', async () => {
    const { bokun, state } = setup();
    const hold = async () => {
      const res = await bokun.post(
        '/checkout.json/submit',
        buildSubmit(buildBookingRequest({ ...weekday, categories: [ADULT] })),
      );
      return res.body.booking.confirmationCode as string;
    };
    state.bokun.abortModel = { methods: ['GET'], otherMethodStatus: 405 };
    const getOnly = await hold();
    const refused = await bokun.post(`/booking.json/${getOnly}/abort-reserved`, {});
    expect(refused.status).toBe(405);
    expect(refused.headers.allow).toBe('GET');
    expect(refused.body).toEqual({ message: expect.stringContaining('GET') });
    expect(state.bokun.reservation(getOnly)?.status).toBe('RESERVED');
    expect((await bokun.get(`/booking.json/${getOnly}/abort-reserved?timeout=false`)).status).toBe(200);

    state.bokun.abortModel = { methods: ['POST'], otherMethodStatus: 404 };
    const postOnly = await hold();
    expect((await bokun.get(`/booking.json/${postOnly}/abort-reserved?timeout=false`)).status).toBe(404);
    expect(state.bokun.reservation(postOnly)?.status).toBe('RESERVED');
    expect((await bokun.post(`/booking.json/${postOnly}/abort-reserved`, {})).status).toBe(200);
  });

  it('times a hold out after 30 minutes: confirm fails and capacity returns', async () => {
    const { bokun, state, slotCount, advance } = setup();
    const before = await slotCount(weekday.date, TWO_PM);
    const res = await bokun.post(
      '/checkout.json/submit',
      buildSubmit(buildBookingRequest({ ...weekday, categories: [ADULT] })),
    );
    const code = res.body.booking.confirmationCode as string;
    advance(29);
    expect(state.bokun.reservation(code)?.status).toBe('RESERVED');
    advance(1);
    expect(await slotCount(weekday.date, TWO_PM)).toBe(before);
    const confirm = await bokun.post(`/checkout.json/confirm-reserved/${code}`, {});
    expect(confirm.status).toBe(400);
    expect(confirm.body).toEqual({
      message: 'InvalidDataException - Confirming a booking which is not in reserved state: TIMEOUT',
    });
  });

  it('keeps the promo code and the discounted total on the booking', async () => {
    const { bokun } = setup();
    const request = buildBookingRequest({ ...weekday, categories: [ADULT], promoCode: 'WELCOME10' });
    const res = await bokun.post('/checkout.json/submit', buildSubmit(request));
    expect(res.body.booking).toMatchObject({ totalPrice: 108, promoCode: 'WELCOME10' });
  });

  it('refuses a reservation without the required contact details', async () => {
    const request = { ...buildBookingRequest({ ...weekday, categories: [ADULT] }), mainContactDetails: [] };
    const res = await setup().bokun.post('/checkout.json/submit', buildSubmit(request));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      'mainContactDetails.firstName': 'required',
      'mainContactDetails.lastName': 'required',
      'mainContactDetails.email': 'required',
    });
  });

  it('refuses payment methods other than reserve-for-external-payment', async () => {
    const body = {
      ...buildSubmit(buildBookingRequest({ ...weekday, categories: [ADULT] })),
      paymentMethod: 'CARD',
    };
    expect((await setup().bokun.post('/checkout.json/submit', body)).status).toBe(400);
  });

  it('answers 404 when confirming an unknown booking', async () => {
    const res = await setup().bokun.post('/checkout.json/confirm-reserved/DEMO-1', {});
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Booking not found: DEMO-1');
  });
});
