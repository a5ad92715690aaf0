import type { PricedBooking } from './pricing';
import { ReservationBook } from './reservations';

const buildPriced = (overrides: Partial<PricedBooking> = {}): PricedBooking => ({
  amount: 24_000,
  currency: 'PLN',
  promoApplied: false,
  lines: [{ activityId: 1001, slotId: '2030-05-06T10:00', participants: 2, amount: 24_000 }],
  ...overrides,
});

const noExtra = { promoCode: null, externalBookingReference: null };

/** The confirmation codes of `count` bookings made by a book. */
const codesOf = (book: ReservationBook, count: number): string[] =>
  Array.from({ length: count }, () => book.reserve(buildPriced(), noExtra).confirmationCode);

describe('ReservationBook numbering', () => {
  it('numbers codes and booking ids from an explicit start, one up per booking', () => {
    const book = new ReservationBook(() => new Date('2030-05-01T08:00:00Z'), 'DEMO', 41);
    const first = book.reserve(buildPriced(), noExtra);
    const second = book.reserve(buildPriced(), noExtra);
    expect([first.confirmationCode, first.bookingId]).toEqual(['DEMO-41', 41]);
    expect([second.confirmationCode, second.bookingId]).toEqual(['DEMO-42', 42]);
    expect(first.productConfirmationCodes).toEqual(['DEMO-T411']);
  });

  it('never reissues a code of an earlier run when restarted later, with nothing kept between runs', () => {
    let now = new Date('2030-05-01T08:00:00Z');
    const clock = () => now;
    const firstRun = codesOf(new ReservationBook(clock, 'DEMO'), 50);
    now = new Date(now.getTime() + 1_000);
    const restarted = codesOf(new ReservationBook(clock, 'DEMO'), 50);
    expect(restarted.filter((code) => firstRun.includes(code))).toEqual([]);
  });

  it('starts from the clock when given no start, so a seeded clock numbers the same way every time', () => {
    const clock = () => new Date('2030-05-01T08:00:00Z');
    expect(codesOf(new ReservationBook(clock, 'DEMO'), 2)).toEqual(codesOf(new ReservationBook(clock, 'DEMO'), 2));
    expect(codesOf(new ReservationBook(clock, 'DEMO'), 1)).toEqual([`DEMO-${Date.parse('2030-05-01T08:00:00Z')}`]);
  });

  it('refuses a start that is not a positive integer', () => {
    const clock = () => new Date('2030-05-01T08:00:00Z');
    expect(() => new ReservationBook(clock, 'DEMO', 0)).toThrow(RangeError);
    expect(() => new ReservationBook(clock, 'DEMO', 1.5)).toThrow(RangeError);
  });
});
