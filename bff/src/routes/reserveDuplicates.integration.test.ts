import { useHarness } from '../../test/bokunHarness';
import { buildReservationData, SIX_PM } from '@booking/sandbox/testing';
import { describeEngines } from '../testing/engines';

const TODAY = new Date('2026-06-10T09:00:00Z');

describeEngines('reserve duplicates', (engine) => {
  const h = useHarness(engine, TODAY);

  describe('finding 8: concurrent duplicates of a failing reserve', () => {
    it('all get the first call’s refusal, 422 reservation_not_created, never a 502', async () => {
      const body = {
        configId: 'demo',
        idempotencyKey: `dup-fail-${process.pid}`,
        reservationData: buildReservationData({ date: '2026-06-20', startTimeId: SIX_PM }),
      };
      const answers = await Promise.all(Array.from({ length: 5 }, () => h.post('/api/bokun/reserve', body)));
      expect(answers.map((a) => a.status)).toEqual([422, 422, 422, 422, 422]);
      for (const answer of answers) expect(answer.body.error.code).toBe('reservation_not_created');
    });
  });
});
