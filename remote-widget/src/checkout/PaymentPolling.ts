import { BOOKING_STATUS_TIMEOUT_MS, type PaymentFailureReason } from '@booking/shared-contracts';
import type { ApiClient } from '../api/client';
import { eventOfBookingStatus, type PaymentEvent } from '../domain/paymentStatus';
import type { Clock, TimerHandle } from '../infra/deps';

/** How often the payment status is asked while the visitor confirms in their bank app. */
export const PAYMENT_POLL_INTERVAL_MS = 2_000;
/** How long the widget waits for a BLIK confirmation before calling it failed. */
export const PAYMENT_POLL_LIMIT_MS = 3 * 60_000;

/**
 * Polls GET /api/booking-status?transaction_id until the payment leaves pending (the BFF confirms the
 * booking itself after a verified payment; the widget only watches). A status call that fails is asked again.
 */
export class PaymentPolling {
  private timer: TimerHandle = null;
  private startedAt = 0;
  private limitMs = PAYMENT_POLL_LIMIT_MS;
  private transactionId: string | null = null;
  private generation = 0;
  /** Why the payment failed, as the last booking-status answer said. */
  private reason: PaymentFailureReason | undefined;

  constructor(
    private readonly api: ApiClient,
    private readonly clock: Clock,
    /** The outcome, and for a failure the reason the BFF gave (e.g. a BLIK code never confirmed). */
    private readonly onSettled: (event: PaymentEvent, reason?: PaymentFailureReason) => void,
  ) {}

  /** Polls one transaction; past `limitMs` without an outcome the payment counts as failed. */
  start(transactionId: string, limitMs: number = PAYMENT_POLL_LIMIT_MS): void {
    this.stop();
    this.startedAt = this.clock.now();
    this.limitMs = limitMs;
    this.transactionId = transactionId;
    this.schedule(++this.generation);
  }

  /**
   * Asks at once (the payment window came back or closed) instead of at the next tick; settles when the
   * payment is decided. Answers true when it is still open (or the status could not be read), false when it
   * settled or nothing is polled.
   */
  async checkNow(): Promise<boolean> {
    const transactionId = this.transactionId;
    if (transactionId === null) return false;
    const generation = ++this.generation;
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
    const event = await this.ask(transactionId);
    if (generation !== this.generation) return false;
    if (event !== null) {
      this.settle(event);
      return false;
    }
    this.schedule(generation);
    return true;
  }

  private async ask(transactionId: string): Promise<PaymentEvent | null> {
    try {
      const answer = await this.api.call('bookingStatus', {
        query: { transaction_id: transactionId },
        timeoutMs: BOOKING_STATUS_TIMEOUT_MS,
      });
      this.reason = answer.reason;
      return eventOfBookingStatus(answer.status);
    } catch {
      return null;
    }
  }

  private settle(event: PaymentEvent): void {
    this.timer = null;
    this.transactionId = null;
    this.onSettled(event, event === 'fail' ? this.reason : undefined);
  }

  private schedule(generation: number): void {
    const tick = async () => {
      const transactionId = this.transactionId;
      if (transactionId === null) return;
      let event = await this.ask(transactionId);
      if (generation !== this.generation) return;
      if (event === null && this.clock.now() - this.startedAt >= this.limitMs) event = 'fail';
      if (event !== null) {
        this.settle(event);
        return;
      }
      this.timer = this.clock.setTimeout(() => void tick(), PAYMENT_POLL_INTERVAL_MS);
    };
    this.timer = this.clock.setTimeout(() => void tick(), PAYMENT_POLL_INTERVAL_MS);
  }

  stop(): void {
    this.transactionId = null;
    this.generation += 1;
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
  }
}
