import { bokunGeneralInformation, bokunSchedule } from '@booking/shared-contracts';
import {
  demoBokunVars,
  postJson,
  startBff,
  startHarness,
  upstreamCalls,
  useHarness,
  type Harness,
} from '../../test/bokunHarness';
import { OLD_TOWN, SIX_PM } from '@booking/sandbox/testing';
import type { ScheduleSlotDto } from '@booking/shared-contracts';
import { describeEngines, ENGINE_OPEN_TIMEOUT_MS } from '../testing/engines';

const TODAY = new Date('2026-06-10T09:00:00Z');

describeEngines('catalogue routes', (engine) => {
  const h = useHarness(engine, TODAY);

  const slotsOf = (body: { data: ScheduleSlotDto[] }) => body.data;

  // 10 June 2026: the sandbox publishes June to November, except August (two months ahead), which is empty.
  const AVAILABILITIES = /^\/activity\.json\/\d+\/availabilities$/;

  beforeEach(() => h.sandbox.state.bokun.reset());

  describe('POST /api/bokun/general-information/{activityId}/{lang}', () => {
    it('answers the activity details of the contract and serves a repeat from the cache', async () => {
      const first = await h.post(`/api/bokun/general-information/${OLD_TOWN}/en`, { configId: 'demo' });
      expect(first.status).toBe(200);
      expect(bokunGeneralInformation.response.isValidSync(first.body, { strict: true })).toBe(true);
      expect(first.body.success).toBe(true);
      expect(first.body.data).toMatchObject({
        id: OLD_TOWN,
        title: 'Kraków Old Town Walking Tour',
        currency: 'PLN',
      });
      expect((first.body.data.startTimes as Array<{ hour: number }>).map((s) => s.hour)).toEqual([
        10, 14, 18,
      ]);

      const second = await h.post(`/api/bokun/general-information/${OLD_TOWN}/en`, { configId: 'demo' });
      expect(second.body).toEqual(first.body);
      expect(upstreamCalls(h.sandbox, 'GET', `/activity.json/${OLD_TOWN}`)).toBe(1);
    });

    it('answers 404 activity_not_available with the catalogue text for an activity Bokun does not know', async () => {
      const res = await h.post('/api/bokun/general-information/9999/en', { configId: 'demo' });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        error: {
          code: 'activity_not_available',
          message: 'Activity 9999 does not exist or is not available',
        },
      });
    });

    it('answers 404 config_not_found for a config id that has no configuration', async () => {
      const res = await h.post(`/api/bokun/general-information/${OLD_TOWN}/en`, { configId: 'nobody' });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('config_not_found');
    });
  });

  describe('POST /api/bokun/schedule/{activityId}/{startDate}/{endDate}', () => {
    it('loads each calendar month whole, once, and answers only the requested days', async () => {
      const res = await h.post(`/api/bokun/schedule/${OLD_TOWN}/2026-06-15/2026-07-10`, { configId: 'demo' });
      expect(res.status).toBe(200);
      expect(bokunSchedule.response.isValidSync(res.body, { strict: true })).toBe(true);
      const dates = slotsOf(res.body).map((slot) => slot.date);
      expect(dates[0]).toBe('2026-06-15');
      expect(dates.at(-1)).toBe('2026-07-10');
      expect(dates.every((d) => d >= '2026-06-15' && d <= '2026-07-10')).toBe(true);

      const queries = h.sandbox.state.bokun.calls
        .filter((c) => AVAILABILITIES.test(c.path))
        .map((c) => c.query);
      expect(queries).toHaveLength(2);
      expect(queries).toEqual(
        expect.arrayContaining([
          expect.stringContaining('start=2026-06-01&end=2026-06-30'),
          expect.stringContaining('start=2026-07-01&end=2026-07-31'),
        ]),
      );

      // Any other window inside the same months is served from the cache.
      await h.post(`/api/bokun/schedule/${OLD_TOWN}/2026-06-20/2026-07-02`, { configId: 'demo' });
      expect(upstreamCalls(h.sandbox, 'GET', AVAILABILITIES)).toBe(2);
    });

    it('marks the sold-out slot: the last start time on days divisible by five', async () => {
      const res = await h.post(`/api/bokun/schedule/${OLD_TOWN}/2026-06-15/2026-06-15`, { configId: 'demo' });
      const evening = slotsOf(res.body).find((slot) => slot.startTimeId === SIX_PM);
      expect(evening).toMatchObject({ id: `${SIX_PM}_20260615`, soldOut: true, availabilityCount: 0 });
      expect(slotsOf(res.body).filter((slot) => !slot.soldOut)).toHaveLength(2);
    });

    it('answers an empty list for a month without availability', async () => {
      const res = await h.post(`/api/bokun/schedule/${OLD_TOWN}/2026-08-01/2026-08-31`, { configId: 'demo' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, data: [] });
    });

    it('answers 404 activity_not_available for an unknown activity', async () => {
      const res = await h.post('/api/bokun/schedule/9999/2026-06-01/2026-06-30', { configId: 'demo' });
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual({
        code: 'activity_not_available',
        message: 'Activity 9999 does not exist or is not available',
      });
    });

    it.each([
      ['a day February does not have', '2026-02-30', '2026-03-05'],
      ['an end before the start', '2026-06-30', '2026-06-01'],
      ['a date that is not a date', 'tomorrow', '2026-06-30'],
    ])('answers 400 invalid_request for %s, without calling Bokun', async (_case, start, end) => {
      const res = await h.post(`/api/bokun/schedule/${OLD_TOWN}/${start}/${end}`, { configId: 'demo' });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalid_request');
      expect(res.body.error.details.length).toBeGreaterThan(0);
      expect(upstreamCalls(h.sandbox, 'GET', AVAILABILITIES)).toBe(0);
    });
  });

  describe('catalogue reads with a broken Bokun channel', () => {
    it('answers 502 upstream_auth_failed when the configured secret is wrong', async () => {
      const bff = await startBff({
        clock: h.clock,
        credentialSource: demoBokunVars(h.sandbox.url, 'wrong-secret'),
      });
      try {
        const res = await postJson(bff.url, `/api/bokun/general-information/${OLD_TOWN}/en`, {
          configId: 'demo',
        });
        expect(res.status).toBe(502);
        expect(res.body.error.code).toBe('upstream_auth_failed');
        expect(res.body.error.message).not.toContain('wrong-secret');
      } finally {
        await bff.close();
      }
    });

    it('answers 503 credentials_missing naming the missing variables when the config has no Bokun keys', async () => {
      const bff = await startBff({ clock: h.clock, credentialSource: {} });
      try {
        const res = await postJson(bff.url, `/api/bokun/schedule/${OLD_TOWN}/2026-06-01/2026-06-30`, {
          configId: 'demo',
        });
        expect(res.status).toBe(503);
        expect(res.body.error.code).toBe('credentials_missing');
        expect(res.body.error.message).toContain('DEMO_BOKUN_SECRET_KEY');
      } finally {
        await bff.close();
      }
    });
  });
});

