import { reservationDataSchema, type ReservationData } from '@booking/shared-contracts';
import { buildReservationData } from '@booking/sandbox/testing';

/** A §7 reservation body as the reserve route reads it. */
const parsed = (options: Parameters<typeof buildReservationData>[0]): ReservationData =>
  reservationDataSchema.validateSync(buildReservationData(options));
import { bokunClientOver, type BokunApi } from '../../providers/bokun';
import type { BokunAvailabilityJson } from '../../providers/bokun/types';
import { IN_MEMORY, openStore, type Store } from '../../store';
import { STORE_OPEN_TIMEOUT_MS } from '../../store/testing/testStores';
import { testDeps } from '../../testing/testDeps';
import { assertHoldBounds, departureOf, departureShare, missingContactOf, seatsOf } from './holdBounds';

const withContact = (contact: Record<string, string>): ReservationData => {
  const data = parsed({ date: '2026-12-07', adults: 9 });
  data.directBooking.mainContactDetails = Object.entries(contact).map(([questionId, value]) => ({
    questionId,
    values: [value],
  }));
  return data;
};

describe('hold bounds', () => {
  it('counts one seat per passenger', () => {
    expect(seatsOf(parsed({ date: '2026-12-07', adults: 3, children: 2 }))).toBe(5);
  });

  it('names the departure of the booking: activity, day and start time', () => {
    const data = parsed({ date: '2026-12-07', startTimeId: 10_012 });
    expect(departureOf('demo', data)).toEqual({
      configId: 'demo',
      activityId: 1001,
      date: '2026-12-07',
      startTimeId: 10_012,
    });
  });

  it('lets a holder take a share of a departure, rounded down, and at least one seat', () => {
    expect(departureShare(25, 50)).toBe(12);
    expect(departureShare(20, 50)).toBe(10);
    expect(departureShare(1, 50)).toBe(1);
    expect(departureShare(0, 50)).toBe(1);
    expect(departureShare(25, 100)).toBe(25);
  });

  it('finds a contact complete with a name and an e-mail, or a name and a phone', () => {
    expect(missingContactOf(withContact({ firstName: 'Anna', email: 'anna@example.com' }))).toEqual([]);
    expect(missingContactOf(withContact({ lastName: 'Nowak', phoneNumber: '+48 600 100 200' }))).toEqual([]);
  });

  it('counts the widget’s placeholders as no contact data', () => {
    expect(
      missingContactOf(
        withContact({
          firstName: 'Guest',
          lastName: 'Guest',
          email: 'guest@example.com',
          phoneNumber: '000000',
        }),
      ),
    ).toEqual(['firstName', 'lastName', 'email', 'phoneNumber']);
  });

  it('needs a way to reach the contact, not a name alone', () => {
    expect(
      missingContactOf(withContact({ firstName: 'Anna', email: 'not-an-address', phoneNumber: '12' })),
    ).toEqual(['email', 'phoneNumber']);
  });
});

describe('a departure’s capacity when Bokun does not say how many seats are booked', () => {
  let store: Store;
  beforeAll(async () => {
    store = await openStore({ dataDir: IN_MEMORY });
  }, STORE_OPEN_TIMEOUT_MS);
  afterAll(() => store.close());

  const DATE = '2026-12-07';
  /** 10 seats free at 10:00; Bokun's answer carries no bookedParticipants. */
  const availability: BokunAvailabilityJson = {
    id: `10010_${DATE.replaceAll('-', '')}`,
    date: Date.parse(`${DATE}T00:00:00Z`),
    startTimeId: 10_010,
    startTime: '10:00',
    availabilityCount: 10,
  };
  const api = {
    getActivity: (activityId: number) => Promise.resolve({ id: activityId, title: 'Old Town walking tour' }),
    getAvailabilities: () => Promise.resolve([availability]),
  } as unknown as BokunApi;

  it('counts the seats held through the BFF beside the free ones: 10 free and 10 held make a share of 10', async () => {
    const deps = testDeps(undefined, { store, bokunClient: () => bokunClientOver(api) });
    const now = deps.clock.now();
    const hold = async (code: string, clientKey: string, seats: number) => {
      await store.reservations.save(
        {
          configId: 'demo',
          confirmationCode: code,
          bookingId: seats,
          activityId: 1001,
          date: DATE,
          startTimeId: 10_010,
          amountMinor: 100,
          currency: 'PLN',
          expiresAt: new Date(now.getTime() + 30 * 60_000),
        },
        now,
      );
      await store.holds.attach(
        { configId: 'demo', confirmationCode: code },
        { tokenHash: 'x', clientKey, seats },
      );
    };
    await hold('CAP-1', 'this-client', 6);
    await hold('CAP-2', 'someone-else', 4);
    const bounds = (adults: number) => ({
      configId: 'demo',
      data: parsed({ date: DATE, adults }),
      client: { key: 'this-client', maxLiveHolds: 10 },
      departureSharePercent: 50,
      contactAboveSeats: 100,
    });
    await expect(assertHoldBounds(deps, store, bounds(4))).resolves.toBeUndefined();
    await expect(assertHoldBounds(deps, store, bounds(5))).rejects.toMatchObject({
      code: 'hold_seats_limit_reached',
      details: { bound: 'departure_share', maxSeats: 10 },
    });
  });
});
