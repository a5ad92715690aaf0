import { makeAutoObservable } from 'mobx';
import { WIDGET_SESSION_SECONDS, WIDGET_SESSION_TICK_MS } from '@booking/shared-contracts';
import { countdownOf, formatSessionTime, type Countdown } from '../domain';
import type { Clock, TimerHandle } from '../infra/deps';

/**
 * The widget's clock: the §9 widget session counted down each second while the widget is open, and the time
 * left of the visitor's hold while one exists. The UiStore opens and closes it with the widget.
 */
export class SessionClock {
  /** Seconds left in the widget session. */
  secondsLeft = 0;
  active = false;
  /** True once the widget session ran out with nothing held: the visitor is told and starts again. */
  expired = false;
  /** When the visitor's hold ends (epoch ms); null without one. While a hold exists its time is what counts. */
  holdExpiresAt: number | null = null;
  /** The clock at the last tick (epoch ms): what the time left of a hold is counted from. */
  now: number;
  /** True once the booking is paid: no clock runs for it any more. */
  paid = false;
  /** True between an opening and a close of the widget. */
  private opened = false;
  private timer: TimerHandle = null;
  /** When the widget session ends (epoch ms), counted from the clock so a throttled background tab keeps time. */
  private endsAt = 0;

  constructor(private readonly clock: Clock) {
    this.now = clock.now();
    makeAutoObservable<SessionClock, 'clock' | 'timer' | 'endsAt'>(this, {
      clock: false,
      timer: false,
      endsAt: false,
    });
  }

  /** The session time left as mm:ss. */
  get label(): string {
    return formatSessionTime(this.secondsLeft);
  }

  /** §4 opening the widget starts a new session timer. */
  open(): void {
    this.opened = true;
    this.paid = false;
    this.restart();
  }

  /** §4 "Closing stops the timer"; the hold and an ended session are forgotten. */
  close(): void {
    this.stop();
    this.opened = false;
    this.expired = false;
    this.holdExpiresAt = null;
  }

  /** Starts (or restarts) the 1,740 s countdown (§9 "counted down each second and restartable"). */
  restart(): void {
    this.now = this.clock.now();
    this.endsAt = this.now + WIDGET_SESSION_SECONDS * 1000;
    this.secondsLeft = WIDGET_SESSION_SECONDS;
    this.active = true;
    this.expired = false;
    this.startTicking();
  }

  /** Stops the countdown and the ticks. */
  stop(): void {
    this.stopTicking();
    this.active = false;
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
      this.active = false;
      this.now = this.clock.now();
      this.startTicking();
    } else if (had && this.opened && !this.expired && !this.paid) {
      this.restart();
    }
  }

  /** The booking is paid: the hold's time and the session no longer count. */
  markPaid(): void {
    this.paid = true;
    this.holdExpiresAt = null;
    this.stop();
  }

  /** What the widget's clock shows (see `countdownOf`). */
  countdown(hasChoice: boolean): Countdown {
    return countdownOf({
      holdSecondsLeft: this.holdExpiresAt === null ? null : this.holdSecondsLeft,
      sessionActive: this.active,
      sessionSecondsLeft: this.secondsLeft,
      sessionExpired: this.expired,
      hasChoice,
      paid: this.paid,
    });
  }

  /** Seconds the hold has left as of the last tick (0 without one). */
  get holdSecondsLeft(): number {
    return this.holdExpiresAt === null ? 0 : Math.max(0, Math.ceil((this.holdExpiresAt - this.now) / 1000));
  }

  /** One tick a second: the session's time left from the clock, its end, and the hold's time left. */
  tick(): void {
    this.now = this.clock.now();
    if (this.active) {
      this.secondsLeft = Math.max(0, Math.ceil((this.endsAt - this.now) / 1000));
      if (this.secondsLeft === 0) {
        this.active = false;
        this.expired = true;
      }
    }
    if (!this.active && this.holdExpiresAt === null) this.stopTicking();
  }

  private startTicking(): void {
    if (this.timer === null) {
      this.timer = this.clock.setInterval(() => this.tick(), WIDGET_SESSION_TICK_MS);
    }
  }

  private stopTicking(): void {
    if (this.timer !== null) this.clock.clearInterval(this.timer);
    this.timer = null;
  }
}
