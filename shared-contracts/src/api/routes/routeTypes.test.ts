import type { RouteIO } from './index';
import { routes } from './index';

describe('RouteIO types', () => {
  it('infer the reserve body and response from the schemas (checked by the compiler, shown at run time)', () => {
    const body: RouteIO<'bokunReserve'>['body'] = routes.bokunReserve.body.validateSync(
      routes.bokunReserve.examples.valid.body,
    );
    const passengers: number = body.reservationData.directBooking.activityBookings[0]?.passengers.length ?? 0;
    expect(passengers).toBe(2);
    const response: RouteIO<'bokunReserve'>['response'] = {
      success: true,
      data: { confirmationCode: 'A-1', bookingId: 1 },
    };
    expect(routes.bokunReserve.response.isValidSync(response)).toBe(true);
  });

  it('type path parameters after casting: activityId is a number', () => {
    const params: RouteIO<'bokunSchedule'>['params'] = routes.bokunSchedule.params.validateSync({
      activityId: '1001',
      startDate: '2026-06-01',
      endDate: '2026-06-30',
    });
    const id: number = params.activityId;
    expect(id).toBe(1001);
  });
});
