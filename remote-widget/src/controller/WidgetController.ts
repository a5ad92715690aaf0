import { reaction, type IReactionDisposer } from 'mobx';
import {
  LANGUAGES,
  OPEN_WIDGET_UNEXPECTED_MESSAGE,
  type GlobalConfig,
  type Language,
  type Product,
} from '@booking/shared-contracts';
import { monthOf } from '../domain';
import { loadCheckoutSteps } from '../components/steps/loadCheckoutSteps';
import { storeLanguage } from '../i18n/language';
import type { CheckoutFlow } from '../checkout/CheckoutFlow';
import type { RootStore } from '../stores/RootStore';

/** Options of `open`: the tab to start on and the language to open in. */
export interface OpenOptions {
  /** Activity id whose tab starts active (the openWidget message's `currentId`). */
  currentId?: number | string | null;
  lang?: string;
}

/** What a host hands over at start: config id, language, and optionally config, products and what to open. */
export interface StartOptions {
  configId: string;
  lang?: string;
  /** Product (or activity) id to open; the first product when absent. */
  openId?: string | number | null;
  currentId?: number | string | null;
  /** Host-provided configuration; loaded from `GET /api/widget-config/{configId}` when absent. */
  globalConfig?: GlobalConfig | null;
  products?: Product[] | null;
}

const messageOf = (cause: unknown) => (cause instanceof Error ? cause.message : String(cause));

