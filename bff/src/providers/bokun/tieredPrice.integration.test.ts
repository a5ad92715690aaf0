import { bokunSelectionPrice, type ScheduleSlotDto } from '@booking/shared-contracts';
import { useHarness } from '../../../test/bokunHarness';
import { buildReservationData } from '@booking/sandbox/testing';
import { describeEngines } from '../../testing/engines';

const TODAY = new Date('2026-06-10T09:00:00Z');

describeEngines('tiered prices', (engine) => {
  const h = useHarness(engine, TODAY);

  const KAYAK = 1006;
  const ADULT = 60_001;
  const SHARED_RATE = 60_021;
  const TEN_AM = 60_010;
  const DATE = '2026-06-16';

  /** The band price a widget shows for `count` adults: the entry whose band holds the participant count. */
  async function displayedAdultPrice(count: number): Promise<number> {
    const res = await h.post(`/api/bokun/schedule/${KAYAK}/${DATE}/${DATE}`, { configId: 'demo' });
    const slot = (res.body.data as ScheduleSlotDto[]).find((s) => s.startTimeId === TEN_AM);
    const prices =
      slot?.pricesByRate.find((r) => r.activityRateId === SHARED_RATE)?.pricePerCategoryUnit ?? [];
    const band = prices.find(
      (p) =>
        p.id === ADULT &&
        (p.minParticipantsRequired ?? 0) <= count &&
        count <= (p.maxParticipantsRequired ?? Number.MAX_SAFE_INTEGER),
    );
    if (!band) throw new Error(`no band for ${count} adults`);
    return band.amount.amount;
  }

  function kayakReservation(adults: number, amount: number) {
    const data = buildReservationData({ date: DATE, adults, amount });
    const [booking] = data.directBooking.activityBookings;
    if (!booking) throw new Error('no activity booking');
    Object.assign(booking, {
      activityId: KAYAK,
      startTimeId: TEN_AM,
      rateId: SHARED_RATE,
      passengers: booking.passengers.map((p) => ({ ...p, pricingCategoryId: ADULT })),
    });
    return data;
  }

  describe('a tiered-price booking through the BFF', () => {
    it('keeps every participant band in the schedule', async () => {
      expect(await displayedAdultPrice(1)).toBe(150);
      expect(await displayedAdultPrice(3)).toBe(90);
      expect(await displayedAdultPrice(6)).toBe(70);
    });

    it.each([1, 3, 6])('reserves %i adults at exactly the displayed band price × count', async (adults) => {
      const displayedTotal = (await displayedAdultPrice(adults)) * adults;
      const res = await h.post('/api/bokun/reserve', {
        configId: 'demo',
        idempotencyKey: `tiered-${process.pid}-${adults}`,
        reservationData: kayakReservation(adults, displayedTotal),
      });
      expect(res.status).toBe(200);
      const code = res.body.data.confirmationCode as string;
      expect(h.sandbox.state.bokun.reservation(code)?.amount).toBe(displayedTotal);
      const recorded = await h.store.reservations.findByConfirmationCode('demo', code);
      expect(recorded?.amountMinor).toBe(displayedTotal * 100);
    });
  });

  // Issue #24: how Bokun picks a band across categories is unconfirmed (bokun.md §2.2). 3 adults and 2
  // children: by the party's 5 the adults are at the 5–8 band (70), by their own 3 at the 2–4 band (90).
  describe.each([
    ['total', '2026-06-22', 3 * 70 + 2 * 50],
    ['perCategory', '2026-06-23', 3 * 90 + 2 * 50],
  ] as const)('under the %s band model', (model, date, bokunTotal) => {
    const CHILD = 60_002;
    const party = [ADULT, ADULT, ADULT, CHILD, CHILD];
    const selection = {
      activityId: KAYAK,
      date,
      startTimeId: TEN_AM,
      rateId: SHARED_RATE,
      passengers: party.map((pricingCategoryId) => ({ pricingCategoryId, extras: [] })),
      extras: [],
    };

    beforeEach(() => {
      h.sandbox.state.bokun.bandModel = model;
    });
    afterEach(() => {
      h.sandbox.state.bokun.bandModel = 'total';
    });

    function partyReservation(amount: number) {
      const data = kayakReservation(party.length, amount);
      const [booking] = data.directBooking.activityBookings;
      if (!booking) throw new Error('no activity booking');
      Object.assign(booking, {
        date,
        passengers: booking.passengers.map((p, i) => ({ ...p, pricingCategoryId: party[i] })),
      });
      return data;
    }

    it("shows Bokun's own checkout price of a multi-category selection, asked once per selection", async () => {
      const pricePath = /\/checkout\.json\/options\/booking-request/;
      const before = h.sandbox.state.bokun.callCount({ path: pricePath });
      const first = await h.post('/api/bokun/price', { configId: 'demo', currency: 'PLN', selection });
      expect(first.status).toBe(200);
      expect(bokunSelectionPrice.response.isValidSync(first.body, { strict: true })).toBe(true);
      expect(first.body.data).toEqual({ totalPrice: bokunTotal, currency: 'PLN' });
      const again = await h.post('/api/bokun/price', { configId: 'demo', currency: 'PLN', selection });
      expect(again.body.data).toEqual(first.body.data);
      expect(h.sandbox.state.bokun.callCount({ path: pricePath })).toBe(before + 1);
    });

    it('reserves the multi-category party at exactly the displayed price; the charge is that price', async () => {
      const shown = await h.post('/api/bokun/price', { configId: 'demo', currency: 'PLN', selection });
      const displayed = shown.body.data.totalPrice as number;
      const res = await h.post('/api/bokun/reserve', {
        configId: 'demo',
        idempotencyKey: `tier-model-${process.pid}-${model}`,
        reservationData: partyReservation(displayed),
      });
      expect(res.status).toBe(200);
      const code = res.body.data.confirmationCode as string;
      expect(h.sandbox.state.bokun.reservation(code)?.amount).toBe(displayed);
      const recorded = await h.store.reservations.findByConfirmationCode('demo', code);
      expect(recorded?.amountMinor).toBe(displayed * 100);
    });
  });

  describe('POST /api/bokun/price refusals', () => {
    const base = {
      activityId: KAYAK,
      date: DATE,
      startTimeId: TEN_AM,
      rateId: SHARED_RATE,
      passengers: [{ pricingCategoryId: ADULT, extras: [] }],
      extras: [],
    };

    it.each([
      ['no passengers', { ...base, passengers: [] }],
      ['an impossible date', { ...base, date: '2026-02-30' }],
      ['a category that is not an id', { ...base, passengers: [{ pricingCategoryId: 'adult' }] }],
      ['a zero-unit extra', { ...base, extras: [{ extraId: 60_032, unitCount: 0 }] }],
    ])('answers 400 with a code for %s, asking Bokun nothing', async (_, selection) => {
      const before = h.sandbox.state.bokun.callCount();
      const res = await h.post('/api/bokun/price', { configId: 'demo', currency: 'PLN', selection });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'invalid_request', message: expect.any(String) });
      expect(h.sandbox.state.bokun.callCount()).toBe(before);
    });

    it('answers 422 booking_not_priced for a selection Bokun will not price (a lone child has no band)', async () => {
      const res = await h.post('/api/bokun/price', {
        configId: 'demo',
        currency: 'PLN',
        selection: { ...base, passengers: [{ pricingCategoryId: 60_002, extras: [] }] },
      });
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe('booking_not_priced');
    });
  });
});
