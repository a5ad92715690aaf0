import {
  credentialPrefix,
  DEFAULT_PAYMENT_PROVIDER,
  type InitialActivity,
  type InitialData,
  type InitialSchedule,
  type Language,
  type Product,
} from '@booking/shared-contracts';
import { credentialReport } from '../config/credentialReport';
import type { WidgetConfig } from '../config/widgetConfigs';
import type { AppDeps } from '../deps';
import { presentActivity } from '../presenters/bokun';
import { calendarMonth, getGeneralInformation, monthOf, scheduleAnswer } from '../services/catalog';

/** How long a page waits for the catalogue before it goes out without the activities (the widget asks then). */
export const INITIAL_ACTIVITIES_WAIT_MS = 800;
/** At most this many activities (tabs) of the opened product are carried. */
export const MAX_INITIAL_ACTIVITIES = 4;

/** What a page opens: its config id, language and the product (or activity) asked for. */
export interface InitialDataRequest {
  configId: string;
  lang: Language;
  /** A product id or one of its activity ids; the first product when absent or unknown. */
  openId?: string | null;
  /** Whether `openId` may name an activity (the iframe app's rule) or only a product (the booking page's). */
  openIdMayNameActivity?: boolean;
}

/** The first render's data of a page, or null when its config does not exist. */
export type InitialDataSource = (request: InitialDataRequest) => Promise<InitialData | null>;

type Deps = Pick<
  AppDeps,
  'widgetConfigs' | 'widgetConfigRegistry' | 'credentialSource' | 'bokunClient' | 'cache' | 'logger' | 'clock'
>;

/**
 * The product a page opens: by id, else (where an activity id may name it) the one with that activity among
 * its variants, else the first.
 */
export function productToOpen(
  products: readonly Product[],
  openId: string | null | undefined,
  mayNameActivity = true,
): Product | null {
  if (openId) {
    const byId = products.find((product) => product.id === openId);
    if (byId) return byId;
  }
  if (openId && mayNameActivity) {
    const activityId = Number(openId);
    const byVariant = products.find((product) => product.variants.some((v) => v.bokunId === activityId));
    if (byVariant) return byVariant;
  }
  return products[0] ?? null;
}

const within = <T>(promise: Promise<T>, ms: number): Promise<T | null> =>
  new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(null);
      },
    );
  });

/** The window of the month `now` lies in (UTC), as the widget asks it: first to last day, inclusive. */
export function currentMonthWindow(now: Date): { startDate: string; endDate: string } {
  const { firstDay, lastDay } = calendarMonth(now.getUTCFullYear(), now.getUTCMonth() + 1);
  return { startDate: firstDay, endDate: lastDay };
}

const present = <T>(value: T | null): value is T => value !== null;

/**
 * The answers of `/api/widget-config`, `/api/credentials`, `/api/bokun/general-information` (each variant of
 * the opened product, in the page's language) and `/api/bokun/schedule` (each variant's current month) that a
 * page carries, so the widget renders its priced calendar without asking for them. The config is read as the
 * widget-config route reads it, a schedule as the schedule route answers it (the same cached answer);
 * activities and schedules that fail or take longer than `waitMs` (a cold catalogue) are left out, and the
 * widget asks for those itself.
 */
export function initialDataSource(deps: Deps, options: { waitMs?: number } = {}): InitialDataSource {
  const waitMs = options.waitMs ?? INITIAL_ACTIVITIES_WAIT_MS;
  return async ({ configId, lang, openId, openIdMayNameActivity = true }) => {
    let config: WidgetConfig | undefined;
    try {
      config = deps.widgetConfigRegistry
        ? await deps.widgetConfigRegistry.load(configId)
        : deps.widgetConfigs(configId);
    } catch (error) {
      deps.logger.warn({ err: error, configId }, 'The page goes out without its initial data');
      return null;
    }
    if (!config) return null;
    const provider = config.globalConfig.paymentProvider ?? DEFAULT_PAYMENT_PROVIDER;
    const product = productToOpen(config.products, openId, openIdMayNameActivity);
    const activityIds = [...new Set(product?.variants.map((variant) => variant.bokunId) ?? [])].slice(
      0,
      MAX_INITIAL_ACTIVITIES,
    );
    const window = currentMonthWindow(deps.clock.now());
    const activity = async (activityId: number): Promise<InitialActivity | null> => {
      const details = await within(getGeneralInformation(deps, { configId, activityId, lang }), waitMs);
      return details && { activityId, lang, answer: { success: true, data: presentActivity(details) } };
    };
    const schedule = async (activityId: number): Promise<InitialSchedule | null> => {
      const answer = await within(
        scheduleAnswer(deps, { configId, activityId, ...window }, monthOf(window.startDate)),
        waitMs,
      );
      return (
        answer && {
          activityId,
          ...window,
          answer: JSON.parse(answer.identity.toString('utf8')) as InitialSchedule['answer'],
        }
      );
    };
    const [activities, schedules] = await Promise.all([
      Promise.all(activityIds.map(activity)),
      Promise.all(activityIds.map(schedule)),
    ]);
    // The credentials route knows the seeded configs only: for the others the widget asks it, as before.
    const credentials = deps.widgetConfigs(configId)
      ? credentialReport(credentialPrefix(configId), deps.credentialSource, provider)
      : null;
    return {
      configId: config.configId,
      widgetConfig: {
        configId: config.configId,
        globalConfig: config.globalConfig,
        products: config.products,
      },
      credentials,
      activities: activities.filter(present),
      schedules: schedules.filter(present),
    };
  };
}
