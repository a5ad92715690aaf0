import { makeAutoObservable } from 'mobx';
import {
  DEFAULT_CURRENCY,
  DEFAULT_LANGUAGE,
  FIRST_STEP,
  INITIALIZATION_FORCE_COMPLETE_MS,
  LANGUAGES,
  LAST_STEP,
  STEPS,
  WIDGET_SESSION_SECONDS,
  WIDGET_SESSION_TICK_MS,
  createSessionId,
  isStepNumber,
  type Language,
  type Product,
  type StepName,
  type StepNumber,
  type Tab,
} from '@booking/shared-contracts';
import {
  activeIndexAfterRemoval,
  countdownOf,
  formatSessionTime,
  initialTabIndex,
  isTabIndex,
  showsTabs,
  uiCurrency,
  type Countdown,
} from '../domain';
import type { Clock, TimerHandle } from '../infra/deps';
import type { Logger } from '../infra/Logger';

export interface UiStoreDeps {
  clock: Clock;
  random?: () => number;
  logger: Logger;
}

/** §3 UI state: steps, session, initialization, tabs, language and currency. */
export class UiStore {
  readonly pageSessionId: string;
  widgetSessionId: string | null = null;
  isOpen = false;
  /** Seconds left in the widget session. */
  widgetSessionTime = 0;
  widgetSessionActive = false;
  /** True once the widget session ran out with nothing held: the visitor is told and starts again. */
  sessionExpired = false;
  /** When the visitor's hold ends (epoch ms); null without one. While a hold exists its time is what counts. */
  holdExpiresAt: number | null = null;
  /** The clock at the last tick (epoch ms): what the time left of a hold is counted from. */
  now: number;
  /** True once the booking is paid: no clock runs for it any more. */
  bookingPaid = false;
  currentLanguage: Language = DEFAULT_LANGUAGE;
  currency: string = DEFAULT_CURRENCY;
  products: Product[] = [];
  /** Tabs of the product being opened, before their activities are known to load. */
  prefetchedTabs: Tab[] = [];
  visibleTabs: Tab[] = [];
  activeTabIndex = 0;
  currentStep: StepNumber = FIRST_STEP;
  isInitializing = false;
  isInitialized = false;
  initializationError: string | null = null;
  initializationMessage = '';
  private sessionTimer: TimerHandle = null;
  private forceCompleteTimer: TimerHandle = null;
  /** When the widget session ends (epoch ms), counted from the clock so a throttled background tab keeps time. */
  private sessionEndsAt = 0;

  constructor(private readonly deps: UiStoreDeps) {
    this.pageSessionId = this.newSessionId('page');
    this.now = deps.clock.now();
    makeAutoObservable<UiStore, 'deps' | 'sessionTimer' | 'forceCompleteTimer' | 'sessionEndsAt'>(this, {
      deps: false,
      sessionTimer: false,
      forceCompleteTimer: false,
      sessionEndsAt: false,
    });
  }

  get currentStepName(): StepName {
    return STEPS[this.currentStep];
  }

  /** §2 "Tabs appear when more than one activity variant is visible." */
  get showTabs(): boolean {
    return showsTabs(this.visibleTabs.length);
  }

  get activeTab(): Tab | null {
    return this.visibleTabs[this.activeTabIndex] ?? null;
  }

  /** The session time left as mm:ss. */
  get sessionTimeLabel(): string {
    return formatSessionTime(this.widgetSessionTime);
  }

  get canGoBack(): boolean {
    return this.currentStep > FIRST_STEP;
  }

  get canGoForward(): boolean {
    return this.currentStep < LAST_STEP;
  }

  // Steps (§4 "Steps move 1 to 4, next or previous, bounded"; §5 "Step is accepted only from 1 to 4").
  nextStep(): void {
    if (this.currentStep < LAST_STEP) this.currentStep = (this.currentStep + 1) as StepNumber;
  }

