import { scheduleSlotSchema } from '@booking/shared-contracts';
import { startSandbox, type RunningSandbox } from '@booking/sandbox';
import { createBokunApi } from './api';
import { mapScheduleSlot, mapScheduleSlots } from './mapSchedule';
import type { BokunAvailabilityJson } from './types';

// 09:00 in Warsaw: the day's 10:00 start is still bookable.
const now = new Date('2026-03-10T08:00:00Z');
let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, clock: () => now });
});
afterAll(() => sandbox.close());

const fetchSlots = (start: string, end: string) =>
  createBokunApi({
    baseUrl: sandbox.url,
    accessKey: 'demo-access-key',
    secretKey: 'demo-secret-key',
    clock: { now: () => now },
  })
    .getAvailabilities(1001, start, end, 'PLN')
    .then(mapScheduleSlots);

const buildAvailability = (overrides: BokunAvailabilityJson = {}): BokunAvailabilityJson => ({
  id: '31_20260612',
  date: 1781222400000,
  startTimeId: 31,
  startTime: '10:00',
  availabilityCount: 5,
  ...overrides,
});

describe('mapScheduleSlots', () => {
  it('maps a month of sandbox availability to contract slots', async () => {
    const slots = await fetchSlots('2026-03-01', '2026-03-31');
    expect(slots).toHaveLength(22 * 3);
    for (const slot of slots) expect(scheduleSlotSchema.validateSync(slot, { strict: true })).toEqual(slot);
    expect(slots[0]).toMatchObject({
      id: '10010_20260310',
      date: '2026-03-10',
      startTime: '10:00',
      startTimeId: 10_010,
      defaultRateId: 10_021,
      rateIds: [10_021, 10_022, 10_023],
      soldOut: false,
    });
    expect(slots[0]?.pricesByRate[0]?.pricePerCategoryUnit[0]).toEqual({
      id: 10_001,
      amount: { amount: 120, currency: 'PLN' },
      minParticipantsRequired: 0,
      maxParticipantsRequired: 0,
    });
  });

  it("keeps sold-out slots flagged and reads weekend prices from the day's own category prices", async () => {
    const slots = await fetchSlots('2026-03-14', '2026-03-15');
    expect(slots.filter((s) => s.soldOut).map((s) => s.id)).toEqual(['10012_20260315']);
    const standard = slots[0]?.pricesByRate[0];
    expect(standard?.pricePerCategoryUnit.find((p) => p.id === 10_001)?.amount.amount).toBe(140);
    expect(standard?.extraPricePerCategoryUnit).toEqual([]);
    expect(standard?.extras).toEqual([]);
  });

  it('passes a per-booking price and extras nested by category, and keeps flat override entries apart', () => {
    const [slot] = mapScheduleSlots([
      buildAvailability({
        pricesByRate: [
          {
            activityRateId: 7,
            pricePerBooking: { amount: 600, currency: 'PLN' },
            pricePerCategoryUnit: [],
            extraPricePerCategoryUnit: [
              { id: 31, prices: [{ id: 2, amount: { amount: 15, currency: 'PLN' } }, { id: 3 }] },
              { id: 2, amount: { amount: 99, currency: 'PLN' } },
            ],
          },
        ],
      }),
    ]);
    expect(slot?.pricesByRate[0]).toEqual({
      activityRateId: 7,
      pricePerBooking: { amount: 600, currency: 'PLN' },
      pricePerCategoryUnit: [],
      extraPricePerCategoryUnit: [
        {
          id: 2,
          amount: { amount: 99, currency: 'PLN' },
          minParticipantsRequired: null,
          maxParticipantsRequired: null,
        },
      ],
      extras: [{ extraId: 31, prices: [{ categoryId: 2, amount: { amount: 15, currency: 'PLN' } }] }],
    });
    expect(scheduleSlotSchema.validateSync(slot, { strict: true })).toEqual(slot);
  });

  it('passes an extra priced per booking with its one unit price, from extraPricePerUnit', () => {
    const [slot] = mapScheduleSlots([
      buildAvailability({
        pricesByRate: [
          {
            activityRateId: 7,
            pricePerCategoryUnit: [],
            extraPricePerUnit: [{ id: 32, amount: { amount: 20, currency: 'PLN' } }, { id: 33 }],
          },
        ],
      }),
    ]);
    expect(slot?.pricesByRate[0]?.extras).toEqual([
      { extraId: 32, prices: [], bookingPrice: { amount: 20, currency: 'PLN' } },
    ]);
    expect(scheduleSlotSchema.validateSync(slot, { strict: true })).toEqual(slot);
  });

  it('returns no slots for the month without availability', async () => {
    expect(await fetchSlots('2026-05-01', '2026-05-31')).toEqual([]);
  });

  it('keeps the seats Bokun counts as booked or held, for the capacity of a departure, and nothing else there', () => {
    expect(mapScheduleSlot(buildAvailability({ bookedParticipants: 20 }))?.bookedParticipants).toBe(20);
    expect(mapScheduleSlot(buildAvailability())).not.toHaveProperty('bookedParticipants');
    expect(mapScheduleSlot(buildAvailability({ bookedParticipants: -1 }))).not.toHaveProperty(
      'bookedParticipants',
    );
  });

  it('reads the epoch-ms date in UTC', () => {
    expect(mapScheduleSlot(buildAvailability())?.date).toBe('2026-06-12');
  });

  it('builds the slot id from the start time when Bokun omits it, and drops entries without a date', () => {
    expect(mapScheduleSlot(buildAvailability({ id: undefined }))?.id).toBe('31_20260612');
    expect(mapScheduleSlot(buildAvailability({ date: undefined }))).toBeNull();
  });

  it('counts zero places as sold out unless availability is unlimited', () => {
    expect(mapScheduleSlot(buildAvailability({ availabilityCount: 0 }))?.soldOut).toBe(true);
    expect(
      mapScheduleSlot(buildAvailability({ availabilityCount: 0, unlimitedAvailability: true }))?.soldOut,
    ).toBe(false);
    expect(mapScheduleSlot(buildAvailability({ unavailable: true }))?.soldOut).toBe(true);
  });

  it('drops prices it cannot read and orders slots by date and time', () => {
    const slots = mapScheduleSlots([
      buildAvailability({ id: '32_20260612', startTime: '14:00', startTimeId: 32 }),
      buildAvailability({
        pricesByRate: [
          { activityRateId: 1, pricePerCategoryUnit: [{ id: 2, amount: { amount: 10, currency: 'pln' } }] },
        ],
      }),
    ]);
    expect(slots.map((s) => s.startTime)).toEqual(['10:00', '14:00']);
    expect(slots[0]?.pricesByRate).toEqual([
      { activityRateId: 1, pricePerCategoryUnit: [], extraPricePerCategoryUnit: [], extras: [] },
    ]);
  });
});
