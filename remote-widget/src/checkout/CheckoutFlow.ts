import { makeAutoObservable, reaction, type IReactionDisposer } from 'mobx';
import { DEFAULT_PAYMENT_PROVIDER, DIAGNOSTICS, type Transaction } from '@booking/shared-contracts';
import type { ApiClient } from '../api/client';
import type { CheckoutValues } from '../domain/checkoutForm';
import { canLeaveBookingStep } from '../domain/stepRules';
import { paymentMethodOf } from '../domain/paymentOptions';
import { CheckoutStore } from './CheckoutStore';
import {
  browserHost,
  type CheckoutEvent,
  type CheckoutHost,
  type IntegratorOptions,
} from '../stores/checkoutHost';
import type { PaymentErrorCode } from './paymentContext';
import { PaymentStore } from './PaymentStore';
import { PromoStore } from './PromoStore';
import { ReservationStore } from './ReservationStore';
import { SelectionPriceStore } from './SelectionPriceStore';
import type { BookingStore } from '../stores/BookingStore';
import type { ConfigStore } from '../stores/ConfigStore';
import type { FunnelStore } from '../stores/FunnelStore';
import type { UiStore } from '../stores/UiStore';
import type { WidgetSessionStore } from '../stores/WidgetSessionStore';
import type { Clock } from '../infra/deps';
import type { DiagnosticsStore } from '../infra/DiagnosticsStore';
import type { Logger } from '../infra/Logger';

/** What steps 2–4 read and move of the widget they belong to; the RootStore is one. */
export interface CheckoutOwner {
  readonly clock: Clock;
  readonly logger: Logger;
  readonly diagnostics: DiagnosticsStore;
  readonly booking: BookingStore;
  readonly config: Pick<ConfigStore, 'configId' | 'globalConfig'>;
  readonly ui: Pick<
    UiStore,
    | 'currentLanguage'
    | 'currentStep'
    | 'widgetSessionId'
    | 'pageSessionId'
    | 'goToStep'
    | 'previousStep'
    | 'sessionClock'
  >;
  readonly session: Pick<WidgetSessionStore, 'id'>;
  readonly funnel: Pick<FunnelStore, 'trail' | 'paymentSucceeded' | 'paymentFailed'>;
  ensureWidgetSession(): Promise<string>;
}

/**
 * Steps 2–4 of one widget: the checkout stores built over their owner (the RootStore), and the moves between the steps
 * (continue, back, start again, the success redirect of §2).
 */
export class CheckoutFlow {
  readonly checkout: CheckoutStore;
  readonly reservations: ReservationStore;
  readonly payment: PaymentStore;
  readonly promo: PromoStore;
  /** The provider's own price of the selection, shown in the summary and reserved at. */
  readonly prices: SelectionPriceStore;
  /** The transaction of a payment that succeeded inside an embed panel (step 4). */
  completed: { confirmationCode: string | null; transactionId: string | null } | null = null;
  private readonly stopWatchingFailures: IReactionDisposer;
  private readonly stopFollowingHold: IReactionDisposer;

  constructor(
    private readonly root: CheckoutOwner,
    api: ApiClient,
    private host: CheckoutHost = browserHost,
  ) {
    const configId = () => root.config.configId;
    this.checkout = new CheckoutStore({
      booking: root.booking,
      configId,
      provider: () => root.config.globalConfig?.paymentProvider ?? DEFAULT_PAYMENT_PROVIDER,
      domain: () => root.config.globalConfig?.domain ?? '',
      configuredSuccessUrl: () => root.config.globalConfig?.payment.successUrl ?? '',
      language: () => root.ui.currentLanguage,
      // The BFF's session, which reserve made sure of before any payment starts.
      sessionId: () => root.session.id ?? root.ui.widgetSessionId ?? root.ui.pageSessionId,
      paymentReturnOrigin: () => this.host.paymentWindows?.returnOrigin ?? null,
    });
    this.reservations = new ReservationStore({
      api,
      clock: root.clock,
      configId,
      session: () => root.ensureWidgetSession(),
      body: () => this.checkout.reservationBody(),
      // A hold is made at the price the summary shows: the provider's, once it has answered.
      priced: () => this.prices.ensure(),
      selectionKey: () => this.checkout.selectionKey,
      diagnostics: root.diagnostics,
      logger: root.logger,
      onHoldLost: () => this.payment.cancel(),
    });
    this.payment = new PaymentStore({
      api,
      clock: root.clock,
      logger: root.logger,
      diagnostics: root.diagnostics,
      reservations: this.reservations,
      context: () => {
        const context = this.checkout.paymentContext(this.reservations.reservation);
        const funnel = root.funnel.trail(this.payment.agreements.marketing);
        return funnel ? { ...context, funnel } : context;
      },
      openPaymentPage: (url) => this.host.assign(url),
      paymentWindows: () => this.host.paymentWindows,
      // The funnel's rows leave before the success redirect.
      onSuccess: (transaction) => {
        root.funnel.paymentSucceeded(this.payment.agreements.marketing);
        this.succeed(transaction);
      },
      onFailure: (code, message, hosted) => {
        const option = this.payment.selectedOption;
        root.funnel.paymentFailed(hosted, {
          failureReason: code,
          ...(option ? { paymentMethod: paymentMethodOf(option) } : {}),
        });
        this.reportFailure(code, message);
      },
    });
    this.promo = new PromoStore({
      api,
      booking: root.booking,
      configId,
      probe: (code) => this.checkout.promoProbe(code),
      logger: root.logger,
      clock: root.clock,
    });
    this.prices = new SelectionPriceStore({
      api,
      booking: root.booking,
      configId,
      active: () => root.ui.currentStep > 1,
      logger: root.logger,
    });
    this.stopWatchingFailures = reaction(
      () => root.diagnostics.paymentFailureCritical,
      (critical) => {
        if (critical) this.reportFailureRate();
      },
    );
    // The widget's clock shows the hold's time while one exists.
    this.stopFollowingHold = reaction(
      () => (this.reservations.isHeld ? (this.reservations.reservation?.expiresAt ?? null) : null),
      (expiresAt) => root.ui.sessionClock.setHold(expiresAt),
      { fireImmediately: true },
    );
    makeAutoObservable<CheckoutFlow, 'root' | 'host' | 'stopWatchingFailures' | 'stopFollowingHold'>(this, {
      root: false,
      host: false,
      stopWatchingFailures: false,
      stopFollowingHold: false,
      checkout: false,
      reservations: false,
      payment: false,
      promo: false,
      prices: false,
    });
  }

