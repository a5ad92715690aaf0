import { createSandboxApp } from '../../app';
import { buildBookingRequest, buildSubmit } from '../../testing/bookingRequests';
import { signedBokun } from '../../testing/signedBokun';
import { KAYAK_TIERS_ID, PHONE_ONLY_HIKE_ID } from '../catalog';
import type { BokunAvailability } from '../types';
import { bandModelFromEnv, type BandModel } from '../productPrices';

const ADULT = 60_001;
const CHILD = 60_002;
const SHARED = 60_021;
const WHOLE_BOAT = 60_022;
const DRY_BAG = 60_031;
const PHONE_CASE = 60_032;
const day = { date: '2026-03-17', startTimeId: 60_010 };

function setup(bandModel?: BandModel) {
  const clock = () => new Date('2026-03-10T09:00:00Z');
  const { app } = createSandboxApp({ clock, ...(bandModel ? { bokunBandModel: bandModel } : {}) });
  return signedBokun(app, clock);
}

function kayakRequest(categories: number[], rateId = SHARED, extras = 0) {
  const request = buildBookingRequest({ activityId: KAYAK_TIERS_ID, ...day, rateId, categories });
  const [first] = request.activityBookings[0]?.passengers ?? [];
  if (first && extras > 0) Object.assign(first, { extras: [{ extraId: DRY_BAG, unitCount: extras }] });
  return request;
}

async function amountOf(
  categories: number[],
  rateId = SHARED,
  extras = 0,
  bandModel?: BandModel,
): Promise<number> {
  const res = await setup(bandModel).post(
    '/checkout.json/options/booking-request?currency=PLN',
    kayakRequest(categories, rateId, extras),
  );
  expect(res.status).toBe(200);
  return res.body.options[0].amount as number;
}

describe('tiered prices by participant band', () => {
  it('lists each category once per band, unsorted, with bands of at least one participant', async () => {
    const res = await setup().get(
      `/activity.json/${KAYAK_TIERS_ID}/availabilities?start=2026-03-17&end=2026-03-17`,
    );
    const [slot] = res.body as BokunAvailability[];
    const shared = slot?.pricesByRate.find((r) => r.activityRateId === SHARED)?.pricePerCategoryUnit ?? [];
    expect(
      shared.map((p) => [p.id, p.minParticipantsRequired, p.maxParticipantsRequired, p.amount.amount]),
    ).toEqual([
      [ADULT, 5, 8, 70],
      [ADULT, 1, 1, 150],
      [CHILD, 2, 8, 50],
      [ADULT, 2, 4, 90],
    ]);
  });

  it('prices every ticket at the band that holds the booking’s total participants', async () => {
    expect(await amountOf([ADULT])).toBe(150);
    expect(await amountOf([ADULT, ADULT, ADULT])).toBe(270);
    expect(await amountOf([ADULT, ADULT, ADULT, ADULT, CHILD])).toBe(4 * 70 + 50);
  });
});

describe('the band model (SANDBOX_BOKUN_BAND_MODEL)', () => {
  const party = [ADULT, ADULT, ADULT, CHILD, CHILD];

  it('total: every ticket at the band of the booking’s 5 participants', async () => {
    expect(await amountOf(party, SHARED, 0, 'total')).toBe(3 * 70 + 2 * 50);
  });

  it('perCategory: each category at the band of its own count (3 adults 2–4, 2 children 2–8)', async () => {
    expect(await amountOf(party, SHARED, 0, 'perCategory')).toBe(3 * 90 + 2 * 50);
    expect(await amountOf([ADULT], SHARED, 0, 'perCategory')).toBe(150);
  });

  it('perCategory: a category whose own count has no band is not priced, whatever the party', async () => {
    const bokun = setup('perCategory');
    const lone = kayakRequest([ADULT, ADULT, ADULT, CHILD]);
    const res = await bokun.post('/checkout.json/options/booking-request?currency=PLN', lone);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(`No price for category ${CHILD}`);
    // Under the total model the same party is priced: 4 participants put the child in its 2–8 band.
    const total = await setup('total').post('/checkout.json/options/booking-request?currency=PLN', lone);
    expect(total.body.options[0].amount).toBe(3 * 90 + 50);
  });

  it('reserves at the price the checkout options gave, under either model', async () => {
    for (const model of ['total', 'perCategory'] as const) {
      const bokun = setup(model);
      const options = await bokun.post('/checkout.json/options/booking-request?currency=PLN', kayakRequest(party));
      const submitted = await bokun.post('/checkout.json/submit?currency=PLN', buildSubmit(kayakRequest(party)));
      expect(submitted.status).toBe(200);
      expect(submitted.body.booking.totalPrice).toBe(options.body.options[0].amount);
    }
  });

  it('reads the env setting: total, perCategory, unset, anything else invalid', () => {
    expect(bandModelFromEnv('total')).toBe('total');
    expect(bandModelFromEnv(' perCategory ')).toBe('perCategory');
    expect(bandModelFromEnv(undefined)).toBeUndefined();
    expect(bandModelFromEnv('')).toBeUndefined();
    expect(bandModelFromEnv('PER_CATEGORY')).toBe('invalid');
  });
});

