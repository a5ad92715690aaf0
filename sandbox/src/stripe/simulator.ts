import { randomBytes } from 'node:crypto';
import { StripeSimError } from './errors';
import { presentSession, type PresentedSession } from './presentSession';
import type { SessionInput } from './validateSession';
import type { WebhookSender } from './webhooks';

/** The API version the simulated account is pinned to; events carry it. */
export const SIMULATED_API_VERSION = '2026-10-28.endive';

export interface StripeSimulatorOptions {
  clock: () => Date;
  sender: WebhookSender;
  /** Where events go; none are sent without it. */
  webhookUrl: () => string | undefined;
  /** Origin + prefix the payer's browser uses. */
  publicBase: () => string;
  /** Runs the expiry check when a session's `expires_at` arrives, so its event goes out unasked. */
  schedule: (run: () => void, delayMs: number) => void;
}

/** A Checkout Session as the simulator keeps it (stripe.md §2). */
export interface SimSession {
  id: string;
  input: SessionInput;
  created: number;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid';
  paymentIntent: string | null;
  /** A delayed-notification method (a bank debit): processing after Checkout, then succeeded or failed. */
  delayed: 'processing' | 'succeeded' | 'failed' | null;
}

export interface SimEvent {
  id: string;
  type: string;
  created: number;
  session: PresentedSession;
}

const randomId = (length: number) =>
  randomBytes(length).toString('base64url').replace(/[-_]/g, 'x').slice(0, length);

/** Sessions, their hosted-page outcomes, expiry and the events these emit. */
export class StripeSimulator {
  readonly sessions = new Map<string, SimSession>();
  readonly events: SimEvent[] = [];

  constructor(readonly options: StripeSimulatorOptions) {}

  get deliveries() {
    return this.options.sender.deliveries;
  }

  /** Resolves once every webhook is delivered or given up. */
  webhooksSettled(): Promise<void> {
    return this.options.sender.idle();
  }

  private nowS(): number {
    return Math.floor(this.options.clock().getTime() / 1000);
  }

  create(input: SessionInput): SimSession {
    const session: SimSession = {
      id: `cs_test_${randomId(58)}`,
      input,
      created: this.nowS(),
      status: 'open',
      paymentStatus: 'unpaid',
      paymentIntent: null,
      delayed: null,
    };
    this.sessions.set(session.id, session);
    const untilExpiry = input.expiresAt * 1000 - this.options.clock().getTime();
    this.options.schedule(() => {
      if (this.sessions.has(session.id)) this.get(session.id);
    }, untilExpiry);
    return session;
  }

  /** The session, expired first if its `expires_at` has passed. */
  get(id: string): SimSession {
    const session = this.sessions.get(id);
    if (!session)
      throw new StripeSimError(
        404,
        'invalid_request_error',
        `No such checkout.session: '${id}'`,
        'resource_missing',
        'session',
      );
    if (session.status === 'open' && this.nowS() >= session.input.expiresAt) this.markExpired(session);
    return session;
  }

  expire(id: string): SimSession {
    const session = this.get(id);
    if (session.status !== 'open') {
      throw new StripeSimError(
        400,
        'invalid_request_error',
        'Only Checkout Sessions with a status of `open` can be expired.',
        'checkout_session_not_open',
      );
    }
    this.markExpired(session);
    return session;
  }

  /** The payer paid on the hosted page. */
  complete(session: SimSession): void {
    if (session.status !== 'open') return;
    session.status = 'complete';
    session.paymentStatus = 'paid';
    session.paymentIntent = `pi_${randomId(24)}`;
    this.emit('checkout.session.completed', session);
  }

  /**
   * The payer finished Checkout with a delayed method: the session is complete but unpaid until the bank
   * settles it (stripe.md §3.1), and `checkout.session.completed` says so.
   */
  completeDelayed(session: SimSession): void {
    if (session.status !== 'open') return;
    session.status = 'complete';
    session.paymentStatus = 'unpaid';
    session.paymentIntent = `pi_${randomId(24)}`;
    session.delayed = 'processing';
    this.emit('checkout.session.completed', session);
  }

  /** The bank's answer to a delayed payment; false when the session has none processing. */
  settleDelayed(session: SimSession, outcome: 'succeeded' | 'failed'): boolean {
    if (session.delayed !== 'processing') return false;
    session.delayed = outcome;
    if (outcome === 'succeeded') session.paymentStatus = 'paid';
    this.emit(
      outcome === 'succeeded'
        ? 'checkout.session.async_payment_succeeded'
        : 'checkout.session.async_payment_failed',
      session,
    );
    return true;
  }

  /**
   * The PaymentIntent behind a completed session, in the fields a client reads to settle a delayed payment:
   * `processing` while the bank works, `succeeded`, or `requires_payment_method` once the debit failed.
   */
  paymentIntent(id: string) {
    const session = [...this.sessions.values()].find((s) => s.paymentIntent === id);
    if (!session)
      throw new StripeSimError(
        404,
        'invalid_request_error',
        `No such payment_intent: '${id}'`,
        'resource_missing',
        'intent',
      );
    const status =
      session.delayed === 'processing'
        ? 'processing'
        : session.delayed === 'failed'
          ? 'requires_payment_method'
          : 'succeeded';
    return {
      id,
      object: 'payment_intent',
      amount: session.input.amountTotal,
      amount_received: status === 'succeeded' ? session.input.amountTotal : 0,
      currency: session.input.currency,
      created: session.created,
      livemode: false,
      metadata: {},
      status,
      last_payment_error:
        status === 'requires_payment_method'
          ? { type: 'card_error', code: 'payment_method_not_available', message: 'The debit failed.' }
          : null,
    };
  }

  url(session: SimSession): string {
    return `${this.options.publicBase()}/checkout/${session.id}`;
  }

  /** The `checkout.session` object; `url` is present only while the session is open (stripe.md §2). */
  present(session: SimSession): PresentedSession {
    return presentSession(session, this.url(session));
  }

  reset(): void {
    this.sessions.clear();
    this.events.length = 0;
  }

  private markExpired(session: SimSession): void {
    session.status = 'expired';
    this.emit('checkout.session.expired', session);
  }

  private emit(type: string, session: SimSession): void {
    const event: SimEvent = {
      id: `evt_${randomId(24)}`,
      type,
      created: this.nowS(),
      session: this.present(session),
    };
    this.events.push(event);
    const webhookUrl = this.options.webhookUrl();
    if (!webhookUrl) return;
    this.options.sender.send(webhookUrl, {
      id: event.id,
      object: 'event',
      api_version: SIMULATED_API_VERSION,
      created: event.created,
      data: { object: event.session },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    } as { id: string; type: string });
  }
}
