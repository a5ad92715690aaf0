import { makeAutoObservable, runInAction } from 'mobx';
import {
  BLIK_CODE_PATTERN,
  PAYMENT_CREATION_TIMEOUT_MS,
  PAYMENT_INITIATE_TIMEOUT_MS,
  RESERVATION_HOLD_MINUTES,
  type PaymentReturnOutcome,
  hasRequiredAgreements,
  type Agreements,
  type PaymentFailureReason,
  type PaymentStatus,
  type Transaction,
} from '@booking/shared-contracts';
import type { ApiClient } from '../api/client';
import type { PaymentOption } from '../domain/paymentOptions';
import type { PartialCancel } from '../domain/partialCancel';
import { nextPaymentStatus, type PaymentEvent } from '../domain/paymentStatus';
import { cancelPayment } from './cancelPayment';
import { loadPaymentOptions } from './loadPaymentOptions';
import type { PaymentContext, PaymentErrorCode } from './paymentContext';
import { createTransaction, failureCodeOf, PaymentFailure, type CreatedTransaction } from './paymentCalls';
import { PaymentPolling } from './PaymentPolling';
import type { PaymentWindow, PaymentWindows } from './paymentWindow';
import type { Clock, TimerHandle } from '../infra/deps';
import type { DiagnosticsStore } from '../infra/DiagnosticsStore';
import type { Logger } from '../infra/Logger';
import type { ReservationStore } from './ReservationStore';

export interface PaymentStoreDeps {
  api: ApiClient;
  clock: Clock;
  logger: Logger;
  diagnostics: DiagnosticsStore;
  reservations: ReservationStore;
  /** What the payment is for, read when the visitor pays. */
  context: () => PaymentContext;
  /** Opens the provider's hosted page (transfer, card) in the widget's own page. */
  openPaymentPage: (url: string) => void;
  /**
   * A framed widget's payment windows: hosted pages open there instead of in the widget's page, and the
   * widget follows the payment; undefined where the page may go to the provider itself.
   */
  paymentWindows?: () => PaymentWindows | undefined;
  /** A payment starts (it passed the checks and is sent). */
  onStart?: () => void;
  /** The payment succeeded: redirect or show the after-payment step. */
  onSuccess: (transaction: Transaction | null) => void;
  /**
   * The payment failed: reported to the host as an event with a code. `hosted` when it failed after the
   * provider's hosted page was given (card, transfer, Stripe): the BFF saw that outcome too.
   */
  onFailure?: (code: PaymentErrorCode, message: string, hosted: boolean) => void;
}

const NO_AGREEMENTS: Agreements = { terms: false, paymentTerms: false, marketing: false };

/** How often the widget looks whether the visitor closed the payment window. */
export const PAYMENT_WINDOW_WATCH_MS = 1_000;
/** A payment window is followed as long as a hold lasts. */
const PAYMENT_WINDOW_LIMIT_MS = RESERVATION_HOLD_MINUTES * 60_000;

/** §3 payment state and the §4 payment sequence, status machine and cancelling. */
export class PaymentStore {
  status: PaymentStatus = 'not_paid';
  options: PaymentOption[] = [];
  optionsLoading = false;
  selectedKey: string | null = null;
  blikCode = '';
  agreements: Agreements = { ...NO_AGREEMENTS };
  transaction: Transaction | null = null;
  error: PaymentErrorCode | null = null;
  /**
   * Every check the last Pay click failed (a BLIK code, the agreements), shown at once rather than one per
   * click; each goes as soon as it is put right. `error` is the first of them.
   */
  refusals: PaymentErrorCode[] = [];
  /**
   * What the visitor is waiting for while pending: the bank app (BLIK), the provider's page in this page
   * (redirect) or in a payment window of its own (window).
   */
  waitingFor: 'blik' | 'redirect' | 'window' | null = null;
  /** The provider's page of the payment followed in a window, to open it again. */
  paymentUrl: string | null = null;
  /** True when the browser refused to open the payment window: the visitor opens it with a link. */
  windowBlocked = false;
  /** §8: a cancel that went through on one side only (error `cancel_partial`). */
  partialCancel: PartialCancel | null = null;
  private readonly polling: PaymentPolling;
  private paymentWindow: PaymentWindow | null = null;
  private windowWatch: TimerHandle = null;
  private stopReturnListener: (() => void) | null = null;

