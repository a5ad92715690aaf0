import { useHarness } from '../../../test/bokunHarness';
import { describeEngines } from '../../testing/engines';
import { buildHikeReservation } from '@booking/sandbox/testing';

const TODAY = new Date('2026-06-10T09:00:00Z');

describeEngines('Contact fields the activity requires, on each engine', (engine) => {
  const h = useHarness(engine, TODAY);

  /** A reservation of 1005 (phone required, no e-mail) with the given main-contact answers. */
  const hikeReservation = (contact: Record<string, string>) => buildHikeReservation('2026-06-16', contact);

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
        reservationData: hikeReservation({
          firstName: 'Anna',
          lastName: 'Nowak',
          phoneNumber: '+48600100200',
        }),
      });
      expect(res.body.error).toBeUndefined();
      expect(res.status).toBe(200);
    });
  });
});
