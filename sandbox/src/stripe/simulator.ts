import { randomBytes } from 'node:crypto';
import { StripeSimError } from './errors';
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
}

export interface SimEvent {
  id: string;
  type: string;
  created: number;
  session: ReturnType<StripeSimulator['present']>;
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

  url(session: SimSession): string {
    return `${this.options.publicBase()}/checkout/${session.id}`;
  }

  /** The `checkout.session` object; `url` is present only while the session is open (stripe.md §2). */
  present(session: SimSession) {
    const { input } = session;
    return {
      id: session.id,
      object: 'checkout.session' as const,
      amount_subtotal: input.amountTotal,
      amount_total: input.amountTotal,
      cancel_url: input.cancelUrl,
      client_reference_id: input.clientReferenceId,
      created: session.created,
      currency: input.currency,
      customer: null,
      customer_details:
        session.status === 'complete' && input.customerEmail ? { email: input.customerEmail } : null,
      customer_email: input.customerEmail,
      expires_at: input.expiresAt,
      livemode: false,
      metadata: input.metadata,
      mode: 'payment' as const,
      payment_intent: session.paymentIntent,
      payment_method_types: input.paymentMethodTypes,
      payment_status: session.paymentStatus,
      status: session.status,
      success_url: input.successUrl,
      ui_mode: 'hosted_page',
      url: session.status === 'open' ? this.url(session) : null,
    };
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
