import type { BookingWidgetEvent } from '@booking/shared-contracts';

/**
 * Takes a new remote version "at the next safe moment – never in the middle of a payment": the page reloads
 * at once when the visitor is not in the payment or after-payment step, else once the booking has succeeded,
 * failed back to an earlier step, or the widget closed.
 */
export class UpdateGate {
  private step = 1;
  private pending = false;

  constructor(private readonly apply: () => void) {}

  /** True while a reload would interrupt a payment. */
  get inPayment(): boolean {
    return this.step >= 3;
  }

  /** A new remote version was noticed. */
  newVersion(): void {
    this.pending = true;
    this.applyIfSafe();
  }

  /** Follows the widget's events to know where the visitor is. */
  note(event: BookingWidgetEvent): void {
    if (event.action === 'stepChanged') this.step = event.step;
    else if (event.action === 'widgetClosed') this.step = 1;
    // A paid booking leaves for the success page, which loads the new version anyway.
    else if (event.action === 'bookingSucceeded') return;
    this.applyIfSafe();
  }

  private applyIfSafe(): void {
    if (!this.pending || this.inPayment) return;
    this.pending = false;
    this.apply();
  }
}