function toActivityId(value: number | string | null | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The one control surface of the widget (ARCHITECTURE "One controller API"): `setConfig`, `open`,
 * `setLanguage`, `close`. Federated hosts reach it through props, the iframe app through window messages.
 */
export class WidgetController {
  /** The last open request, replayed by `retry`. */
  private lastOpen: { openId: string | number; options: OpenOptions } | null = null;
  /** A start that stopped on a config error, resumed when the config loads. */
  private pendingStart: StartOptions | null = null;
  private readonly stopReactions: IReactionDisposer[];

  constructor(readonly stores: RootStore) {
    // Whichever way an activity becomes the booked one (opening, a tab click), its calendar gets data.
    this.stopReactions = [
      reaction(
        () => stores.activities.selectedActivityId,
        (activityId) => {
          if (activityId !== null) void this.loadSchedule(activityId);
        },
      ),
      // The UI currency follows the booked activity's (§5 source order, USD when none is valid).
      reaction(
        () => stores.booking.currency,
        (currency) => stores.ui.setCurrency(currency),
        { fireImmediately: true },
      ),
      reaction(
        () => stores.config.status,
        (status) => {
          const pending = this.pendingStart;
          if (status !== 'loaded' || !pending || pending.configId !== stores.config.configId) return;
          this.pendingStart = null;
          void this.openAfterConfig(pending);
        },
      ),
    ];
  }

  /** Takes the host's global configuration and products (configData message or props). */
  setConfig(globalConfig: GlobalConfig | null, products: Product[]): void {
    const { config, ui, logger } = this.stores;
    config.setHostGlobalConfig(globalConfig);
    ui.setProducts(products);
    if (globalConfig) logger.setLevel(globalConfig.logLevel as typeof logger.level);
  }

  /** Opens the widget on a product (or an activity of one); answers whether it opened. */
  async open(openId: string | number, options: OpenOptions = {}): Promise<boolean> {
    const { ui, diagnostics } = this.stores;
    this.lastOpen = { openId, options };
    if (options.lang) ui.setLanguage(options.lang);
    this.stores.openWidget();
    ui.startInitialization('Loading the booking widget…');
    diagnostics.startFlow('widgetInit');
    try {
      const opened = await this.stores.openProduct(openId, {
        requestedActivityId: toActivityId(options.currentId),
        // The first opening finds the booking the tab kept (a reload, a language switch, a way back).
        beforeReady: () => this.stores.keeper.restore(this.stores.config.configId, this.buildCheckout),
      });
      if (opened) diagnostics.completeFlow('widgetInit');
      else diagnostics.failFlow('widgetInit', ui.initializationError ?? 'not opened');
      return opened;
    } catch (cause) {
      // §8: the log and the flow keep "Failed to open widget: {message}"; the visitor reads "An unexpected
      // error occurred while opening the widget. Please try again." above the Retry button.
      const detail = `Failed to open widget: ${messageOf(cause)}`;
      this.stores.logger.error(detail);
      ui.failInitialization(OPEN_WIDGET_UNEXPECTED_MESSAGE);
      diagnostics.failFlow('widgetInit', detail);
      return false;
    }
  }

  /** Steps 2–4 attached, their chunk loaded (the kept booking goes on past step 1). */
  private readonly buildCheckout = async (): Promise<CheckoutFlow> => {
    const steps = await loadCheckoutSteps();
    return this.stores.attachCheckout(steps.createCheckoutFlow);
  };

  /**
   * Switches the language and reloads the shown activities' texts in it. A language the visitor chose is
   * stored in the language cookie (§9: `lang`, 365 days); the page's own language (the widget mounting on
   * /de/megabilet) is not, so it never overwrites the visitor's cookie (§2 cookie before browser).
   */
  async setLanguage(lang: string, options: { remember?: boolean } = {}): Promise<void> {
    const { ui, activities } = this.stores;
    const known = LANGUAGES.find((candidate) => candidate === lang);
    if (known && options.remember !== false && typeof document !== 'undefined') storeLanguage(known);
    if (!known || known === ui.currentLanguage) {
      ui.setLanguage(lang);
      return;
    }
    ui.setLanguage(known);
    if (ui.visibleTabs.length === 0) return;
    await activities.loadActivities(
      ui.visibleTabs.map((tab) => ({
        activityId: tab.activityId,
        presentation: { tabName: tab.tabName, icons: tab.icons, accordeon: tab.accordeon },
      })),
      known,
    );
  }

  close(): void {
    this.stores.close();
  }

  /**
   * The whole start of a hosted widget: load the config of `configId`, take the host's config and products
   * or the loaded ones, and open `openId` or the first product. When the config fails to load, the start
   * resumes by itself once a retry loads it.
   */
  async start(options: StartOptions): Promise<boolean> {
    const { config, ui, diagnostics } = this.stores;
    this.pendingStart = null;
    if (options.lang) ui.setLanguage(options.lang);
    // §4 initialization order: the config loads first, and the widget counts as initializing meanwhile.
    ui.startInitialization('Loading the configuration…');
    diagnostics.startFlow('configData');
    await config.load(options.configId);
    if (!options.products && !config.isLoaded) {
      // The config error is shown from the ConfigStore; a retry starts initialization afresh.
      ui.resetInitialization();
      diagnostics.failFlow('configData', config.errorMessage ?? 'no configuration');
      this.pendingStart = options;
      return false;
    }
    return this.openAfterConfig(options);
  }

  private openAfterConfig(options: StartOptions): Promise<boolean> {
    const { config, ui, diagnostics } = this.stores;
    const products = options.products ?? config.products;
    this.setConfig(options.globalConfig ?? config.globalConfig, products);
    this.reportMissingCredentials();
    diagnostics.completeFlow('configData');
    const openId = options.openId ?? products[0]?.id;
    if (openId === undefined || openId === null || openId === '') {
      ui.failInitialization('Failed to open widget: the configuration has no products');
      return Promise.resolve(false);
    }
    return this.open(openId, { currentId: options.currentId, lang: options.lang });
  }

  /**
   * §8 "Credentials not available for {configId}: {message}": logged, and shown through the §8 handler with
   * its own text. It does not stop the widget – the BFF answers each call it cannot make.
   */
  private reportMissingCredentials(): void {
    const { config, logger, errors } = this.stores;
    const warning = config.credentialsWarning;
    if (!warning) return;
    logger.error(warning);
    errors.report(new Error(warning));
  }

  /** The "Retry Initialization" button: reloads a failed config (the start then resumes), else reopens. */
  async retry(): Promise<boolean> {
    const { config } = this.stores;
    if (config.status === 'error') {
      await config.retry();
      return config.isLoaded;
    }
    if (this.lastOpen) return this.open(this.lastOpen.openId, this.lastOpen.options);
    const first = this.stores.ui.products[0];
    return first ? this.open(first.id) : false;
  }

  /** Loads the booked activity's months from the current one until one has availability (§4). */
  async loadSchedule(activityId: number): Promise<string | null> {
    const { activities, clock } = this.stores;
    return activities.loadScheduleFrom(activityId, monthOf(new Date(clock.now())));
  }

  dispose(): void {
    for (const stop of this.stopReactions) stop();
    this.stores.dispose();
  }
}

/** The language a host passed, if it is one of the six. */
export function knownLanguage(value: string | null | undefined): Language | undefined {
  return LANGUAGES.find((lang) => lang === value);
}
