import { toIsoDate } from '../domain';
import { catalogueActivity, catalogueSlot, storesOver } from '../testing/fakeCatalogue';

/** Activity 1 bookable in August 2026 only, activity 2 in June; the fake clock stands at 1 June 2026. */
async function calendarOver() {
  const stores = storesOver({
    activities: { 1: catalogueActivity(1), 2: catalogueActivity(2) },
    slots: { 1: [catalogueSlot('2026-08-04')], 2: [catalogueSlot('2026-06-20')] },
  });
  await stores.root.activities.loadActivities([{ activityId: 1 }, { activityId: 2 }]);
  return { ...stores, calendar: stores.root.calendar };
}

const scheduleCalls = (requests: string[]) =>
  requests.filter((url) => url.startsWith('/api/bokun/schedule/1/'));

describe('CalendarStore', () => {
  it('shows the current month, loading, while the look-ahead searches', async () => {
    const { calendar } = await calendarOver();
    const opening = calendar.open(1);
    expect([calendar.lookahead, calendar.shownMonth, calendar.month, calendar.loading]).toEqual([
      'searching',
      null,
      '2026-06',
      true,
    ]);
    await opening;
  });

  it('counts as settled (the checkout may prefetch) only once the shown month has its schedule', async () => {
    const { calendar } = await calendarOver();
    expect(calendar.settled).toBe(false);
    const opening = calendar.open(1);
    expect(calendar.settled).toBe(false);
    await opening;
    expect(calendar.settled).toBe(true);
    const moving = calendar.showMonth('2026-10');
    expect(calendar.settled).toBe(false);
    await moving;
    expect(calendar.settled).toBe(true);
    calendar.close();
    expect(calendar.settled).toBe(false);
  });

  it('opens on the first month with bookable slots (§4 look-ahead)', async () => {
    const { calendar, requests } = await calendarOver();
    expect(await calendar.open(1)).toBe('2026-08');
    expect([calendar.lookahead, calendar.month, calendar.loading]).toEqual(['found', '2026-08', false]);
    expect(toIsoDate(calendar.monthDate)).toBe('2026-08-01');
    expect(scheduleCalls(requests)).toHaveLength(3);
  });

  it('shows the current month when none of the 12 months can be booked', async () => {
    const stores = storesOver({ activities: { 1: catalogueActivity(1) } });
    await stores.root.activities.loadActivity(1);
    const { calendar } = stores.root;
    expect(await calendar.open(1)).toBeNull();
    expect([calendar.lookahead, calendar.month]).toEqual(['exhausted', '2026-06']);
    expect(scheduleCalls(stores.requests)).toHaveLength(12);
  });

  it('takes today from the clock when it opens', async () => {
    const { calendar, clock } = await calendarOver();
    clock.advance(31 * 24 * 3_600_000);
    await calendar.open(2);
    expect([toIsoDate(calendar.todayDate), calendar.currentMonth]).toEqual(['2026-07-02', '2026-07']);
  });

  it('shows a month the visitor moves to at once and loads it once (§7)', async () => {
    const { calendar, requests } = await calendarOver();
    await calendar.open(2);
    const moving = calendar.showMonth('2026-09');
    expect([calendar.month, calendar.loading]).toEqual(['2026-09', true]);
    expect(await moving).toEqual({ month: '2026-09', days: [] });
    await calendar.showMonth('2026-09');
    expect(requests.filter((url) => url.includes('/2/2026-09-01/2026-09-30'))).toHaveLength(1);
    expect(calendar.loading).toBe(false);
  });

  it('ignores a look-ahead that ends after the calendar moved on to another activity', async () => {
    const { calendar } = await calendarOver();
    const first = calendar.open(1);
    calendar.close();
    await calendar.open(2);
    await first;
    expect([calendar.activityId, calendar.month, calendar.lookahead]).toEqual([2, '2026-06', 'found']);
  });

  it('forgets its month and activity when it closes', async () => {
    const { calendar } = await calendarOver();
    await calendar.open(1);
    calendar.close();
    expect([calendar.activityId, calendar.shownMonth, calendar.lookahead, calendar.loading]).toEqual([
      null,
      null,
      'idle',
      true,
    ]);
  });

  it('opens again on the month it showed for that activity (a tab switch back, a language change)', async () => {
    const { calendar, requests } = await calendarOver();
    await calendar.open(1);
    await calendar.showMonth('2026-09');
    calendar.close();
    await calendar.open(2);
    calendar.close();
    const lookaheadCalls = scheduleCalls(requests).length;
    expect(await calendar.open(1)).toBe('2026-09');
    expect([calendar.month, calendar.lookahead]).toEqual(['2026-09', 'found']);
    expect(scheduleCalls(requests)).toHaveLength(lookaheadCalls);
  });

  it('searches afresh once it has forgotten the months shown (the widget closed, starting again)', async () => {
    const { calendar } = await calendarOver();
    await calendar.open(1);
    await calendar.showMonth('2026-09');
    calendar.close();
    calendar.forget();
    expect(await calendar.open(1)).toBe('2026-08');
  });
});
