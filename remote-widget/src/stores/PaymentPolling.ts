import { BOOKING_STATUS_TIMEOUT_MS } from '@booking/shared-contracts';
import type { ApiClient } from '../api/client';
import { eventOfBookingStatus, type PaymentEvent } from '../domain/paymentStatus';
import type { Clock, TimerHandle } from './deps';

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
  private generation = 0;

  constructor(
    private readonly api: ApiClient,
    private readonly clock: Clock,
    private readonly onSettled: (event: PaymentEvent) => void,
  ) {}

  start(transactionId: string): void {
    this.stop();
    this.startedAt = this.clock.now();
    const generation = ++this.generation;
    const tick = async () => {
      let event: PaymentEvent | null;
      try {
        const answer = await this.api.call('bookingStatus', {
          query: { transaction_id: transactionId },
          timeoutMs: BOOKING_STATUS_TIMEOUT_MS,
        });
        event = eventOfBookingStatus(answer.status);
      } catch {
        event = null;
      }
      if (generation !== this.generation) return;
      if (event === null && this.clock.now() - this.startedAt >= PAYMENT_POLL_LIMIT_MS) event = 'fail';
      if (event !== null) {
        this.timer = null;
        this.onSettled(event);
        return;
      }
      this.timer = this.clock.setTimeout(() => void tick(), PAYMENT_POLL_INTERVAL_MS);
    };
    this.timer = this.clock.setTimeout(() => void tick(), PAYMENT_POLL_INTERVAL_MS);
  }

  stop(): void {
    this.generation += 1;
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
  }
}
