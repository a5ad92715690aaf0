import {
  INITIAL_DATA_ELEMENT_ID,
  type HostedStep1RenderRequest,
  type InitialData,
  type Language,
  type Step1RenderRequest,
} from '@booking/shared-contracts';
import { monthDateRange, monthOf } from '../domain/calendarDates';
import { buildCredentials, buildWidgetConfig } from './fakeBff';
import { catalogueActivity, catalogueSlot } from './fakeCatalogue';

/** 10 June 2026, noon local time: the day the server-render tests draw. */
export const RENDER_DAY = new Date(2026, 5, 10, 12);

/**
 * A page's data block as the BFF writes it for the contract example's config (product `krakow`, activity 1):
 * the config, credentials, the activity in `lang` and its schedule of `day`'s month with slots on `slotDates`.
 */
export function pageDataBlock(
  lang: Language = 'pl',
  day: Date = RENDER_DAY,
  slotDates: string[] = ['2026-06-12', '2026-06-20'],
): InitialData {
  const window = monthDateRange(monthOf(day));
  return {
    configId: 'demo',
    widgetConfig: buildWidgetConfig(),
    credentials: buildCredentials(),
    activities: [{ activityId: 1, lang, answer: { success: true, data: catalogueActivity(1) } }],
    schedules: [
      {
        activityId: 1,
        ...window,
        answer: { success: true, data: slotDates.map((date) => catalogueSlot(date)) },
      },
    ],
  };
}

/** The server render request of the iframe app's page for that block. */
export function renderRequest(overrides: Partial<Step1RenderRequest> = {}): Step1RenderRequest {
  return {
    initialData: pageDataBlock(overrides.lang ?? 'pl'),
    configId: 'demo',
    lang: 'pl',
    openId: null,
    colorMode: 'light',
    colorModeForced: false,
    hostingMode: 'iframe',
    now: RENDER_DAY.getTime(),
    ...overrides,
  };
}

/** The server render request of a host page's federated widget for that block, with the props the host passes. */
export function hostedRenderRequest(
  overrides: Partial<HostedStep1RenderRequest> = {},
  lang: Language = 'pl',
): HostedStep1RenderRequest {
  const initialData = overrides.initialData ?? pageDataBlock(lang);
  const { globalConfig, products } = initialData.widgetConfig;
  return {
    initialData,
    props: { configId: 'demo', lang, openId: products[0]?.id, globalConfig, products },
    colorMode: 'light',
    now: RENDER_DAY.getTime(),
    ...overrides,
  };
}

/** A page the BFF rendered, as the hydration tests hold it (see `useServerRenderedPage`). */
export interface ServerRenderedPage {
  /** The root element the server's markup goes into. */
  element: HTMLElement;
  /** The page's data block. */
  block: HTMLScriptElement;
  /** The console's warnings and errors (a hydration mismatch shows as one): none may happen. */
  problems: unknown[][];
}

/**
 * Registers, for the tests of the calling `describe`, a page the BFF rendered: a root element made by `makeRoot`
 * and an empty data block in the document, the browser's clock on the render's day (only Date is faked: the
 * widget's timers and React's scheduling run as in a browser) and the console's warnings and errors collected.
 */
export function useServerRenderedPage(makeRoot: () => HTMLElement): ServerRenderedPage {
  const page: ServerRenderedPage = {
    element: document.createElement('div'),
    block: document.createElement('script'),
    problems: [],
  };
  beforeEach(() => {
    jest.useFakeTimers({
      now: RENDER_DAY,
      doNotFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'setImmediate',
        'clearImmediate',
        'queueMicrotask',
        'nextTick',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'performance',
        'hrtime',
      ],
    });
    page.problems.length = 0;
    jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void page.problems.push(args));
    jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void page.problems.push(args));
    page.element = makeRoot();
    page.block = document.createElement('script');
    page.block.type = 'application/json';
    page.block.id = INITIAL_DATA_ELEMENT_ID;
    document.head.append(page.block);
    document.body.append(page.element);
    delete document.documentElement.dataset.widgetRender;
  });
  afterEach(() => {
    sessionStorage.clear();
    page.element.remove();
    page.block.remove();
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
  return page;
}
