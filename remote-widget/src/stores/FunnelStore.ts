import { reaction, type IReactionDisposer } from 'mobx';
import type { FunnelFacts, Language } from '@booking/shared-contracts';
import type { ApiClient } from '../api/client';
import type { FunnelMoment, FunnelMomentKind, FunnelScene } from '../domain/funnelRules';
import type { Clock, KeyValueStorage } from '../infra/deps';
import type { DiagnosticsStore } from '../infra/DiagnosticsStore';
import type { Logger } from '../infra/Logger';
import type { FunnelLog } from './funnelLog';
import type { UiStore } from './UiStore';

/** The funnel facts a payment record carries (§7 payment-initiate, `bookingData.funnel`). */
export interface FunnelTrail {
  sessionId: string;
  lang: Language;
  website: string;
  marketing: boolean;
}

export interface FunnelStoreDeps {
  api: ApiClient;
  clock: Clock;
  /** The browser tab's storage: a session and its flags outlast a close and a reload. */
  storage: KeyValueStorage;
  logger: Logger;
  ui: UiStore;
  /**
   * The config rows are posted for; null without one. A config with Google Sheets off gets its rows too:
   * the BFF keeps them for the operators' insights and appends nothing.
   */
  configId: () => string | null;
  scene: () => FunnelScene;
  /** §4/§9 diagnostics, whose session report an abandoned cart carries to support. */
  diagnostics?: DiagnosticsStore;
}

/**
 * §4 funnel logging, the part step 1 carries: it notes each moment with the widget's state at once and
 * hands it to the funnel log (funnelLog.ts: the rules of domain/funnelRules.ts, the stored session, the rows),
 * which loads with the first moment. Nothing here waits or throws on the visitor's path; a failure is only logged.
 */
export class FunnelStore {
  private log: Promise<FunnelLog> | null = null;
  private loaded: FunnelLog | null = null;
  private readonly stopWatching: IReactionDisposer[];

  constructor(private readonly deps: FunnelStoreDeps) {
    const { ui } = deps;
    const when = (happened: boolean, kind: FunnelMomentKind) => {
      if (happened) this.note(kind);
    };
    this.stopWatching = [
      // Once the widget shows a product (so the OPEN row names the activity), and at each new widget
      // session while it shows one ("Start again" after the session ran out).
      reaction(
        () => (ui.isOpen && ui.isInitialized ? ui.widgetSessionId : null),
        (session) => when(session !== null, 'open'),
      ),
      // §4 "Entering the contact step logs CONTACT, then add_shipping_info."
      reaction(
        () => ui.isOpen && ui.currentStep === 2,
        (entered) => when(entered, 'contact'),
      ),
      // §4 "Entering payment logs PAYMENT": the step, not the Pay click, so a visitor who reaches the
      // payment step and leaves is counted.
      reaction(
        () => ui.isOpen && ui.currentStep === 3,
        (entered) => when(entered, 'payment'),
      ),
      reaction(
        () => ui.isOpen && ui.sessionClock.expired,
        (over) => when(over, 'timeout'),
      ),
    ];
  }

  /** The session id the rows carry, once the funnel log has loaded; null while closed. */
  get sessionId(): string | null {
    return this.loaded?.sessionId ?? null;
  }

  /**
   * What the server needs to log a payment's success the visitor finishes on the provider's page, away from
   * the widget (sent with the payment record); null when the config logs no funnel.
   */
  trail(marketing: boolean): FunnelTrail | null {
    const { ui } = this.deps;
    if (!this.deps.configId()) return null;
    return {
      sessionId: this.sessionId ?? ui.widgetSessionId ?? ui.pageSessionId,
      lang: ui.currentLanguage,
      website: this.deps.scene().website,
      marketing,
    };
  }

  paymentSucceeded(marketing: boolean): void {
    this.note('paymentSucceeded', marketing);
  }

  /**
   * §4 "Payment error logs PAYMENT_FAIL to the abandoned-cart sheet." A payment that failed on the provider's
   * hosted page (card, transfer, Stripe) is logged by the server from its outcome, as its success is, so the
   * widget logs only the others (BLIK, a payment refused before any hosted page).
   */
  paymentFailed(hosted: boolean, failure: Pick<FunnelFacts, 'failureReason' | 'paymentMethod'> = {}): void {
    if (!hosted) this.note('paymentFailed', false, failure);
  }

  /** Called before the widget closes, while its state is still there. */
  closing(): void {
    this.note('closing');
  }

  /**
   * The page the widget lives in is being left (pagehide) with a basket started: §4 "Closing without payment
   * success logs CLOSE as an abandoned cart" – leaving the booking page closes the widget too.
   */
  pageLeft(): void {
    this.note('pageLeft');
  }

  dispose(): void {
    for (const stop of this.stopWatching) stop();
  }

  private note(kind: FunnelMomentKind, marketing = false, facts: Partial<FunnelFacts> = {}): void {
    const { ui, clock, logger } = this.deps;
    const configId = this.deps.configId();
    // Rows carry the session the BFF issued: none yet (or none to be had), nothing is logged.
    if (!configId || ui.widgetSessionId === null) return;
    const scene = this.deps.scene();
    const moment: FunnelMoment = {
      ...scene,
      facts: { ...scene.facts, ...facts },
      kind,
      configId,
      at: clock.now(),
      widgetSessionId: ui.widgetSessionId,
      lang: ui.currentLanguage,
      step: ui.currentStep,
      marketing,
    };
    // Moments reach the rules in the order they were noted: one promise, handlers in registration order.
    this.loadLog().then(
      (log) => log.handle(moment),
      (cause: unknown) => logger.warn('Funnel logging could not load', cause),
    );
  }

  private loadLog(): Promise<FunnelLog> {
    if (!this.log) {
      this.log = import('./funnelLog').then(({ FunnelLog }) => (this.loaded = new FunnelLog(this.deps)));
      // A chunk that failed to load may load at the next moment.
      this.log.catch(() => {
        this.log = null;
      });
    }
    return this.log;
  }
}
