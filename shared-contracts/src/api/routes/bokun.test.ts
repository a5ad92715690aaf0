import { bokunReserve, bokunSchedule } from './bokun';
import { exampleReservationData } from './bokunExamples';

const params = (startDate: string, endDate: string) => ({ activityId: '1001', startDate, endDate });
const validParams = (value: unknown) => bokunSchedule.params.isValidSync(value);

describe('bokunSchedule params', () => {
  it('accepts one month, first to last day, YYYY-MM-DD (§7), casting the path id to a number', () => {
    expect(bokunSchedule.params.validateSync(params('2026-02-01', '2026-02-28')).activityId).toBe(1001);
  });

  it('rejects dates that are not real calendar days', () => {
    expect(validParams(params('2026-02-01', '2026-02-30'))).toBe(false);
    expect(validParams(params('2026-13-01', '2026-13-02'))).toBe(false);
  });

  it('rejects other date formats', () => {
    expect(validParams(params('2026-6-1', '2026-06-30'))).toBe(false);
    expect(validParams(params('01.06.2026', '30.06.2026'))).toBe(false);
  });

  it('rejects an end date before the start date and accepts a single day', () => {
    expect(validParams(params('2026-06-30', '2026-06-01'))).toBe(false);
    expect(validParams(params('2026-06-01', '2026-06-01'))).toBe(true);
  });

  it('rejects a window longer than a year', () => {
    expect(validParams(params('2026-01-01', '2027-06-01'))).toBe(false);
  });
});

describe('bokunReserve body', () => {
  const body = (reservationData: unknown) => ({
    reservationData,
    configId: 'demo',
    idempotencyKey: 'key-12345678',
    sessionId: 'ws_0tbk2u8pAbCdEfGhIjKlMnOpQrStUvWxAbCdEfGhIjKlMnOpQrStUvW',
  });

  it('requires the fixed checkout option, payment method and source of §7', () => {
    for (const [field, wrong] of [
      ['checkoutOption', 'DEPOSIT'],
      ['paymentMethod', 'CARD'],
      ['source', 'SHOPPING_CART'],
    ] as const) {
      expect(bokunReserve.body.isValidSync(body({ ...exampleReservationData, [field]: wrong }))).toBe(false);
    }
  });

  it('defaults sendNotificationToMainContact to true and showPricesInNotification to false', () => {
    const {
      sendNotificationToMainContact: _a,
      showPricesInNotification: _b,
      ...rest
    } = exampleReservationData;
    const parsed = bokunReserve.body.validateSync(body(rest));
    expect(parsed.reservationData.sendNotificationToMainContact).toBe(true);
    expect(parsed.reservationData.showPricesInNotification).toBe(false);
  });

  it('needs at least one passenger per activity booking (one entry per person)', () => {
    const [booking] = exampleReservationData.directBooking.activityBookings;
    const noPassengers = {
      ...exampleReservationData,
      directBooking: {
        ...exampleReservationData.directBooking,
        activityBookings: [{ ...booking, passengers: [] }],
      },
    };
    expect(bokunReserve.body.isValidSync(body(noPassengers))).toBe(false);
  });

  it('takes one activity booking per reservation, of at most 100 passengers', () => {
    const [booking] = exampleReservationData.directBooking.activityBookings;
    const withBookings = (activityBookings: unknown[]) => ({
      ...exampleReservationData,
      directBooking: { ...exampleReservationData.directBooking, activityBookings },
    });
    expect(bokunReserve.body.isValidSync(body(withBookings([booking, booking])))).toBe(false);
    const crowd = Array.from({ length: 101 }, () => booking?.passengers[0]);
    expect(bokunReserve.body.isValidSync(body(withBookings([{ ...booking, passengers: crowd }])))).toBe(
      false,
    );
  });

  it('rejects an amount of 0 and a lower-case currency', () => {
    expect(bokunReserve.body.isValidSync(body({ ...exampleReservationData, amount: 0 }))).toBe(false);
    expect(bokunReserve.body.isValidSync(body({ ...exampleReservationData, currency: 'pln' }))).toBe(false);
  });

  it('requires an idempotency key', () => {
    expect(bokunReserve.body.isValidSync({ reservationData: exampleReservationData, configId: 'demo' })).toBe(
      false,
    );
  });
});
