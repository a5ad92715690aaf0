// The price the widget shows is the price the booking system charges: the widget's own domain code turns
// the BFF's schedule into rates and totals, and Bokun (the sandbox, through the BFF) prices the same mix.
import fc from 'fast-check';
import { toMinorUnits, type ScheduleSlotDto } from '@booking/shared-contracts';
import { buildSchedule } from '../../../../remote-widget/src/domain/schedule';
import { applyRatePrices, type TicketSelection } from '../../../../remote-widget/src/domain/tickets';
import { computeTotals } from '../../../../remote-widget/src/domain/totals';
import { IN_MEMORY, openStore, type Store } from '../../store';
import { startHarness, type Harness } from '../../../test/bokunHarness';
import { buildReservationData } from '@booking/sandbox/testing';

const TODAY = new Date('2026-06-10T09:00:00Z');
const WEEKDAY = '2026-06-16';
const SATURDAY = '2026-06-20';

interface Product {
  activityId: number;
  startTimeId: number;
  rateIds: number[];
  categories: number[];
  maxParticipants: number;
}

const KAYAK: Product = {
  activityId: 1006,
  startTimeId: 60_010,
  rateIds: [60_021, 60_022],
  categories: [60_001, 60_002],
  maxParticipants: 6,
};
const OLD_TOWN: Product = {
  activityId: 1001,
  startTimeId: 10_010,
  rateIds: [10_021, 10_022],
  categories: [10_001, 10_002],
  maxParticipants: 8,
};

let store: Store;
let h: Harness;
const schedules = new Map<string, ScheduleSlotDto[]>();

beforeAll(async () => {
  store = await openStore({ dataDir: IN_MEMORY });
  h = await startHarness(TODAY, store);
}, 60_000);
afterAll(async () => {
  await h.close();
  await store.close();
});

async function slotsOf(activityId: number, date: string): Promise<ScheduleSlotDto[]> {
  const key = `${activityId}:${date}`;
  const cached = schedules.get(key);
  if (cached) return cached;
  const res = await h.post(`/api/bokun/schedule/${activityId}/${date}/${date}`, { configId: 'demo' });
  expect(res.status).toBe(200);
  schedules.set(key, res.body.data as ScheduleSlotDto[]);
  return res.body.data as ScheduleSlotDto[];
}

/** What the widget shows for a mix: its schedule mapping, its ticket pricing and its total. */
async function displayedTotal(product: Product, date: string, rateId: number, counts: number[]) {
  const [day] = buildSchedule(await slotsOf(product.activityId, date));
  const slot = day?.hours.find((s) => s.id.startsWith(`${product.startTimeId}_`));
  const rate = slot?.rates.find((r) => r.id === rateId);
  if (!rate) throw new Error(`rate ${rateId} not offered`);
  const selection: TicketSelection = Object.fromEntries(
    product.categories.map((id, i) => [String(id), { count: counts[i] ?? 0, price: 0 }]),
  );
  return computeTotals(applyRatePrices(selection, rate), 'PLN', null, rate);
}

function reservationFor(product: Product, date: string, rateId: number, counts: number[], amount: number) {
  const data = buildReservationData({ date, adults: 0, amount });
  const [booking] = data.directBooking.activityBookings;
  if (!booking) throw new Error('no activity booking');
  const passengers = product.categories.flatMap((id, i) =>
    Array.from({ length: counts[i] ?? 0 }, (_, n) => ({
      pricingCategoryId: id,
      passengerDetails: [
        { questionId: 'firstName', values: [`Guest${n + 1}`] },
        { questionId: 'lastName', values: ['Nowak'] },
      ],
      answers: [],
      extras: [],
    })),
  );
  Object.assign(booking, {
    activityId: product.activityId,
    startTimeId: product.startTimeId,
    rateId,
    passengers,
  });
  return data;
}

const mixes = (product: Product) =>
  fc
    .record({
      rateId: fc.constantFrom(...product.rateIds),
      date: fc.constantFrom(WEEKDAY, SATURDAY),
      counts: fc.tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 })),
    })
    .filter(({ counts }) => counts[0] + counts[1] >= 1 && counts[0] + counts[1] <= product.maxParticipants);

describe('the displayed price is the charged price', () => {
  it.each([
    ['1006 (participant bands, a per-booking rate)', KAYAK],
    ['1001 (weekday and weekend prices, a morning rate)', OLD_TOWN],
  ])(
    'for every ticket mix of %s',
    async (_, product) => {
      await fc.assert(
        fc.asyncProperty(mixes(product), async ({ rateId, date, counts }) => {
          const shown = await displayedTotal(product, date, rateId, counts);
          const res = await h.post('/api/bokun/validate-promo-code', {
            configId: 'demo',
            reservationData: reservationFor(product, date, rateId, counts, shown.totalPrice),
          });
          if (res.status !== 200) {
            // Bokun prices no mix the widget could not price either (a lone child has no band on 1006).
            expect(res.body.error.code).toBe('booking_not_priced');
            return;
          }
          expect(toMinorUnits(res.body.data.totalPrice as number, 'PLN')).toBe(shown.totalPriceMinor);
        }),
        { numRuns: 40 },
      );
    },
    60_000,
  );

  // One day each, so the holds never run into the slot's capacity.
  it.each([
    [[1, 0], 60_021, '2026-06-16'],
    [[3, 1], 60_021, '2026-06-17'],
    [[5, 2], 60_021, '2026-06-18'],
    [[2, 2], 60_022, '2026-06-19'],
  ])('reserves %j on rate %i at exactly the widget total', async (counts, rateId, date) => {
    const shown = await displayedTotal(KAYAK, date, rateId, counts);
    const res = await h.post('/api/bokun/reserve', {
      configId: 'demo',
      idempotencyKey: `displayed-${process.pid}-${rateId}-${counts.join('-')}`,
      reservationData: reservationFor(KAYAK, date, rateId, counts, shown.totalPrice),
    });
    expect(res.body.error).toBeUndefined();
    const code = res.body.data.confirmationCode as string;
    expect(toMinorUnits(h.sandbox.state.bokun.reservation(code)?.amount ?? -1, 'PLN')).toBe(
      shown.totalPriceMinor,
    );
    expect((await store.reservations.findByConfirmationCode('demo', code))?.amountMinor).toBe(
      shown.totalPriceMinor,
    );
  });
});
