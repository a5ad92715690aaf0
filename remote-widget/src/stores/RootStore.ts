import { deviceClassOf, type FunnelFacts, type HostingMode, type Product } from '@booking/shared-contracts';
import type { ApiClient } from '../api/client';
import { findProduct, planProductOpening, visibleTabsAfterLoad } from '../domain';
import { ActivityStore } from './ActivityStore';
import { Announcer } from '../infra/Announcer';
import { BookingStore } from './BookingStore';
import { CalendarStore } from './CalendarStore';
import type { CheckoutFlow } from '../checkout/CheckoutFlow';
import { browserHost, type CheckoutHost, type IntegratorOptions } from './checkoutHost';
import { ColorModeStore } from './ColorModeStore';
import { ConfigStore } from './ConfigStore';
import {
  browserSessionStorage,
  browserStorage,
  framingOrigin,
  systemClock,
  type Clock,
  type StoreDeps,
} from '../infra/deps';
import { DiagnosticsStore } from '../infra/DiagnosticsStore';
import { ErrorInbox } from '../infra/ErrorInbox';
import { FunnelStore } from './FunnelStore';
import { BookingKeeper } from './keptBooking';
import { Logger } from '../infra/Logger';
import { UiStore } from './UiStore';
import { WidgetSessionStore } from './WidgetSessionStore';

export type { StoreDeps } from '../infra/deps';

/** Options of `openProduct`. */
export interface OpenProductOptions {
  /** The activity whose tab starts active (§4 "defaults to the requested id"). */
  requestedActivityId?: number | null;
  /** Runs once the tabs are known, before the widget counts as initialized (a kept booking is restored). */
  beforeReady?: () => Promise<void>;
}

/** Builds and owns every store of one widget instance. */
export class RootStore {
  readonly clock: Clock;
  readonly logger: Logger;
  readonly diagnostics: DiagnosticsStore;
  readonly config: ConfigStore;
  readonly ui: UiStore;
  readonly activities: ActivityStore;
  readonly booking: BookingStore;
  readonly calendar: CalendarStore;
  readonly colorMode: ColorModeStore;
  readonly funnel: FunnelStore;
  /** The widget session the BFF issues when the widget opens. */
  readonly session: WidgetSessionStore;
  /** The text of the widget's live region for screen readers. */
  readonly announcer: Announcer;
  /** The booking in progress, kept in the tab's session storage across reloads. */
  readonly keeper: BookingKeeper;
  readonly api: ApiClient;
  /** Unhandled failures caught from the start, waiting for the §8 handler that loads with the first one. */
  readonly errors = new ErrorInbox();
  private checkoutFlow: CheckoutFlow | null = null;
  private checkoutHost: CheckoutHost = browserHost;
  private integrator: IntegratorOptions = {};
  /** Where the widget runs: the partner's page (federated), the iframe app or the embed.js panel. */
  hostingMode: HostingMode = 'host';

  constructor(deps: StoreDeps) {
    this.api = deps.api;
    this.clock = deps.clock ?? systemClock;
    const now = () => this.clock.now();
    this.diagnostics = new DiagnosticsStore(now, deps.storage ?? browserStorage());
    this.logger = new Logger({ sink: deps.logSink, now, onEntry: (entry) => this.diagnostics.addLog(entry) });
    this.config = new ConfigStore(deps.api, deps.initialData ?? null);
    this.ui = new UiStore({ clock: this.clock, random: deps.random, logger: this.logger });
    this.activities = new ActivityStore({
      api: deps.api,
      configId: () => this.config.configId,
      logger: this.logger,
      now,
      initialData: deps.initialData,
    });
    this.booking = new BookingStore(this.activities);
    this.calendar = new CalendarStore({ activities: this.activities, now });
    const matchMedia =
      deps.matchMedia ??
      (typeof window !== 'undefined' && typeof window.matchMedia === 'function'
        ? (query: string) => window.matchMedia(query)
        : undefined);
    this.colorMode = new ColorModeStore(this.logger, matchMedia);
    const tabStorage = deps.sessionStorage ?? browserSessionStorage();
    const pageOrigin = deps.pageOrigin ?? framingOrigin;
    this.session = new WidgetSessionStore({
      api: deps.api,
      clock: this.clock,
      logger: this.logger,
      storage: tabStorage,
      configId: () => this.config.configId,
      pageOrigin,
    });
    this.funnel = new FunnelStore({
      api: deps.api,
      clock: this.clock,
      diagnostics: this.diagnostics,
      storage: tabStorage,
      logger: this.logger,
      ui: this.ui,
      configId: () => (this.config.globalConfig ? this.config.configId || null : null),
      scene: () => ({
        tripId: this.activities.selectedActivityId,
        website: this.config.domain || (typeof location === 'undefined' ? '' : location.origin),
        contact: this.checkoutFlow?.checkout.contact ?? null,
        facts: this.funnelFacts(pageOrigin),
      }),
    });
    this.announcer = new Announcer(this.clock);
    this.keeper = new BookingKeeper(this, {
      storage: tabStorage,
      window: deps.window ?? (typeof window === 'undefined' ? undefined : window),
    });
  }

