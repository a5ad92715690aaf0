import { makeAutoObservable } from 'mobx';
import {
  DEFAULT_CURRENCY,
  DEFAULT_LANGUAGE,
  FIRST_STEP,
  INITIALIZATION_FORCE_COMPLETE_MS,
  LANGUAGES,
  LAST_STEP,
  STEPS,
  createSessionId,
  isStepNumber,
  type Language,
  type Product,
  type StepName,
  type StepNumber,
  type Tab,
} from '@booking/shared-contracts';
import { activeIndexAfterRemoval, initialTabIndex, isTabIndex, showsTabs, uiCurrency } from '../domain';
import type { Clock, TimerHandle } from '../infra/deps';
import type { Logger } from '../infra/Logger';
import { SessionClock } from './SessionClock';

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
  /** The widget session's countdown and the hold's time, running while the widget is open. */
  readonly sessionClock: SessionClock;
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
  /**
   * False while the page shows markup rendered on the server and the scripts have not taken it over yet: step 1
   * is drawn readable but inert (nothing looks clickable that does nothing). True once hydrated, and always in
   * a widget the browser renders itself.
   */
  interactive = true;
  private forceCompleteTimer: TimerHandle = null;

  constructor(private readonly deps: UiStoreDeps) {
    this.pageSessionId = this.newSessionId('page');
    this.sessionClock = new SessionClock(deps.clock);
    makeAutoObservable<UiStore, 'deps' | 'forceCompleteTimer'>(this, {
      deps: false,
      sessionClock: false,
      forceCompleteTimer: false,
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
    this.sessionClock.open();
  }

  /** The widget session the BFF issued for this opening (taken only while open). */
  setWidgetSessionId(id: string): void {
    if (this.isOpen) this.widgetSessionId = id;
  }

  /** §4 "Closing stops the timer, clears the session id and the initialization state." */
  close(): void {
    this.sessionClock.close();
    this.isOpen = false;
    this.widgetSessionId = null;
    this.resetInitialization();
    this.currentStep = FIRST_STEP;
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
  /** The server's render and the browser's first (hydrating) render draw step 1 inert; hydration ends that. */
  setInteractive(interactive: boolean): void {
    this.interactive = interactive;
  }

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
    this.sessionClock.stop();
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