  previousStep(): void {
    if (this.currentStep > FIRST_STEP) this.currentStep = (this.currentStep - 1) as StepNumber;
  }

  /** Moves to a step; anything but 1–4 is ignored. */
  goToStep(step: number): void {
    if (isStepNumber(step)) this.currentStep = step;
  }

  /**
   * §4 "Opening the widget sets step 1 and isOpen true, with a new widget session id and timer." The id is the
   * BFF's: it arrives through `setWidgetSessionId` once issued (null until then).
   */
  open(): void {
    this.currentStep = FIRST_STEP;
    this.isOpen = true;
    this.widgetSessionId = null;
    this.bookingPaid = false;
    this.restartSessionTimer();
  }

  /** The widget session the BFF issued for this opening (taken only while open). */
  setWidgetSessionId(id: string): void {
    if (this.isOpen) this.widgetSessionId = id;
  }

  /** §4 "Closing stops the timer, clears the session id and the initialization state." */
  close(): void {
    this.stopSessionTimer();
    this.isOpen = false;
    this.widgetSessionId = null;
    this.sessionExpired = false;
    this.holdExpiresAt = null;
    this.resetInitialization();
    this.currentStep = FIRST_STEP;
  }

  /** Starts (or restarts) the 1,740 s countdown (§9 "counted down each second and restartable"). */
  restartSessionTimer(): void {
    this.now = this.deps.clock.now();
    this.sessionEndsAt = this.now + WIDGET_SESSION_SECONDS * 1000;
    this.widgetSessionTime = WIDGET_SESSION_SECONDS;
    this.widgetSessionActive = true;
    this.sessionExpired = false;
    this.startTicking();
  }

  /** Stops the countdown and the ticks. */
  stopSessionTimer(): void {
    this.stopTicking();
    this.widgetSessionActive = false;
  }

  /**
   * The hold the visitor made, or null once there is none. A hold has its own time (§4 reservation session),
   * so the widget session pauses; when the hold goes without a payment (released, or lost at its expiry)
   * the visitor is still here, and a fresh widget session starts.
   */
  setHold(expiresAt: number | null): void {
    const had = this.holdExpiresAt !== null;
    this.holdExpiresAt = expiresAt;
    if (expiresAt !== null) {
      this.widgetSessionActive = false;
      this.now = this.deps.clock.now();
      this.startTicking();
    } else if (had && this.isOpen && !this.sessionExpired && !this.bookingPaid) {
      this.restartSessionTimer();
    }
  }

  /** The booking is paid: the hold's time and the session no longer count. */
  markPaid(): void {
    this.bookingPaid = true;
    this.holdExpiresAt = null;
    this.stopSessionTimer();
  }

  /** What the widget's clock shows (see `countdownOf`). */
  countdown(hasChoice: boolean): Countdown {
    return countdownOf({
      holdSecondsLeft: this.holdExpiresAt === null ? null : this.holdSecondsLeft,
      sessionActive: this.widgetSessionActive,
      sessionSecondsLeft: this.widgetSessionTime,
      sessionExpired: this.sessionExpired,
      hasChoice,
      paid: this.bookingPaid,
    });
  }

  /** Seconds the hold has left as of the last tick (0 without one). */
  get holdSecondsLeft(): number {
    return this.holdExpiresAt === null ? 0 : Math.max(0, Math.ceil((this.holdExpiresAt - this.now) / 1000));
  }

  /** One tick a second: the session's time left from the clock, its end, and the hold's time left. */
  tickSession(): void {
    this.now = this.deps.clock.now();
    if (this.widgetSessionActive) {
      this.widgetSessionTime = Math.max(0, Math.ceil((this.sessionEndsAt - this.now) / 1000));
      if (this.widgetSessionTime === 0) {
        this.widgetSessionActive = false;
        this.sessionExpired = true;
      }
    }
    if (!this.widgetSessionActive && this.holdExpiresAt === null) this.stopTicking();
  }

