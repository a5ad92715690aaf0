import { startHarness, upstreamCalls, type Harness } from '../../test/bokunHarness';
import { buildReservationData } from '../../test/reservationData';
import { STORE_OPEN_TIMEOUT_MS, testEngines } from '../store/testing/testStores';

const engines = testEngines();
afterAll(() => Promise.all(engines.map((engine) => engine.cleanup())));

describe.each(engines)('reserve idempotency on $name', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(new Date('2026-06-10T09:00:00Z'), await engine.open());
  }, STORE_OPEN_TIMEOUT_MS);
  afterAll(() => h.close());

  it('makes exactly one upstream reservation for 20 concurrent identical requests, all answered alike', async () => {
    const body = {
      configId: 'demo',
      idempotencyKey: `burst-${engine.name}-${process.pid}`,
      reservationData: buildReservationData({ date: '2026-06-25', adults: 1 }),
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => h.post('/api/bokun/reserve', body)));
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 20 }, () => 200));
    const codes = new Set(answers.map((a) => a.body.data.confirmationCode as string));
    expect(codes.size).toBe(1);
    expect(upstreamCalls(h.sandbox, 'POST', '/checkout.json/submit')).toBe(1);
    expect(h.sandbox.state.bokun.reservations()).toHaveLength(1);
  });
});