  constructor(private readonly deps: PaymentStoreDeps) {
    this.polling = new PaymentPolling(deps.api, deps.clock, (event, reason) => this.settle(event, reason));
    makeAutoObservable<
      PaymentStore,
      'deps' | 'polling' | 'paymentWindow' | 'windowWatch' | 'stopReturnListener'
    >(this, {
      deps: false,
      polling: false,
      paymentWindow: false,
      windowWatch: false,
      stopReturnListener: false,
    });
  }

  get selectedOption(): PaymentOption | null {
    return this.options.find((option) => option.key === this.selectedKey) ?? null;
  }

  get isLoading(): boolean {
    return this.status === 'pending';
  }

  get agreementsGiven(): boolean {
    return hasRequiredAgreements(this.agreements);
  }

  /** Loads the provider's methods; §8 fallbacks when the list cannot be loaded. */
  async loadOptions(): Promise<void> {
    this.optionsLoading = true;
    const options = await loadPaymentOptions(this.deps.api, this.deps.logger, this.deps.context());
    runInAction(() => {
      this.options = options;
      this.optionsLoading = false;
      if (!options.some((option) => option.key === this.selectedKey))
        this.selectedKey = options[0]?.key ?? null;
    });
  }

  select(key: string): void {
    this.selectedKey = key;
    this.error = null;
    this.refusals = [];
    this.deps.diagnostics.recordUserAction(`payment:select:${key}`);
  }

  setBlikCode(code: string): void {
    this.blikCode = code.replace(/\D/g, '').slice(0, 6);
    this.putRight('invalid_blik_code');
  }

  setAgreement(name: keyof Agreements, given: boolean): void {
    this.agreements = { ...this.agreements, [name]: given };
    if (this.agreementsGiven) this.putRight('agreements_required');
  }

  /** A refused check the visitor put right: its message goes, the next one (if any) stays the error. */
  private putRight(code: PaymentErrorCode): void {
    this.refusals = this.refusals.filter((refusal) => refusal !== code);
    if (this.error === code) this.error = this.refusals[0] ?? null;
  }

  /** The reasons the payment cannot start yet, all of them, checked before anything is sent. */
  private prechecks(): PaymentErrorCode[] {
    const option = this.selectedOption;
    if (!option) return ['invalid_payment_method'];
    const refused: PaymentErrorCode[] = [];
    if (option.type === 'blik' && !BLIK_CODE_PATTERN.test(this.blikCode)) refused.push('invalid_blik_code');
    if (!this.agreementsGiven) refused.push('agreements_required');
    return refused;
  }

  /**
   * §4 payment sequence: 1 ensure a reservation exists, 2 start payment, 3 pay with the chosen method,
   * 4 check the result has transactionId and title, 5 check the stored transaction matches. "Any failure
   * sets error and clears the partial transaction."
   */
  async pay(): Promise<void> {
    if (this.status === 'pending' || this.status === 'success') return;
    const refused = this.prechecks();
    this.refusals = refused;
    if (refused.length > 0) {
      this.error = refused[0] ?? null;
      return;
    }
    const option = this.selectedOption as PaymentOption;
    const { diagnostics, reservations, logger } = this.deps;
    // Opened now, inside the Pay click, or popup blockers refuse it; the provider's page follows.
    const windows = option.type === 'blik' ? undefined : this.deps.paymentWindows?.();
    const opened = windows ? windows.open() : null;
    this.error = null;
    this.move('start');
    this.deps.onStart?.();
    diagnostics.startFlow('payment');
    diagnostics.recordUserAction(`payment:pay:${option.type}`);
    let created: CreatedTransaction | null = null;
    try {
      diagnostics.markStage('payment', 'ensureReservation');
      const reservation = await reservations.ensure();
      if (!reservation) throw new PaymentFailure(reservations.error ?? 'payment_without_reservation');
      diagnostics.markStage('payment', 'startPayment');
      const context = this.deps.context();
      diagnostics.markStage('payment', 'pay');
      created = await createTransaction(this.deps.api, {
        context,
        reservation,
        option,
        blikCode: this.blikCode,
        timeoutMs: PAYMENT_CREATION_TIMEOUT_MS,
        initiateTimeoutMs: PAYMENT_INITIATE_TIMEOUT_MS,
        logger,
      });
      diagnostics.markStage('payment', 'checkResult');
      if (!created.transaction.transactionId || !created.transaction.title) {
        throw new PaymentFailure('transaction_creation_failed');
      }
      runInAction(() => (this.transaction = created?.transaction ?? null));
      diagnostics.markStage('payment', 'checkStored');
      if (this.transaction?.transactionId !== created.transaction.transactionId) {
        throw new PaymentFailure('transaction_store_failed');
      }
      if (created.refused) {
        // The provider refused it (a wrong BLIK code): the BFF failed the payment. A BLIK hold stays for
        // another try; any other is released by the BFF.
        if (option.type !== 'blik') reservations.forget();
        throw new PaymentFailure(option.type === 'blik' ? 'blik_refused' : 'payment_unknown_error');
      }
    } catch (cause) {
      opened?.close();
      const code = failureCodeOf(cause);
      if (!created) await reservations.cleanUp('payment_creation_failed');
      this.fail(code, cause);
      return;
    }
    const url = created.transaction.transactionPaymentUrl;
    if (url && option.type !== 'blik') {
      if (windows) {
        this.followWindow(windows, opened, url, created.transaction.transactionId);
        return;
      }
      runInAction(() => (this.waitingFor = 'redirect'));
      this.deps.openPaymentPage(url);
      return;
    }
    opened?.close();
    runInAction(() => (this.waitingFor = 'blik'));
    this.polling.start(created.transaction.transactionId);
  }

