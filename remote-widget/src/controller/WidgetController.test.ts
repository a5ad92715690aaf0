import type { GlobalConfig, InitialData, Product } from '@booking/shared-contracts';
import { buildCredentials, buildWidgetConfig } from '../testing/fakeBff';
import { waitFor } from '@testing-library/react';
import { createApiClient, type FetchLike } from '../api/client';
import { memoryStorage } from '../infra/deps';
import { catalogueActivity, catalogueSlot, fakeCatalogueBff, storesOver } from '../testing/fakeCatalogue';
import { RootStore } from '../stores/RootStore';
import { FakeClock } from '../testing/testDoubles';
import { WidgetController } from './WidgetController';

const product = (id: string, bokunIds: number[]): Product => ({
  id,
  order: [],
  variants: bokunIds.map((bokunId) => ({
    bokunId,
    type: 'default',
    tabName: `Tab ${bokunId}`,
    icons: [],
    accordeon: [],
  })),
});

const hostConfig = { activeConfigId: 'demo', domain: 'partner.example', logLevel: 2 } as GlobalConfig;

function controllerOver() {
  const stores = storesOver({
    activities: { 1: catalogueActivity(1), 2: catalogueActivity(2), 5: catalogueActivity(5) },
    slots: { 1: [catalogueSlot('2026-08-04')], 2: [catalogueSlot('2026-06-20')] },
  });
  return { ...stores, controller: new WidgetController(stores.root) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('WidgetController', () => {
  // setLanguage stores the visitor's choice in the cookie; each test starts without one.
  afterEach(() => {
    document.cookie = 'lang=; Max-Age=0; Path=/';
  });

  it('setConfig takes the host configuration and products', () => {
    const { controller, root } = controllerOver();
    controller.setConfig(hostConfig, [product('p', [1])]);
    expect(root.ui.products.map((p) => p.id)).toEqual(['p']);
    expect(root.config.domain).toBe('https://partner.example');
  });

  it('open opens the product on the requested tab, in the requested language', async () => {
    const { controller, root, requests } = controllerOver();
    controller.setConfig(hostConfig, [product('p', [1, 2])]);
    expect(await controller.open('p', { currentId: '2', lang: 'pl' })).toBe(true);
    expect(root.ui.isOpen).toBe(true);
    expect(root.ui.activeTab?.activityId).toBe(2);
    expect(requests).toContain('/api/bokun/general-information/1/pl');
    expect(root.diagnostics.flows.widgetInit.status).toBe('completed');
  });

  it("loads the booked activity's months from the current one until one has availability", async () => {
    const { controller, root } = controllerOver();
    controller.setConfig(hostConfig, [product('p', [1])]);
    await controller.open('p');
    await settle();
    await root.activities.loadScheduleFrom(1, '2026-06');
    expect(root.activities.activity(1)?.loadedMonths).toEqual(['2026-06', '2026-07', '2026-08']);
    expect(root.booking.availableDates).toEqual(['2026-08-04']);
  });

  it("sets the UI currency to the booked activity's", async () => {
    const { controller, root } = controllerOver();
    controller.setConfig(hostConfig, [product('p', [2])]);
    expect(root.ui.currency).toBe('USD');
    await controller.open('p');
    await root.activities.loadMonth(2, '2026-06');
    expect(root.ui.currency).toBe('PLN');
  });

  it('records a failed open in the initialization error and the widgetInit flow', async () => {
    const { controller, root } = controllerOver();
    controller.setConfig(hostConfig, [product('p', [9])]);
    expect(await controller.open('p')).toBe(false);
    expect(root.ui.initializationError).toBe('This product is temporarily unavailable.');
    expect(root.diagnostics.flows.widgetInit.status).toBe('failed');
  });

  it('setLanguage reloads the shown activities in the new language', async () => {
    const { controller, root, requests } = controllerOver();
    controller.setConfig(hostConfig, [product('p', [1])]);
    await controller.open('p');
    await controller.setLanguage('fr');
    expect(root.ui.currentLanguage).toBe('fr');
    expect(requests).toContain('/api/bokun/general-information/1/fr');
  });

  it("setLanguage remembers the visitor's choice in the `lang` cookie (365 days)", async () => {
    const { controller } = controllerOver();
    await controller.setLanguage('de');
    expect(document.cookie).toContain('lang=de');
  });

  it('setLanguage with an unknown language stores no cookie', async () => {
    const { controller } = controllerOver();
    await controller.setLanguage('xx');
    expect(document.cookie).not.toContain('lang=');
  });

  it('close closes the widget and resets the booking', async () => {
    const { controller, root } = controllerOver();
    controller.setConfig(hostConfig, [product('p', [2])]);
    await controller.open('p');
    await root.activities.loadMonth(2, '2026-06');
    root.booking.setDate('2026-06-20');
    controller.close();
    expect(root.ui.isOpen).toBe(false);
    expect(root.booking.selectedDate).toBeNull();
  });

  it('start without products loads the widget config and opens its first product', async () => {
    const { controller, root, requests } = controllerOver();
    expect(await controller.start({ configId: 'demo' })).toBe(true);
    expect(requests).toContain('/api/widget-config/demo');
    expect(root.ui.products[0]?.id).toBe('krakow');
    expect(root.ui.activeTab?.activityId).toBe(1);
    expect(root.diagnostics.flows.configData.status).toBe('completed');
  });

  it("start on a page carrying its first render's data asks for no config, credentials or activity", async () => {
    const activities = { 1: catalogueActivity(1) };
    const initialData: InitialData = {
      configId: 'demo',
      widgetConfig: buildWidgetConfig(),
      credentials: buildCredentials(),
      activities: [{ activityId: 1, lang: 'en', answer: { success: true, data: activities[1] } }],
      schedules: [],
    };
    const { root, requests } = storesOver(
      { activities, slots: { 1: [catalogueSlot('2026-06-20')] } },
      { initialData },
    );
    const controller = new WidgetController(root);
    expect(await controller.start({ configId: 'demo', lang: 'en' })).toBe(true);
    await waitFor(() => expect(root.activities.selectedActivity?.schedule.length).toBeGreaterThan(0));
    expect(root.ui.activeTab?.activityId).toBe(1);
    const firstRender = /^\/api\/(widget-config|credentials|bokun\/general-information)/;
    expect(requests.filter((url) => firstRender.test(url))).toEqual([]);
    expect(requests.some((url) => url.startsWith('/api/bokun/schedule/1/'))).toBe(true);
  });

  it('§8 "Credentials not available for {configId}: {message}" is logged and handed to the handler, and the widget still opens', async () => {
    const activities = { 1: catalogueActivity(1) };
    const initialData: InitialData = {
      configId: 'demo',
      widgetConfig: buildWidgetConfig(),
      credentials: buildCredentials({ hasCredentials: false, message: 'Missing DEMO_BOKUN_ACCESS_KEY' }),
      activities: [{ activityId: 1, lang: 'en', answer: { success: true, data: activities[1] } }],
      schedules: [],
    };
    const { root, sink } = storesOver({ activities }, { initialData });
    const controller = new WidgetController(root);
    expect(await controller.start({ configId: 'demo', lang: 'en' })).toBe(true);
    const text = 'Credentials not available for demo: Missing DEMO_BOKUN_ACCESS_KEY';
    expect(sink.lines.filter((line) => line.level === 'error').map((line) => line.args[0])).toContain(text);
    expect(root.errors.pending.map((failure) => [failure.kind, (failure.cause as Error).message])).toEqual([
      ['handled', text],
    ]);
  });

  it('§8 an unexpected throw while opening shows "An unexpected error occurred…" and logs "Failed to open widget: {message}"', async () => {
    const { controller, root, sink } = controllerOver();
    controller.setConfig(hostConfig, [product('p', [1])]);
    root.openProduct = () => Promise.reject(new Error('tabs exploded'));
    expect(await controller.open('p')).toBe(false);
    expect(root.ui.initializationError).toBe(
      'An unexpected error occurred while opening the widget. Please try again.',
    );
    expect(root.diagnostics.flows.widgetInit.errors).toEqual(['Failed to open widget: tabs exploded']);
    expect(sink.lines.map((line) => line.args[0])).toContain('Failed to open widget: tabs exploded');
  });

  it('start in another language than the data block fetches the activity in that language', async () => {
    const activities = { 1: catalogueActivity(1) };
    const initialData: InitialData = {
      configId: 'demo',
      widgetConfig: buildWidgetConfig(),
      credentials: buildCredentials(),
      activities: [{ activityId: 1, lang: 'en', answer: { success: true, data: activities[1] } }],
      schedules: [],
    };
    const { root, requests } = storesOver({ activities }, { initialData });
    expect(await new WidgetController(root).start({ configId: 'demo', lang: 'de' })).toBe(true);
    expect(requests).toContain('/api/bokun/general-information/1/de');
    expect(requests.some((url) => url.startsWith('/api/widget-config/'))).toBe(false);
  });

  it('start with products uses them instead of the loaded ones', async () => {
    const { controller, root } = controllerOver();
    await controller.start({ configId: 'demo', products: [product('mine', [5])], globalConfig: hostConfig });
    expect(root.ui.activeTab?.activityId).toBe(5);
  });

  it('start stops with the config error when the configuration cannot load', async () => {
    const { controller, root } = controllerOver();
    expect(await controller.start({ configId: '' })).toBe(false);
    expect(root.config.errorMessage).toBe('No configId provided.');
    expect(root.diagnostics.flows.configData.status).toBe('failed');
  });

  it('retry repeats the last open', async () => {
    const { controller, root } = controllerOver();
    controller.setConfig(hostConfig, [product('p', [1])]);
    await controller.open('p');
    controller.close();
    expect(await controller.retry()).toBe(true);
    expect(root.ui.isOpen).toBe(true);
  });
});

describe('WidgetController after a failed config load', () => {
  it('resumes the start once a retry loads the config', async () => {
    let failing = true;
    const catalogue = fakeCatalogueBff({ activities: { 1: catalogueActivity(1) } });
    const fetch: FetchLike = (url) =>
      failing
        ? Promise.resolve({
            ok: false,
            status: 503,
            statusText: 'Unavailable',
            json: () => Promise.resolve({}),
          })
        : catalogue.fetch(url);
    const controller = new WidgetController(
      new RootStore({ api: createApiClient({ fetch }), clock: new FakeClock(), storage: memoryStorage() }),
    );
    expect(await controller.start({ configId: 'demo' })).toBe(false);
    failing = false;
    expect(await controller.retry()).toBe(true);
    await waitFor(() => expect(controller.stores.ui.isInitialized).toBe(true));
    expect(controller.stores.ui.activeTab?.activityId).toBe(1);
  });
});
