import { reservationDataSchema } from '@booking/shared-contracts';
import { buildReservationData } from '../../../test/reservationData';
import { toBokunBooking } from '../../providers/bokun';
import { touchedMonths } from './touchedMonths';

const parse = (raw: unknown) => reservationDataSchema.validateSync(raw, { stripUnknown: true });

describe('touchedMonths', () => {
  it('lists each activity month once', () => {
    const raw = buildReservationData({ date: '2026-06-16' });
    const [first] = raw.directBooking.activityBookings;
    const data = parse({
      ...raw,
      directBooking: {
        ...raw.directBooking,
        activityBookings: [first, { ...first, date: '2026-06-30' }, { ...first, date: '2026-07-01' }],
      },
    });
    expect(touchedMonths(toBokunBooking(data))).toEqual([
      { activityId: 1001, month: '2026-06' },
      { activityId: 1001, month: '2026-07' },
    ]);
  });
});