// Expiry read against the harness clock: the in-process cache takes the BFF's clock; Redis expires keys in
// its own time (SET … PX), which a test clock cannot move.
describe('catalogue expiry on the in-process cache', () => {
  let h: Harness;
  const AVAILABILITIES = /^\/activity\.json\/\d+\/availabilities$/;
  beforeAll(async () => {
    h = await startHarness(TODAY);
  }, ENGINE_OPEN_TIMEOUT_MS);
  afterAll(() => h.close());

  it('keeps activity details for five minutes, then asks Bokun again', async () => {
    const ask = () => h.post(`/api/bokun/general-information/${OLD_TOWN}/pl`, { configId: 'demo' });
    await ask();
    h.clock.advance(4 * 60_000);
    await ask();
    expect(upstreamCalls(h.sandbox, 'GET', `/activity.json/${OLD_TOWN}`)).toBe(1);
    h.clock.advance(60_000);
    await ask();
    expect(upstreamCalls(h.sandbox, 'GET', `/activity.json/${OLD_TOWN}`)).toBe(2);
  });

  it('keeps a month for thirty seconds, then loads it again', async () => {
    const ask = () => h.post(`/api/bokun/schedule/${OLD_TOWN}/2026-09-01/2026-09-30`, { configId: 'demo' });
    await ask();
    h.clock.advance(29_000);
    await ask();
    expect(upstreamCalls(h.sandbox, 'GET', AVAILABILITIES)).toBe(1);
    h.clock.advance(1_000);
    await ask();
    expect(upstreamCalls(h.sandbox, 'GET', AVAILABILITIES)).toBe(2);
  });
});