  setHost(host: CheckoutHost): void {
    this.host = host;
  }

  setIntegrator(options: IntegratorOptions): void {
    this.checkout.setIntegrator(options);
  }

  /** Step 1 may be left once a slot is chosen and someone takes part. */
  get canLeaveBooking(): boolean {
    const { booking } = this.root;
    return canLeaveBookingStep(booking.selectedSlot, booking.selectedRateId, booking.totalParticipants);
  }

  continueFromBooking(): void {
    if (!this.canLeaveBooking) return;
    this.root.diagnostics.recordUserAction('steps:continue:booking');
    this.root.ui.goToStep(2);
  }

  /** Leaving the contact step: save what was typed, then reserve; payment follows once the hold exists. */
  async submitContact(values: CheckoutValues): Promise<boolean> {
    this.checkout.saveValues(values);
    this.root.diagnostics.recordUserAction('steps:continue:contact');
    const held = await this.reservations.ensure();
    if (!held) {
      this.reportFailure(this.reservations.error ?? 'reservation_not_created', 'reservation failed');
      return false;
    }
    this.root.ui.goToStep(3);
    void this.payment.loadOptions();
    return true;
  }

  /** Back one step, keeping the contact values; not while a payment is under way. */
  back(values?: CheckoutValues): void {
    if (values) this.checkout.saveValues(values);
    if (this.payment.status === 'pending') return;
    this.payment.clearError();
    this.root.diagnostics.recordUserAction(`steps:back:${this.root.ui.currentStep}`);
    this.root.ui.previousStep();
  }

  /** After an expiry the visitor starts again from step 1 (their contact values stay). */
  startAgain(): void {
    this.reservations.clearExpiry();
    this.payment.reset();
    this.root.ui.goToStep(1);
  }

  private succeed(transaction: Transaction | null): void {
    this.root.ui.sessionClock.markPaid();
    const held = this.reservations.reservation;
    const code = held?.confirmationCode ?? null;
    const { booking } = this.root;
    const completed: CheckoutEvent = {
      action: 'bookingCompleted',
      confirmationCode: code ?? 'unknown',
      transactionId: transaction?.transactionId ?? 'unknown',
      totalPrice: booking.totalPrice,
      currency: booking.currency,
    };
    if (this.host.embedded) {
      this.completed = { confirmationCode: code, transactionId: transaction?.transactionId ?? null };
      this.root.ui.goToStep(4);
      // The step's stepChanged (GA4 add_payment_info) is sent by a reaction once the running action ends;
      // bookingSucceeded (GA4 purchase) follows it, as the partner events document.
      const host = this.host;
      queueMicrotask(() => host.emit?.(completed));
      return;
    }
    this.host.emit?.(completed);
    const payload = this.checkout.successPayload('success', transaction, held);
    const url = this.checkout.successUrl(payload, true, held?.receiptKey);
    if (this.host.redirect) this.host.redirect(url);
    else this.host.assign(url);
  }

  private reportFailure(code: PaymentErrorCode, message: string): void {
    this.host.emit?.({
      action: 'widgetError',
      code,
      message,
      flow: code.includes('reservation') ? 'reservation' : 'payment',
    });
  }

  /**
   * §9 "Payment failure rate above 0.1 is critical": an operator's signal, so a logged warning and a critical
   * diagnostics entry. It is no host event – the partner already heard of each failure – and no console
   * error in the visitor's browser; the BFF counts payment outcomes for the rate across visitors.
   */
  private reportFailureRate(): void {
    const { diagnostics, logger, clock } = this.root;
    const message = `Payment failure rate ${diagnostics.paymentFailureRate.toFixed(2)} is above ${DIAGNOSTICS.paymentFailureRateCritical} after ${diagnostics.paymentAttempts} attempts`;
    logger.warn(message);
    diagnostics.recordCriticalError({ flow: 'payment', message, at: clock.now() });
  }

  /** The widget closes: §4 "resets booking and payment state"; a hold not paid is released. */
  reset(): void {
    if (this.payment.status !== 'success' && this.reservations.reservation)
      void this.reservations.release('closed');
    this.payment.reset();
    this.promo.reset();
    this.checkout.reset();
    this.completed = null;
  }

  dispose(): void {
    this.stopWatchingFailures();
    this.stopFollowingHold();
    this.reservations.dispose();
    this.payment.dispose();
    this.promo.dispose();
    this.prices.dispose();
  }
}
