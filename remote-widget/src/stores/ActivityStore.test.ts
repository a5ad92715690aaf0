import type { InitialData } from '@booking/shared-contracts';
import { buildWidgetConfig } from '../testing/fakeBff';
import { catalogueActivity, catalogueSlot, storesOver } from '../testing/fakeCatalogue';

/** A page's data block of config 'demo' carrying activity 1's June 2026 as `answer`. */
const carryingJune = (answer: unknown): InitialData => ({
  configId: 'demo',
  widgetConfig: buildWidgetConfig({ configId: 'demo' }),
  credentials: null,
  activities: [],
  schedules: [{ activityId: 1, startDate: '2026-06-01', endDate: '2026-06-30', answer: answer as never }],
});

const scheduleCalls = (requests: string[]) =>
  requests.filter((url) => url.startsWith('/api/bokun/schedule/'));

describe('ActivityStore', () => {
  it('keeps activities by id, mapped from general-information (§3)', async () => {
    const { root, requests } = storesOver({ activities: { 1001: catalogueActivity(1001) } });
    const activity = await root.activities.loadActivity(1001, 'de', { tabName: 'Deutsch' });
    expect(requests).toEqual(['/api/bokun/general-information/1001/de']);
    expect(activity?.activityName).toBe('Activity 1001');
    expect(root.activities.activity(1001)?.tabName).toBe('Deutsch');
    expect(root.activities.activity(1001)?.tickets.map((ticket) => ticket.name)).toEqual(['Adult', 'Child']);
  });

  it('tolerates a failing activity and loads the others (§8 "tolerated per activity")', async () => {
    const { root } = storesOver({ activities: { 1: catalogueActivity(1), 3: catalogueActivity(3) } });
    const loaded = await root.activities.loadActivities([
      { activityId: 1 },
      { activityId: 2 },
      { activityId: 3 },
    ]);
    expect(loaded).toEqual([1, 3]);
    expect(root.activities.failures.get(2)).toBe('No activity 2');
    expect(root.activities.loading).toBe(false);
  });

  it('loads a month once, one call for its first to last day (§7)', async () => {
    const { root, requests } = storesOver({
      activities: { 1: catalogueActivity(1) },
      slots: { 1: [catalogueSlot('2026-06-12')] },
    });
    await root.activities.loadActivity(1);
    await Promise.all([root.activities.loadMonth(1, '2026-06'), root.activities.loadMonth(1, '2026-06')]);
    await root.activities.loadMonth(1, '2026-06');
    expect(scheduleCalls(requests)).toEqual(['/api/bokun/schedule/1/2026-06-01/2026-06-30']);
    expect(root.activities.activity(1)?.loadedMonths).toEqual(['2026-06']);
    expect(root.activities.activity(1)?.schedule.map((day) => day.date)).toEqual(['2026-06-12']);
    expect(root.activities.monthStatus(1, '2026-06')).toBe('loaded');
  });

  it("takes a month the page carries without asking the BFF for it (the page's first month)", async () => {
    const data = { activities: { 1: catalogueActivity(1) }, slots: { 1: [catalogueSlot('2026-06-20')] } };
    const inline = { success: true, data: [catalogueSlot('2026-06-12')] };
    const { root, requests } = storesOver(data, { initialData: carryingJune(inline) });
    await root.config.load('demo');
    await root.activities.loadActivity(1);
    await root.activities.loadMonth(1, '2026-06');
    expect(scheduleCalls(requests)).toEqual([]);
    expect(root.activities.activity(1)?.schedule.map((day) => day.date)).toEqual(['2026-06-12']);
    await root.activities.loadMonth(1, '2026-07');
    expect(scheduleCalls(requests)).toEqual(['/api/bokun/schedule/1/2026-07-01/2026-07-31']);
  });

  it('asks the BFF for a carried month whose answer breaks the contract', async () => {
    const data = { activities: { 1: catalogueActivity(1) }, slots: { 1: [catalogueSlot('2026-06-20')] } };
    const { root, requests } = storesOver(data, { initialData: carryingJune({ success: true, data: 'x' }) });
    await root.config.load('demo');
    await root.activities.loadActivity(1);
    await root.activities.loadMonth(1, '2026-06');
    expect(scheduleCalls(requests)).toEqual(['/api/bokun/schedule/1/2026-06-01/2026-06-30']);
    expect(root.activities.activity(1)?.schedule.map((day) => day.date)).toEqual(['2026-06-20']);
  });

  it('lists a loaded month without bookable slots among unavailableMonths', async () => {
    const { root } = storesOver({
      activities: { 1: catalogueActivity(1) },
      slots: { 1: [catalogueSlot('2026-06-12', { soldOut: true, availabilityCount: 0 })] },
    });
    await root.activities.loadActivity(1);
    await root.activities.loadMonth(1, '2026-06');
    expect(root.activities.activity(1)?.unavailableMonths).toEqual(['2026-06']);
    expect(root.activities.monthStatus(1, '2026-06')).toBe('unavailable');
  });

  it('looks ahead month by month until one has valid data (§4)', async () => {
    const { root, requests } = storesOver({
      activities: { 1: catalogueActivity(1) },
      slots: { 1: [catalogueSlot('2026-09-03')] },
    });
    await root.activities.loadActivity(1);
    expect(await root.activities.loadScheduleFrom(1, '2026-06')).toBe('2026-09');
    expect(scheduleCalls(requests)).toHaveLength(4);
  });

  it('gives up after 12 months without valid data (§9 lookahead 12 months)', async () => {
    const { root, requests } = storesOver({ activities: { 1: catalogueActivity(1) } });
    await root.activities.loadActivity(1);
    expect(await root.activities.loadScheduleFrom(1, '2026-06')).toBeNull();
    expect(scheduleCalls(requests)).toHaveLength(12);
  });

  it('keeps loaded months when the details are reloaded in another language', async () => {
    const { root } = storesOver({
      activities: { 1: catalogueActivity(1) },
      slots: { 1: [catalogueSlot('2026-06-12')] },
    });
    await root.activities.loadActivity(1, 'en');
    await root.activities.loadMonth(1, '2026-06');
    await root.activities.loadActivity(1, 'pl');
    expect(root.activities.activity(1)?.loadedMonths).toEqual(['2026-06']);
  });
});