  /**
   * Opens a product by the §4 rules: fails with the unavailable message (in the current language) when it has
   * no variants, no tabs, or none of its activities load; opens with the ones that load. Answers success.
   */
  async openProduct(openId: string | number, options: OpenProductOptions = {}): Promise<boolean> {
    const lang = this.ui.currentLanguage;
    const found = findProduct(this.ui.products, openId);
    const plan = planProductOpening(found?.product ?? null, lang);
    if (!plan.ok) {
      this.ui.failInitialization(plan.error);
      return false;
    }
    this.ui.setPrefetchedTabs(plan.tabs);
    const variants = found?.product.variants ?? [];
    const loadedIds = await this.activities.loadActivities(
      plan.tabs.map((tab) => ({
        activityId: tab.activityId,
        presentation: variants.find((variant) => variant.bokunId === tab.activityId),
      })),
      lang,
    );
    const visible = visibleTabsAfterLoad(plan.tabs, loadedIds, lang);
    if (!visible.ok) {
      this.ui.failInitialization(visible.error);
      return false;
    }
    this.ui.setVisibleTabs(visible.tabs, options.requestedActivityId ?? found?.requestedActivityId);
    this.activities.selectActivity(this.ui.activeTab?.activityId ?? null);
    await options.beforeReady?.();
    this.ui.completeInitialization();
    return true;
  }

  /**
   * Opens the widget (step 1, a new session timer) and asks the BFF for its widget session; the funnel's
   * OPEN waits for it, browsing does not.
   */
  openWidget(): void {
    this.ui.open();
    void this.session.open().then((id) => {
      if (id && this.ui.widgetSessionId === null) this.ui.setWidgetSessionId(id);
    });
  }

  /**
   * The widget session reserve and the payments carry: the current one, or a new one asked for now (an
   * opening whose request failed); rejects when the BFF issues none.
   */
  async ensureWidgetSession(): Promise<string> {
    const id = await this.session.ensure();
    if (this.ui.widgetSessionId !== id) this.ui.setWidgetSessionId(id);
    return id;
  }

  /** Makes a tab active and its activity the booked one. */
  selectTab(index: number): void {
    this.ui.setActiveTabIndex(index);
    this.activities.selectActivity(this.ui.activeTab?.activityId ?? null);
  }

  setProducts(products: Product[]): void {
    this.ui.setProducts(products);
  }

  /**
   * Steps 2–4's stores (checkout, reservation, payment, promo) in one CheckoutFlow. Its code loads with their
   * chunk, which builds it here through `attachCheckout`; null until then.
   */
  get checkout(): CheckoutFlow | null {
    return this.checkoutFlow;
  }

  /** How the widget leaves after payment and reports to its host (the hosting mode's, else the browser's). */
  get host(): CheckoutHost {
    return this.checkoutHost;
  }

  /** Fills the checkout slot the first time steps 2–4 load; later calls answer the same flow. */
  attachCheckout(build: (root: RootStore) => CheckoutFlow): CheckoutFlow {
    if (!this.checkoutFlow) {
      this.checkoutFlow = build(this);
      this.checkoutFlow.setIntegrator(this.integrator);
      this.keeper.checkoutAttached();
    }
    return this.checkoutFlow;
  }

  setCheckoutHost(host: CheckoutHost): void {
    this.checkoutHost = host;
    this.checkoutFlow?.setHost(host);
  }

  /** §6 the integrator page's defaults (phone, contact name, success URL). */
  setIntegrator(options: IntegratorOptions): void {
    this.integrator = options;
    this.checkoutFlow?.setIntegrator(options);
  }

  /**
   * §4 "Closing stops the timer, clears the session id and the initialization state, and resets booking and
   * payment state": the checkout releases a hold not paid and forgets its values.
   */
  close(): void {
    this.funnel.closing();
    this.ui.close();
    this.booking.reset();
    this.calendar.forget();
    this.checkoutFlow?.reset();
    // §4 "Opening the widget sets … a new widget session id": the next opening asks the BFF for one, so it
    // is a new funnel session (OPEN again, its flags reset). A reload keeps the session: it is no close.
    this.session.clear();
  }

  /**
   * "Start again" once the widget session ran out: a new session with its full time, and nothing chosen on
   * any variant (the calendar searches its first month afresh); the checkout lets go of anything it held.
   */
  startAgain(): void {
    this.checkoutFlow?.reset();
    this.booking.reset();
    this.calendar.forget();
    const shown = this.calendar.activityId;
    if (shown !== null) void this.calendar.open(shown);
    // A new widget session id, so a new funnel session (§4).
    this.session.clear();
    this.openWidget();
  }

  /**
   * The insights facts of a funnel row: where the widget runs (the page origin its session is bound to, which
   * the BFF checks) and what the basket holds; never contact data.
   */
  private funnelFacts(pageOrigin: () => string | undefined): FunnelFacts {
    const { booking } = this;
    const origin = pageOrigin() ?? (typeof location === 'undefined' ? undefined : location.origin);
    const width = typeof window === 'undefined' ? undefined : window.innerWidth;
    const total = booking.totalPrice;
    return {
      hostingMode: this.hostingMode,
      ...(width ? { deviceClass: deviceClassOf(width) } : {}),
      ...(origin && /^https?:\/\//.test(origin) ? { partnerOrigin: origin } : {}),
      ...(booking.selectedRateId === null ? {} : { rateId: String(booking.selectedRateId) }),
      ...(booking.totalParticipants > 0 ? { participants: booking.totalParticipants } : {}),
      ...(total > 0 ? { amountMinor: Math.round(total * 100), currency: booking.currency } : {}),
    };
  }

  /** Stops timers and listeners (the widget is unmounted). */
  dispose(): void {
    this.ui.dispose();
    this.booking.dispose();
    this.colorMode.dispose();
    this.funnel.dispose();
    this.keeper.dispose();
    this.checkoutFlow?.dispose();
  }
}