  private startTicking(): void {
    if (this.sessionTimer === null) {
      this.sessionTimer = this.deps.clock.setInterval(() => this.tickSession(), WIDGET_SESSION_TICK_MS);
    }
  }

  private stopTicking(): void {
    if (this.sessionTimer !== null) this.deps.clock.clearInterval(this.sessionTimer);
    this.sessionTimer = null;
  }

  /** §4 "Initialization: initializing with a message … A 3 s safety timeout forces completion." */
  startInitialization(message: string): void {
    this.clearForceComplete();
    this.isInitializing = true;
    this.isInitialized = false;
    this.initializationError = null;
    this.initializationMessage = message;
    this.forceCompleteTimer = this.deps.clock.setTimeout(() => {
      this.forceCompleteTimer = null;
      if (!this.isInitializing) return;
      this.deps.logger.warn('Initialization still running after 3 s: forcing completion');
      this.completeInitialization();
    }, INITIALIZATION_FORCE_COMPLETE_MS);
  }

  completeInitialization(): void {
    this.clearForceComplete();
    this.isInitializing = false;
    this.isInitialized = true;
  }

  /** "An error stops initializing." */
  failInitialization(message: string): void {
    this.clearForceComplete();
    this.isInitializing = false;
    this.isInitialized = false;
    this.initializationError = message;
  }

  resetInitialization(): void {
    this.clearForceComplete();
    this.isInitializing = false;
    this.isInitialized = false;
    this.initializationError = null;
    this.initializationMessage = '';
  }

  setProducts(products: Product[]): void {
    this.products = products;
  }

  setPrefetchedTabs(tabs: Tab[]): void {
    this.prefetchedTabs = tabs;
  }

  /** §4 "The active tab defaults to the requested id", else the tab of the current language, else the first. */
  setVisibleTabs(tabs: Tab[], requestedActivityId?: number | null): void {
    this.visibleTabs = tabs;
    this.activeTabIndex = initialTabIndex(tabs, requestedActivityId, this.currentLanguage);
  }

  /** Selects a tab by index; out-of-range indexes are ignored. */
  setActiveTabIndex(index: number): void {
    if (isTabIndex(index, this.visibleTabs.length)) this.activeTabIndex = index;
  }

  selectTabByActivityId(activityId: number): void {
    this.setActiveTabIndex(this.visibleTabs.findIndex((tab) => tab.activityId === activityId));
  }

  /** Removes a tab; the active tab stays the same tab when it survives, else its neighbour takes over. */
  removeTab(activityId: number): void {
    const removed = this.visibleTabs.findIndex((tab) => tab.activityId === activityId);
    if (removed === -1) return;
    this.visibleTabs = this.visibleTabs.filter((_, index) => index !== removed);
    this.activeTabIndex = activeIndexAfterRemoval(this.activeTabIndex, removed, this.visibleTabs.length);
  }

  /** Switches the language; unknown codes are ignored with a warning. */
  setLanguage(lang: string): void {
    const known = LANGUAGES.find((candidate) => candidate === lang);
    if (known) this.currentLanguage = known;
    else this.deps.logger.warn(`Ignoring unknown language "${lang}"`);
  }

  /** §5 an invalid currency is ignored with a warning; USD by default. */
  setCurrency(candidate: string | null | undefined): void {
    const result = uiCurrency(candidate, this.currency);
    if (result.warning) this.deps.logger.warn(result.warning);
    this.currency = result.currency;
  }

  /** Stops every timer (the widget is leaving the page). */
  dispose(): void {
    this.stopSessionTimer();
    this.clearForceComplete();
  }

  private clearForceComplete(): void {
    if (this.forceCompleteTimer !== null) this.deps.clock.clearTimeout(this.forceCompleteTimer);
    this.forceCompleteTimer = null;
  }

  private newSessionId(prefix: string): string {
    return createSessionId(prefix, { now: () => this.deps.clock.now(), random: this.deps.random });
  }
}
