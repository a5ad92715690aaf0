import { bokunReserve, bokunValidatePromoCode, type ScheduleSlotDto } from '@booking/shared-contracts';
import { upstreamCalls, useHarness } from '../../test/bokunHarness';
import { buildReservationData, OLD_TOWN, SIX_PM, TEN_AM } from '@booking/sandbox/testing';
import { describeEngines } from '../testing/engines';

const TODAY = new Date('2026-06-10T09:00:00Z');

describeEngines('reservation routes', (engine) => {
  const h = useHarness(engine, TODAY);

  const SUBMIT = '/checkout.json/submit';

  let keySeq = 0;
  const nextKey = () => `res-test-${process.pid}-${(keySeq += 1)}`;

  const reserve = (reservationData: unknown, idempotencyKey = nextKey()) =>
    h.post('/api/bokun/reserve', { configId: 'demo', idempotencyKey, reservationData });

  /** Records a verified paid payment of a reservation, as a paid notification leaves it. */
  async function markPaid(code: string): Promise<void> {
    const now = h.clock.now();
    const payment = await h.store.payments.saveIntent(
      {
        configId: 'demo',
        idempotencyKey: `${code}|anna@example.com|240|demo|blik`,
        reservationCode: code,
        provider: 'tpay',
        method: 'BLIK',
        amountMinor: 24_000,
        currency: 'PLN',
        sessionId: null,
      },
      now,
    );
    await h.store.payments.setStatus(payment.id, 'success', now);
  }

  async function slotOn(date: string, startTimeId: number): Promise<ScheduleSlotDto | undefined> {
    const res = await h.post(`/api/bokun/schedule/${OLD_TOWN}/${date}/${date}`, { configId: 'demo' });
    return (res.body.data as ScheduleSlotDto[]).find((slot) => slot.startTimeId === startTimeId);
  }

  describe('POST /api/bokun/validate-promo-code', () => {
    it('prices the booking 10% lower with the WELCOME10 code and says it applied', async () => {
      const res = await h.post('/api/bokun/validate-promo-code', {
        configId: 'demo',
        reservationData: buildReservationData({ date: '2026-06-16', promoCode: 'WELCOME10' }),
      });
      expect(res.status).toBe(200);
      expect(bokunValidatePromoCode.response.isValidSync(res.body, { strict: true })).toBe(true);
      expect(res.body).toEqual({
        success: true,
        data: { totalPrice: 216, price: { total: 216 }, currency: 'PLN', promoCodeApplied: true },
      });
    });

    it('answers the undiscounted total and promoCodeApplied false for an unknown code', async () => {
      const res = await h.post('/api/bokun/validate-promo-code', {
        configId: 'demo',
        reservationData: buildReservationData({ date: '2026-06-16', promoCode: 'NOPE' }),
      });
      expect(res.body.data).toEqual({
        totalPrice: 240,
        price: { total: 240 },
        currency: 'PLN',
        promoCodeApplied: false,
      });
    });
  });

  describe('POST /api/bokun/reserve', () => {
    it('reserves once per idempotency key: a retry answers the same reservation without a new hold', async () => {
      const data = buildReservationData({ date: '2026-06-16' });
      const key = nextKey();
      const before = upstreamCalls(h.sandbox, 'POST', SUBMIT);
      const first = await reserve(data, key);
      expect(first.status).toBe(200);
      expect(bokunReserve.response.isValidSync(first.body, { strict: true })).toBe(true);
      const retry = await reserve(data, key);
      expect(retry.body).toEqual(first.body);
      expect(upstreamCalls(h.sandbox, 'POST', SUBMIT)).toBe(before + 1);

      const recorded = await h.store.reservations.findByConfirmationCode(
        'demo',
        first.body.data.confirmationCode,
      );
      expect(recorded).toMatchObject({
        status: 'reserved',
        amountMinor: 24_000,
        currency: 'PLN',
        activityId: OLD_TOWN,
      });
      expect(recorded?.expiresAt?.getTime()).toBe(h.clock.now().getTime() + 30 * 60_000);
    });

    it('answers 409 idempotency_conflict for the same key with a different body', async () => {
      const key = nextKey();
      await reserve(buildReservationData({ date: '2026-06-16' }), key);
      const res = await reserve(buildReservationData({ date: '2026-06-16', adults: 3 }), key);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ success: false, error: { code: 'idempotency_conflict' } });
    });

    it('carries the top-level promo code into the booking, so the hold is at the discounted price', async () => {
      const res = await reserve(
        buildReservationData({ date: '2026-06-17', promoCode: 'WELCOME10', amount: 216 }),
      );
      const held = h.sandbox.state.bokun.reservation(res.body.data.confirmationCode);
      expect(held).toMatchObject({ amount: 216, promoCode: 'WELCOME10' });
    });

    it('invalidates the cached schedule month, so the next schedule shows the lower availability', async () => {
      const before = await slotOn('2026-06-18', TEN_AM);
      const cachedAgain = await slotOn('2026-06-18', TEN_AM);
      expect(cachedAgain?.availabilityCount).toBe(before?.availabilityCount);
      await reserve(buildReservationData({ date: '2026-06-18', adults: 3 }));
      const after = await slotOn('2026-06-18', TEN_AM);
      expect(after?.availabilityCount).toBe((before?.availabilityCount ?? 0) - 3);
    });

    it('answers 422 "Could not create reservation. Please try again." for a sold-out slot', async () => {
      const res = await reserve(buildReservationData({ date: '2026-06-20', startTimeId: SIX_PM }));
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        success: false,
        error: {
          code: 'reservation_not_created',
          message: 'Could not create reservation. Please try again.',
        },
      });
    });

    it('answers 400 invalid_request for a body that breaks the contract', async () => {
      const res = await reserve({ ...buildReservationData({ date: '2026-06-16' }), paymentMethod: 'CARD' });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalid_request');
    });
  });

  describe('POST /api/bokun/remove-reservation/{confirmationCode}', () => {
    it('releases the hold, records the cancellation, and succeeds again when repeated', async () => {
      const { body } = await reserve(buildReservationData({ date: '2026-06-19' }));
      const code: string = body.data.confirmationCode;
      const path = `/api/bokun/remove-reservation/${code}`;
      const release = { configId: 'demo', holdToken: body.data.holdToken as string };
      expect(await h.post(path, release)).toEqual({ status: 200, body: { success: true } });
      expect(h.sandbox.state.bokun.reservation(code)?.status).toBe('ABORTED');
      expect((await h.store.reservations.findByConfirmationCode('demo', code))?.status).toBe('cancelled');
      expect(await h.post(path, release)).toEqual({ status: 200, body: { success: true } });
    });
  });

  describe('POST /api/bokun/confirm-reservation/{confirmationCode}', () => {
    it('confirms a paid hold with the reserved amount, and a second confirm makes no upstream call', async () => {
      const { body } = await reserve(buildReservationData({ date: '2026-06-22' }));
      const code: string = body.data.confirmationCode;
      await markPaid(code);
      const path = `/api/bokun/confirm-reservation/${code}`;
      const first = await h.post(path, { configId: 'demo' });
      expect(first).toEqual({
        status: 200,
        body: { success: true, data: { confirmationCode: code, status: 'CONFIRMED' } },
      });
      expect(h.sandbox.state.bokun.reservation(code)).toMatchObject({ status: 'CONFIRMED' });
      expect(h.sandbox.state.bokun.reservation(code)?.confirmation).toMatchObject({
        amount: 240,
        currency: 'PLN',
      });
      const calls = upstreamCalls(h.sandbox, 'POST', `/checkout.json/confirm-reserved/${code}`);
      expect((await h.post(path, { configId: 'demo' })).body).toEqual(first.body);
      expect(upstreamCalls(h.sandbox, 'POST', `/checkout.json/confirm-reserved/${code}`)).toBe(calls);
    });

    it('answers 410 reservation_expired with "Czas rezerwacji wygasł…" once the 30-minute hold is over', async () => {
      const { body } = await reserve(buildReservationData({ date: '2026-06-23' }));
      await markPaid(body.data.confirmationCode as string);
      h.clock.advance(31 * 60_000);
      const res = await h.post(`/api/bokun/confirm-reservation/${body.data.confirmationCode}`, {
        configId: 'demo',
      });
      expect(res).toEqual({
        status: 410,
        body: {
          success: false,
          error: {
            code: 'reservation_expired',
            message: 'Czas rezerwacji wygasł. Proszę spróbować ponownie.',
          },
        },
      });
    });

    it('answers 410 reservation_expired when Bokun timed the hold out before our record says so', async () => {
      const { body } = await reserve(buildReservationData({ date: '2026-06-24' }));
      const code: string = body.data.confirmationCode;
      await markPaid(code);
      const recorded = await h.store.reservations.findByConfirmationCode('demo', code);
      if (!recorded) throw new Error('reservation not recorded');
      // Our record's hold outlives Bokun's (a stored booking is never re-saved, so the row is edited here).
      await h.store.sql.query(
        `UPDATE reservations SET expires_at = $3 WHERE config_id = $1 AND confirmation_code = $2`,
        ['demo', code, new Date(recorded.createdAt.getTime() + 3_600_000).toISOString()],
      );
      h.clock.advance(31 * 60_000);
      const res = await h.post(`/api/bokun/confirm-reservation/${code}`, { configId: 'demo' });
      expect(res.status).toBe(410);
      expect(res.body.error.code).toBe('reservation_expired');
      expect(upstreamCalls(h.sandbox, 'POST', `/checkout.json/confirm-reserved/${code}`)).toBe(1);
      expect((await h.store.reservations.findByConfirmationCode('demo', code))?.status).toBe('expired');
    });

    it('answers 404 reservation_not_found for a code this BFF never reserved', async () => {
      const res = await h.post('/api/bokun/confirm-reservation/DEMO-404', { configId: 'demo' });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, error: { code: 'reservation_not_found' } });
    });
  });
});
