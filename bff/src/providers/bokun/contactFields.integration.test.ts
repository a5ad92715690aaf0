import { IN_MEMORY, openStore, type Store } from '../../store';
import { startHarness, type Harness } from '../../../test/bokunHarness';
import { buildReservationData } from '../../../test/reservationData';

const TODAY = new Date('2026-06-10T09:00:00Z');
const HIKE = 1005;

let store: Store;
let h: Harness;
beforeAll(async () => {
  store = await openStore({ dataDir: IN_MEMORY });
  h = await startHarness(TODAY, store);
}, 60_000);
afterAll(async () => {
  await h.close();
  await store.close();
});

/** A reservation of 1005 (phone required, no e-mail) with the given main-contact answers. */
function hikeReservation(contact: Record<string, string>) {
  const data = buildReservationData({ date: '2026-06-16', adults: 1, amount: 150 });
  const [booking] = data.directBooking.activityBookings;
  if (!booking) throw new Error('no activity booking');
  Object.assign(booking, {
    activityId: HIKE,
    startTimeId: 50_010,
    rateId: 50_021,
    passengers: booking.passengers.map((p) => ({ ...p, pricingCategoryId: 50_001 })),
  });
  data.directBooking.mainContactDetails = Object.entries(contact).map(([questionId, value]) => ({
    questionId,
    values: [value],
  }));
  return data;
}

describe('main-contact fields the activity requires', () => {
  it('answers 400 missing_contact_information naming the missing field when Bokun refuses the booking', async () => {
    const res = await h.post('/api/bokun/reserve', {
      configId: 'demo',
      idempotencyKey: `contact-missing-${process.pid}`,
      reservationData: hikeReservation({ firstName: 'Anna', lastName: 'Nowak', email: 'anna@example.com' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'missing_contact_information',
      details: { fields: ['phoneNumber'] },
    });
    expect(res.body.error.message).toMatch(/phone/i);
  });

  it('reserves without an e-mail when the activity does not ask for one', async () => {
    const res = await h.post('/api/bokun/reserve', {
      configId: 'demo',
      idempotencyKey: `contact-phone-only-${process.pid}`,
      reservationData: hikeReservation({ firstName: 'Anna', lastName: 'Nowak', phoneNumber: '+48600100200' }),
    });
    expect(res.body.error).toBeUndefined();
    expect(res.status).toBe(200);
  });
});
