import { makeAutoObservable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import {
  RESERVATION_HOLD_MINUTES,
  RESERVATION_SESSION_CHECK_INTERVAL_MS,
  createSessionId,
  type ErrorMessageCode,
  type ReservationData,
  type ReservationStatus,
} from '@booking/shared-contracts';
import type { ApiClient } from '../api/client';
import { failureMessageCode, type FailureFacts } from '../domain/errorClassification';
import type { HeldReservation } from '../domain/paymentRequests';
import type { ReservationBodyResult } from '../domain/reservationBody';
import type { Clock, TimerHandle } from '../infra/deps';
import type { DiagnosticsStore } from '../infra/DiagnosticsStore';
import type { Logger } from '../infra/Logger';

/** §3 reservation of the booking state, with the hold token the BFF handed over. */
export interface Reservation extends HeldReservation {
  createdAt: number;
  expiresAt: number;
  status: ReservationStatus;
  /** The body the hold was made with: another body means another hold. */
  bodyKey: string;
}

export interface ReservationStoreDeps {
  api: ApiClient;
  clock: Clock;
  configId: () => string;
  /**
   * The widget session the BFF issued, which the hold is made for (it counts live holds per session): the
   * current one, or asked for now; rejects when none can be had (the reservation then fails visibly).
   */
  session: () => Promise<string>;
  /** The §7 reservation body of what the visitor chose and typed. */
  body: () => ReservationBodyResult;
  /** Settles the amount the body carries (the provider's own price, issue #24) before it is built. */
  priced?: () => Promise<void>;
  /** The date, slot, rate and tickets; a change releases the hold. */
  selectionKey: () => string;
  diagnostics: DiagnosticsStore;
  logger: Logger;
  random?: () => number;
  /** Called when an expired hold could not be renewed (the payment store cancels its transaction). */
  onHoldLost?: () => Promise<void> | void;
}

const HOLD_MS = RESERVATION_HOLD_MINUTES * 60_000;

/**
 * Reserve failures the visitor can act on, shown in their own words: an expired hold, too many seats held
 * (fewer participants or finishing the open booking helps), and a large booking without the contact data.
 * Any other failure reads "Could not create reservation".
 */
const SHOWN_AS_THEY_ARE: ReadonlySet<ErrorMessageCode> = new Set<ErrorMessageCode>([
  'reservation_expired',
  'hold_seats_limit_reached',
  'missing_contact_information',
]);
const messageOf = (cause: unknown) => (cause instanceof Error ? cause.message : String(cause));

/**
 * §4 reservation session: reserves when the visitor leaves the contact step (one hold per attempt, whatever
 * the clicks and retries, through the idempotency key), checks the hold every 5 s, renews it once on
 * expiry, and releases it when the date, slot or tickets change.
 */
export class ReservationStore {
  reservation: Reservation | null = null;
  isCreating = false;
  /** The §8 message of the last failure, shown on the contact or payment step. */
  error: ErrorMessageCode | null = null;
  /** True once a hold expired and could not be renewed: the visitor starts again. */
  expired = false;
  private attempt: { bodyKey: string; key: string } | null = null;
  private inFlight: Promise<Reservation | null> | null = null;
  private checkTimer: TimerHandle = null;
  private selectionAtHold: string | null = null;
  private readonly stopWatching: IReactionDisposer;

  constructor(private readonly deps: ReservationStoreDeps) {
    makeAutoObservable<ReservationStore, 'deps' | 'attempt' | 'inFlight' | 'checkTimer' | 'stopWatching'>(
      this,
      { deps: false, attempt: false, inFlight: false, checkTimer: false, stopWatching: false },
    );
    this.stopWatching = reaction(
      () => deps.selectionKey(),
      (key) => {
        if (this.reservation && this.selectionAtHold !== null && key !== this.selectionAtHold) {
          void this.release('selection_changed');
        }
      },
    );
  }

  get isHeld(): boolean {
    return this.reservation?.status === 'RESERVED';
  }

  /** Seconds the hold has left (0 when there is none). */
  secondsLeft(now: number = this.deps.clock.now()): number {
    return this.reservation ? Math.max(0, Math.ceil((this.reservation.expiresAt - now) / 1000)) : 0;
  }

  /**
   * A held reservation for the current body: the current one when it still fits, else a new one (the old
   * one released first). A double click shares the call in flight; a retry after a failure reuses the
   * idempotency key, so the BFF answers the hold it may already have made. Answers null on failure, with
   * `error` set.
   */
  ensure(): Promise<Reservation | null> {
    this.inFlight ??= this.ensureOnce().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async ensureOnce(): Promise<Reservation | null> {
    await this.deps.priced?.();
    const built = this.deps.body();
    if (!built.ok) {
      this.error = built.error;
      return null;
    }
    const bodyKey = JSON.stringify(built.data);
    const current = this.reservation;
    if (current && this.isHeld && current.bodyKey === bodyKey && current.expiresAt > this.deps.clock.now()) {
      return current;
    }
    if (current) await this.release('replaced');
    return this.create(built.data, bodyKey);
  }

  private keyFor(bodyKey: string): string {
    const current = this.attempt;
    if (current && current.bodyKey === bodyKey) return current.key;
    const key = createSessionId('res', { now: () => this.deps.clock.now(), random: this.deps.random });
    this.attempt = { bodyKey, key };
    return key;
  }

  private async create(reservationData: ReservationData, bodyKey: string): Promise<Reservation | null> {
    const { api, diagnostics, clock, logger } = this.deps;
    this.isCreating = true;
    this.error = null;
    diagnostics.startFlow('reservation');
    diagnostics.markStage('reservation', 'reserve');
    try {
      const sessionId = await this.deps.session();
      const answer = await api.call('bokunReserve', {
        body: {
          reservationData,
          configId: this.deps.configId(),
          idempotencyKey: this.keyFor(bodyKey),
          sessionId,
        },
      });
      if (!answer.success || !answer.data) throw new Error('reserve answered no reservation');
      const createdAt = clock.now();
      const reservation: Reservation = {
        confirmationCode: answer.data.confirmationCode,
        bookingId: answer.data.bookingId,
        ...(answer.data.holdToken ? { holdToken: answer.data.holdToken } : {}),
        ...(answer.data.receiptKey ? { receiptKey: answer.data.receiptKey } : {}),
        createdAt,
        expiresAt: createdAt + HOLD_MS,
        status: 'RESERVED',
        bodyKey,
      };
      runInAction(() => {
        this.reservation = reservation;
        this.isCreating = false;
        this.expired = false;
        this.attempt = null;
        this.selectionAtHold = this.deps.selectionKey();
      });
      diagnostics.completeFlow('reservation');
      diagnostics.recordState(`reservation:${reservation.confirmationCode}`);
      this.startChecks();
      return reservation;
    } catch (cause) {
      logger.warn('Reservation failed', cause);
      const code = failureMessageCode(cause as FailureFacts);
      runInAction(() => {
        this.isCreating = false;
        this.error = code && SHOWN_AS_THEY_ARE.has(code) ? code : 'reservation_not_created';
      });
      diagnostics.failFlow('reservation', messageOf(cause));
      return null;
    }
  }

  /** §4 "The session starts after a reservation is created and is checked every 5 seconds." */
  private startChecks(): void {
    this.stopChecks();
    this.checkTimer = this.deps.clock.setInterval(
      () => void this.check(),
      RESERVATION_SESSION_CHECK_INTERVAL_MS,
    );
  }

  private stopChecks(): void {
    if (this.checkTimer !== null) this.deps.clock.clearInterval(this.checkTimer);
    this.checkTimer = null;
  }

  /**
   * One session check: on expiry "a new reservation is attempted. If that fails, any transaction is cancelled
   * and the expiry error is shown."
   */
  async check(): Promise<void> {
    const held = this.reservation;
    if (!held || held.status !== 'RESERVED' || held.expiresAt > this.deps.clock.now()) return;
    this.stopChecks();
    this.deps.logger.info(`Reservation ${held.confirmationCode} expired; renewing it`);
    this.deps.diagnostics.recordState(`reservation:expired:${held.confirmationCode}`);
    runInAction(() => {
      if (this.reservation) this.reservation = { ...this.reservation, status: 'TIMEOUT' };
    });
    const renewed = await this.ensure();
    if (renewed) return;
    await this.deps.onHoldLost?.();
    runInAction(() => {
      this.error = 'reservation_expired';
      this.expired = true;
    });
  }

  /**
   * Releases the hold at the BFF (remove-reservation with its token); a failure is only logged. Answers
   * whether the booking system let it go (true when there was none).
   */
  async release(reason: string): Promise<boolean> {
    const held = this.reservation;
    this.forget();
    if (!held) return true;
    try {
      await this.deps.api.call('bokunRemoveReservation', {
        params: { confirmationCode: held.confirmationCode },
        body: { configId: this.deps.configId(), ...(held.holdToken ? { holdToken: held.holdToken } : {}) },
      });
      this.deps.diagnostics.recordState(`reservation:released:${reason}`);
      return true;
    } catch (cause) {
      this.deps.logger.warn(`Releasing reservation ${held.confirmationCode} failed`, cause);
      return false;
    }
  }

  /** §7 booking-cleanup after a failed payment creation; the hold is gone afterwards either way. */
  async cleanUp(reason: string): Promise<void> {
    const held = this.reservation;
    this.forget();
    if (!held) return;
    try {
      await this.deps.api.call('bookingCleanup', {
        body: {
          confirmationCode: held.confirmationCode,
          configId: this.deps.configId(),
          reason,
          ...(held.holdToken ? { holdToken: held.holdToken } : {}),
        },
      });
    } catch (cause) {
      this.deps.logger.warn(`Cleaning up reservation ${held.confirmationCode} failed`, cause);
    }
  }

  /**
   * Takes over a hold this widget made before the page was reloaded (kept in the tab's session storage): it
   * counts as held for the current selection, and its checks run as for a hold made here.
   */
  adopt(held: Reservation): void {
    this.reservation = { ...held, status: 'RESERVED' };
    this.expired = false;
    this.error = null;
    this.attempt = null;
    this.selectionAtHold = this.deps.selectionKey();
    this.startChecks();
  }

  /** Drops the hold without calling the BFF (it released or confirmed it itself). */
  forget(): void {
    this.stopChecks();
    this.reservation = null;
    this.selectionAtHold = null;
  }

  /** The visitor starts again after an expiry. */
  clearExpiry(): void {
    this.expired = false;
    this.error = null;
  }

  clearError(): void {
    this.error = null;
  }

  dispose(): void {
    this.stopChecks();
    this.stopWatching();
  }
}