  /**
   * Follows a payment in its window: the provider's page there, booking-status polled for as long as the
   * hold lasts, the return page's message and a closed window both answered at once.
   */
  private followWindow(
    windows: PaymentWindows,
    opened: PaymentWindow | null,
    url: string,
    transactionId: string,
  ): void {
    runInAction(() => {
      this.waitingFor = 'window';
      this.paymentUrl = url;
      this.windowBlocked = opened === null;
    });
    this.paymentWindow = opened;
    opened?.go(url);
    const receipt = this.deps.reservations.reservation?.receiptKey;
    this.stopReturnListener = windows.onReturn((message) => {
      if (receipt === undefined || message.receipt === receipt) void this.windowReturned(message.outcome);
    });
    this.polling.start(transactionId, PAYMENT_WINDOW_LIMIT_MS);
    this.windowWatch = this.deps.clock.setInterval(() => {
      if (this.paymentWindow?.closed) {
        this.paymentWindow = null;
        void this.windowClosed();
      }
    }, PAYMENT_WINDOW_WATCH_MS);
  }

  /**
   * The provider sent the payer back: its answer is asked at once. Back through the error URL with the
   * payment still open, it was not completed – the hold stays for another try.
   */
  private async windowReturned(outcome: PaymentReturnOutcome): Promise<void> {
    const open = await this.polling.checkNow();
    if (open && outcome === 'error' && this.waitingFor === 'window') {
      this.fail('payment_not_completed', 'the provider returned the payer through its error URL');
    }
  }

  /** The visitor closed the payment window: paid after all, or not paid – the hold stays for another try. */
  private async windowClosed(): Promise<void> {
    const open = await this.polling.checkNow();
    if (open && this.waitingFor === 'window') {
      this.fail('payment_window_closed', 'the payment window was closed before the payment was finished');
    }
  }

  /**
   * Shows the payment window again (a click on "Open the payment page"): the open one comes to the front, a
   * closed or refused one opens anew. Answers false when the browser refused again.
   */
  reopenWindow(): boolean {
    const windows = this.deps.paymentWindows?.();
    if (!windows || !this.paymentUrl) return false;
    if (this.paymentWindow && !this.paymentWindow.closed) {
      this.paymentWindow.focus();
      return true;
    }
    const opened = windows.open(this.paymentUrl);
    this.paymentWindow = opened;
    this.windowBlocked = opened === null;
    return opened !== null;
  }

  /** Stops following the payment window; closes it unless the visitor should still see it. */
  private endWindow(close: boolean): void {
    if (this.windowWatch !== null) this.deps.clock.clearInterval(this.windowWatch);
    this.windowWatch = null;
    this.stopReturnListener?.();
    this.stopReturnListener = null;
    if (close && this.paymentWindow && !this.paymentWindow.closed) this.paymentWindow.close();
    this.paymentWindow = null;
    this.paymentUrl = null;
    this.windowBlocked = false;
  }

