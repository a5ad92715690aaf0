import {
  bokunGeneralInformation,
  bokunSchedule,
  type ActivityDetails,
  type ScheduleSlotDto,
} from '@booking/shared-contracts';
import type { BokunClient } from '../providers/bokun';
import { demoConfig } from '../config/widgetConfigs';
import { testDeps } from '../testing/testDeps';
import { currentMonthWindow, initialDataSource, productToOpen } from './initialData';

/** The contract's example activity details. */
const exampleActivityDetails = () =>
  (bokunGeneralInformation.examples.valid.response as { data: ActivityDetails }).data;

const config = demoConfig('http://localhost:8080');

/** The contract's example slot. */
const exampleSlot = () => (bokunSchedule.examples.valid.response as { data: ScheduleSlotDto[] }).data[0]!;

/**
 * Deps whose Bokun client answers activity details and schedules (after `delayMs`), failing for the ids in
 * `failing`; `asked` lists the details asked, `windows` the schedule windows.
 */
function depsWith(options: { delayMs?: number; failing?: number[] } = {}) {
  const asked: string[] = [];
  const windows: string[] = [];
  const answer = async <T>(activityId: number, value: T): Promise<T> => {
    await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 0));
    if (options.failing?.includes(activityId)) throw new Error(`no activity ${activityId}`);
    return value;
  };
  const client = {
    activityDetails: (activityId: number, lang: string): Promise<ActivityDetails> => {
      asked.push(`${activityId}/${lang}`);
      return answer(activityId, { ...exampleActivityDetails(), id: activityId });
    },
    scheduleSlots: (activityId: number, startDate: string, endDate: string): Promise<ScheduleSlotDto[]> => {
      windows.push(`${activityId}/${startDate}/${endDate}`);
      return answer(activityId, [{ ...exampleSlot(), date: startDate }]);
    },
  } as unknown as BokunClient;
  const deps = testDeps(undefined, {
    bokunClient: () => client,
    widgetConfigs: (id) => (id === config.configId ? config : undefined),
  });
  return { deps, asked, windows };
}

describe('currentMonthWindow', () => {
  it("is the first to the last day of now's month (UTC), as the widget asks a month", () => {
    expect(currentMonthWindow(new Date('2026-02-10T12:00:00Z'))).toEqual({
      startDate: '2026-02-01',
      endDate: '2026-02-28',
    });
    expect(currentMonthWindow(new Date('2028-02-29T23:59:59Z')).endDate).toBe('2028-02-29');
    expect(currentMonthWindow(new Date('2026-12-31T23:00:00Z'))).toEqual({
      startDate: '2026-12-01',
      endDate: '2026-12-31',
    });
  });
});

describe('productToOpen', () => {
  const products = config.products;
  const second = products[1];

  it('opens a product by id, by one of its activities where allowed, else the first', () => {
    expect(second).toBeDefined();
    expect(productToOpen(products, second?.id)).toBe(second);
    const activity = String(second?.variants[0]?.bokunId);
    expect(productToOpen(products, activity)).toBe(second);
    expect(productToOpen(products, activity, false)).toBe(products[0]);
    expect(productToOpen(products, null)).toBe(products[0]);
    expect(productToOpen([], 'x')).toBeNull();
  });
});

describe('initialDataSource', () => {
  it("carries the config, its credentials report and the opened product's activities in the page language", async () => {
    const { deps, asked } = depsWith();
    const data = await initialDataSource(deps)({ configId: 'demo', lang: 'de' });
    const first = config.products[0];
    const ids = first?.variants.map((variant) => variant.bokunId) ?? [];
    expect(data?.widgetConfig).toEqual({
      configId: 'demo',
      globalConfig: config.globalConfig,
      products: config.products,
    });
    expect(data?.credentials?.message).toEqual(expect.any(String));
    expect(data?.activities.map((a) => [a.activityId, a.lang, a.answer.data.id])).toEqual(
      ids.map((id) => [id, 'de', id]),
    );
    expect(asked).toEqual(ids.map((id) => `${id}/de`));
  });

  it("carries each activity's schedule of the current month, as the schedule route answers it", async () => {
    const { deps, windows } = depsWith();
    const data = await initialDataSource(deps)({ configId: 'demo', lang: 'en' });
    const ids = config.products[0]?.variants.map((variant) => variant.bokunId) ?? [];
    const month = currentMonthWindow(deps.clock.now());
    expect(windows).toEqual(ids.map((id) => `${id}/${month.startDate}/${month.endDate}`));
    expect(data?.schedules.map((s) => [s.activityId, s.startDate, s.endDate])).toEqual(
      ids.map((id) => [id, month.startDate, month.endDate]),
    );
    for (const schedule of data?.schedules ?? []) {
      expect(bokunSchedule.response.isValidSync(schedule.answer)).toBe(true);
      expect(schedule.answer.data.map((slot) => slot.date)).toEqual([month.startDate]);
    }
  });

  it('leaves out activities that fail or are slower than the wait, and answers null for an unknown config', async () => {
    const failing = depsWith({ failing: config.products[0]?.variants.map((v) => v.bokunId) });
    const withoutAny = await initialDataSource(failing.deps)({ configId: 'demo', lang: 'en' });
    expect(withoutAny?.activities).toEqual([]);
    expect(withoutAny?.schedules).toEqual([]);
    const slow = depsWith({ delayMs: 200 });
    const data = await initialDataSource(slow.deps, { waitMs: 20 })({ configId: 'demo', lang: 'en' });
    expect(data?.activities).toEqual([]);
    expect(data?.schedules).toEqual([]);
    expect(data?.widgetConfig.configId).toBe('demo');
    expect(await initialDataSource(slow.deps)({ configId: 'nope', lang: 'en' })).toBeNull();
  });
});
