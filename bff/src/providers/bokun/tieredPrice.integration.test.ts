import type { ScheduleSlotDto } from '@booking/shared-contracts';
import { useHarness } from '../../../test/bokunHarness';
import { buildReservationData } from '../../../test/reservationData';
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
});