  /**
   * Ends a wait with the booking-status outcome. A failed BLIK payment says why when the BFF knows: a code
   * never confirmed in the banking app in time reads differently from one the bank refused.
   */
  private settle(event: PaymentEvent, reason?: PaymentFailureReason): void {
    if (event === 'succeed') {
      this.endWindow(true);
      this.move('succeed');
      this.waitingFor = null;
      this.deps.diagnostics.completeFlow('payment');
      this.deps.onSuccess(this.transaction);
      this.deps.reservations.forget();
      return;
    }
    // A failed BLIK payment keeps its hold for another try (the BFF does too); a cancelled one is released.
    if (event === 'providerCancelled' || this.waitingFor !== 'blik') this.deps.reservations.forget();
    const code =
      event === 'providerCancelled'
        ? 'payment_cancelled'
        : this.waitingFor === 'blik'
          ? reason === 'blik_unconfirmed'
            ? 'blik_unconfirmed'
            : 'blik_refused'
          : 'payment_not_completed';
    this.fail(code, event, event);
  }

  private fail(code: PaymentErrorCode, cause: unknown, event: PaymentEvent = 'fail'): void {
    const hosted = this.waitingFor === 'window' || this.waitingFor === 'redirect';
    this.polling.stop();
    this.endWindow(true);
    this.move(event);
    this.transaction = null;
    this.waitingFor = null;
    this.error = code;
    // A BLIK code works once: the next try needs a new one from the banking app.
    if (code === 'blik_refused' || code === 'blik_unconfirmed') this.blikCode = '';
    const message = cause instanceof Error ? cause.message : String(cause);
    this.deps.logger.warn(`Payment failed: ${code}`, message);
    this.deps.diagnostics.failFlow('payment', `${code}: ${message}`);
    this.deps.onFailure?.(code, message, hosted);
  }

  /**
   * §4 "Cancelling: if the status is pending or not_paid, the transaction is cancelled with the provider and
   * the status becomes error. The reservation is removed unless paid."
   */
  async cancel(): Promise<void> {
    if (this.status !== 'pending' && this.status !== 'not_paid') return;
    this.polling.stop();
    this.endWindow(true);
    const { provider, configId } = this.deps.context();
    const partial = await cancelPayment({
      api: this.deps.api,
      logger: this.deps.logger,
      reservations: this.deps.reservations,
      provider,
      configId,
      transaction: this.transaction,
    });
    runInAction(() => {
      this.move('cancel');
      this.transaction = null;
      this.waitingFor = null;
      this.partialCancel = partial;
      this.error = partial ? 'cancel_partial' : 'payment_cancelled';
    });
    this.deps.diagnostics.failFlow('payment', 'cancelled by the visitor');
  }

  /**
   * Follows a payment started before the page was reloaded or left for the provider's page (kept in the
   * tab's session storage): pending again, booking-status asked at once and then as after a return, never
   * started anew. A payment that went to the provider's page shows its link and Cancel while it stays open.
   */
  resume(transaction: Transaction, waitingFor: 'blik' | 'redirect' | 'window'): void {
    if (this.status === 'pending' || this.status === 'success') return;
    this.transaction = transaction;
    this.error = null;
    this.move('start');
    this.deps.diagnostics.startFlow('payment');
    const windows = waitingFor === 'blik' ? undefined : this.deps.paymentWindows?.();
    if (waitingFor === 'blik') {
      this.waitingFor = 'blik';
      this.polling.start(transaction.transactionId);
    } else if (windows && transaction.transactionPaymentUrl) {
      this.followWindow(windows, null, transaction.transactionPaymentUrl, transaction.transactionId);
      this.windowBlocked = false;
    } else {
      this.waitingFor = 'window';
      this.paymentUrl = transaction.transactionPaymentUrl || null;
      this.windowBlocked = false;
      this.polling.start(transaction.transactionId, PAYMENT_WINDOW_LIMIT_MS);
    }
    void this.polling.checkNow();
  }

  /** §4 "Reset returns to not_paid and clears the transaction; this happens when the widget closes." */
  reset(): void {
    this.polling.stop();
    this.endWindow(true);
    this.status = 'not_paid';
    this.transaction = null;
    this.blikCode = '';
    this.error = null;
    this.refusals = [];
    this.partialCancel = null;
    this.waitingFor = null;
    this.agreements = { ...NO_AGREEMENTS };
  }

  /** A failed payment may be tried again: back to the choice, nothing pending. */
  clearError(): void {
    this.error = null;
    this.partialCancel = null;
  }

  private move(event: PaymentEvent): void {
    const next = nextPaymentStatus(this.status, event);
    if (next === null) return;
    this.status = next;
    this.deps.diagnostics.recordState(`payment:${next}`);
  }

  dispose(): void {
    this.polling.stop();
    this.endWindow(true);
  }
}
