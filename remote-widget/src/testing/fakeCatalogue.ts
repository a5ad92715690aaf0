import type { ActivityDetails, InitialData, ScheduleSlotDto } from '@booking/shared-contracts';
import { createApiClient } from '../api/client';
import { buildActivityDetails, buildCategoryPrice, buildRatePrices, buildSlotDto } from './testBuilders';
import { fakeBffFetch, healthyBff, type buildWidgetConfig, type FakeAnswer } from './fakeBff';
import { RootStore } from '../stores/RootStore';
import { FakeClock, recordingSink } from './testDoubles';
import { memoryStorage } from '../infra/deps';

/** What the fake catalogue holds: activity details by id (missing ids fail) and schedule slots by activity id. */
export interface CatalogueData {
  activities: Record<number, ActivityDetails>;
  slots?: Record<number, ScheduleSlotDto[]>;
  /** The widget-config answer (the contract example by default). */
  config?: ReturnType<typeof buildWidgetConfig>;
}

/** An activity with an Adult (default) and a Child ticket, the shape of the sandbox catalogue. */
export function catalogueActivity(id: number, overrides: Partial<ActivityDetails> = {}): ActivityDetails {
  return buildActivityDetails({
    id,
    title: `Activity ${id}`,
    pricingCategories: [
      { id: 21, title: 'Adult', ageQualified: false, dependent: false, defaultCategory: true },
      { id: 22, title: 'Child', ageQualified: false, dependent: false, defaultCategory: false },
    ],
    ...overrides,
  });
}

/** Activity 1 with a dry bag priced per person (Adult 15, Child 10) and a phone case priced per booking (20). */
export function activityWithExtras() {
  const activity = catalogueActivity(1, {
    extras: [
      {
        id: 31,
        title: 'Dry bag',
        information: '',
        pricedPerPerson: true,
        maxPerBooking: 8,
        limitByPax: true,
      },
      {
        id: 32,
        title: 'Phone case',
        information: '',
        pricedPerPerson: false,
        maxPerBooking: 1,
        limitByPax: false,
      },
    ],
  });
  const pln = (amount: number) => ({ amount, currency: 'PLN' });
  const slot = catalogueSlot('2026-06-12', {
    pricesByRate: [
      buildRatePrices({
        pricePerCategoryUnit: [buildCategoryPrice(21, 100), buildCategoryPrice(22, 60)],
        extras: [
          {
            extraId: 31,
            prices: [
              { categoryId: 21, amount: pln(15) },
              { categoryId: 22, amount: pln(10) },
            ],
          },
          { extraId: 32, prices: [], bookingPrice: pln(20) },
        ],
      }),
    ],
  });
  return { activities: { 1: activity }, slots: { 1: [slot] } };
}

/** A bookable slot on a date; overrides shape availability and rates. */
export const catalogueSlot = (date: string, overrides: Partial<ScheduleSlotDto> = {}) =>
  buildSlotDto({ date, ...overrides });

/** A BFF answering widget-config, credentials, general-information and schedule from `data`. */
export function fakeCatalogueBff(data: CatalogueData) {
  const base = healthyBff(data.config);
  return fakeBffFetch((url): FakeAnswer => {
    const info = /^\/api\/bokun\/general-information\/(\d+)\/\w+$/.exec(url.pathname);
    if (info) {
      const details = data.activities[Number(info[1])];
      return details
        ? { status: 200, body: { success: true, data: details } }
        : { status: 502, body: { error: { code: 'upstream_error', message: `No activity ${info[1]}` } } };
    }
    const schedule = /^\/api\/bokun\/schedule\/(\d+)\/([\d-]+)\/([\d-]+)$/.exec(url.pathname);
    if (schedule) {
      const [, id, start = '', end = ''] = schedule;
      const slots = (data.slots?.[Number(id)] ?? []).filter((slot) => slot.date >= start && slot.date <= end);
      return { status: 200, body: { success: true, data: slots } };
    }
    return base(url);
  });
}

/** A RootStore over the fake catalogue, with a fake clock and memory storage (and a page's data block). */
export function storesOver(data: CatalogueData, options: { initialData?: InitialData | null } = {}) {
  const bff = fakeCatalogueBff(data);
  const clock = new FakeClock();
  const sink = recordingSink();
  const root = new RootStore({
    api: createApiClient({ baseUrl: '', fetch: bff.fetch }),
    clock,
    storage: memoryStorage(),
    sessionStorage: memoryStorage(),
    logSink: sink,
    random: () => 0.5,
    initialData: options.initialData,
  });
  return { root, clock, sink, requests: bff.requests };
}