describe('per-booking prices and extras', () => {
  it('serves pricePerBooking and charges it once, whatever the party size', async () => {
    const res = await setup().get(
      `/activity.json/${KAYAK_TIERS_ID}/availabilities?start=2026-03-17&end=2026-03-17`,
    );
    const boat = (res.body as BokunAvailability[])[0]?.pricesByRate.find(
      (r) => r.activityRateId === WHOLE_BOAT,
    );
    expect(boat?.pricePerBooking).toEqual({ amount: 600, currency: 'PLN' });
    expect(await amountOf([ADULT, ADULT, CHILD], WHOLE_BOAT)).toBe(600);
  });

  it('nests extra prices by category and adds unit price × units to the booking', async () => {
    const res = await setup().get(
      `/activity.json/${KAYAK_TIERS_ID}/availabilities?start=2026-03-17&end=2026-03-17`,
    );
    const shared = (res.body as BokunAvailability[])[0]?.pricesByRate.find(
      (r) => r.activityRateId === SHARED,
    );
    expect(shared?.extraPricePerCategoryUnit).toEqual([
      {
        id: DRY_BAG,
        prices: [
          { id: ADULT, amount: { amount: 15, currency: 'PLN' } },
          { id: CHILD, amount: { amount: 10, currency: 'PLN' } },
        ],
      },
    ]);
    expect(await amountOf([ADULT, ADULT], SHARED, 2)).toBe(2 * 90 + 2 * 15);
  });
});

describe('extras priced per booking, and where each extra may be booked', () => {
  type Extra = { extraId: number; unitCount: number };
  async function options(passengerExtras: Extra[][], bookingExtras: Extra[] = []) {
    const request = buildBookingRequest({
      activityId: KAYAK_TIERS_ID,
      ...day,
      rateId: SHARED,
      categories: passengerExtras.map(() => ADULT),
    });
    const booking = request.activityBookings[0];
    booking?.passengers.forEach((p, i) => Object.assign(p, { extras: passengerExtras[i] ?? [] }));
    Object.assign(booking ?? {}, { extras: bookingExtras });
    return setup().post('/checkout.json/options/booking-request?currency=PLN', request);
  }

  it('serves a per-booking extra in extraPricePerUnit and charges it on the booking once per unit', async () => {
    const res = await setup().get(
      `/activity.json/${KAYAK_TIERS_ID}/availabilities?start=2026-03-17&end=2026-03-17`,
    );
    const shared = (res.body as BokunAvailability[])[0]?.pricesByRate.find(
      (r) => r.activityRateId === SHARED,
    );
    expect(shared?.extraPricePerUnit).toEqual([{ id: PHONE_CASE, amount: { amount: 20, currency: 'PLN' } }]);
    const priced = await options([[], []], [{ extraId: PHONE_CASE, unitCount: 1 }]);
    expect(priced.body.options[0].amount).toBe(2 * 90 + 20);
  });

  it('refuses a per-booking extra on a passenger and a per-person extra on the booking', async () => {
    const onPassenger = await options([[{ extraId: PHONE_CASE, unitCount: 1 }]]);
    expect(onPassenger.status).toBe(400);
    expect(onPassenger.body.message).toMatch(/per booking/);
    const onBooking = await options([[]], [{ extraId: DRY_BAG, unitCount: 1 }]);
    expect(onBooking.status).toBe(400);
    expect(onBooking.body.message).toMatch(/per person/);
  });

  it('refuses more units than maxPerBooking, and more dry bags than paddlers', async () => {
    const twoCases = await options([[]], [{ extraId: PHONE_CASE, unitCount: 2 }]);
    expect(twoCases.status).toBe(400);
    expect(twoCases.body.fields).toEqual({
      'activityBookings[0].extras': 'At most 1 × Waterproof phone case per booking',
    });
    const threeBags = await options([[{ extraId: DRY_BAG, unitCount: 3 }], []]);
    expect(threeBags.status).toBe(400);
  });
});

describe('main-contact fields required by the activity', () => {
  const hike = (contact: { questionId: string; values: string[] }[]) => {
    const request = buildBookingRequest({
      activityId: PHONE_ONLY_HIKE_ID,
      date: '2026-03-17',
      startTimeId: 50_010,
      categories: [50_001],
    });
    return setup().post('/checkout.json/submit', buildSubmit({ ...request, mainContactDetails: contact }));
  };
  const names = [
    { questionId: 'firstName', values: ['Jan'] },
    { questionId: 'lastName', values: ['Gazda'] },
  ];

  it('reserves without an e-mail when the activity does not require one', async () => {
    const res = await hike([...names, { questionId: 'phoneNumber', values: ['+48600700800'] }]);
    expect(res.status).toBe(200);
    expect(res.body.booking.status).toBe('RESERVED');
  });

  it('refuses a booking without the phone number the activity requires, naming the field', async () => {
    const res = await hike(names);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Required main contact details are missing',
      fields: { 'mainContactDetails.phoneNumber': 'required' },
    });
  });
});

describe('questions and start times in Bokun’s shape', () => {
  it('serves QuestionDto questions and unnamed start times with null labels', async () => {
    const res = await setup().get(`/activity.json/${PHONE_ONLY_HIKE_ID}?lang=EN&currency=PLN`);
    expect(res.body.bookingQuestions[0]).toEqual({
      id: 50_101,
      active: true,
      label: 'Boot size (EU)',
      type: 'OPTIONS',
      options: '38\n40\n42\n44',
      answerRequired: true,
    });
    expect((res.body.startTimes as { label: unknown }[]).map((s) => s.label)).toEqual([null, null]);
    expect(res.body.requiredCustomerFields).toEqual(['firstName', 'lastName', 'phoneNumber']);
    const slots = await setup().get(
      `/activity.json/${PHONE_ONLY_HIKE_ID}/availabilities?start=2026-03-17&end=2026-03-17`,
    );
    expect((slots.body as BokunAvailability[]).map((s) => s.startTime)).toEqual(['07:00', '09:00']);
  });
});
