import { reservationDataSchema, type ReservationData } from '@booking/shared-contracts';
import { buildReservationData } from '../../../test/reservationData';

/** A §7 reservation body as the reserve route reads it. */
const parsed = (options: Parameters<typeof buildReservationData>[0]): ReservationData =>
  reservationDataSchema.validateSync(buildReservationData(options));
import { departureOf, departureShare, missingContactOf, seatsOf } from './holdBounds';

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
