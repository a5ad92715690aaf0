import { createHmac } from 'node:crypto';
import type { FaultSwitches } from '../faults';

export type Schedule = (run: () => void, delayMs: number) => void;

/** Stripe retries failed deliveries for days (UNCONFIRMED schedule, stripe.md §3.3); this bounds it at six attempts. */
export const DEFAULT_WEBHOOK_RETRY_DELAYS_MS = [5_000, 30_000, 120_000, 600_000, 1_800_000];

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "{t}.{payload}" keyed with the whole whsec_… secret>` (stripe.md §3.2). */
export function stripeSignatureHeader(payload: string, secret: string, timestampS: number): string {
  const signature = createHmac('sha256', secret).update(`${timestampS}.${payload}`).digest('hex');
  return `t=${timestampS},v1=${signature}`;
}

export interface WebhookDelivery {
  eventId: string;
  type: string;
  url: string;
  payload: string;
  attempts: { status: number | null }[];
  /** `dropped`: a fault switch kept it from ever being sent. */
  state: 'pending' | 'delivered' | 'failed' | 'dropped';
}

export interface WebhookSenderOptions {
  fetch: typeof fetch;
  clock: () => Date;
  secret: string;
  schedule: Schedule;
  retryDelaysMs: readonly number[];
  /** Webhook faults (drop, repeat, reorder) matched against the event type. */
  faults?: FaultSwitches;
}

/** POSTs signed events and retries each until the endpoint answers 2xx; every attempt is signed afresh. */
export class WebhookSender {
  readonly deliveries: WebhookDelivery[] = [];
  private pending = 0;
  private waiters: (() => void)[] = [];

  constructor(private readonly options: WebhookSenderOptions) {}

  send(url: string, event: { id: string; type: string }): WebhookDelivery {
    const delivery: WebhookDelivery = {
      eventId: event.id,
      type: event.type,
      url,
      payload: JSON.stringify(event, null, 2),
      attempts: [],
      state: 'pending',
    };
    this.deliveries.push(delivery);
    const fault = this.options.faults?.takeForWebhook('stripe', event.type);
    if (fault?.kind === 'drop') {
      delivery.state = 'dropped';
      return delivery;
    }
    this.start(delivery, fault?.kind === 'reorder' ? (fault.delayMs ?? 1_000) : 0);
    if (fault?.kind === 'repeat') {
      const copy: WebhookDelivery = { ...delivery, attempts: [], state: 'pending' };
      this.deliveries.push(copy);
      this.start(copy, 0);
    }
    return delivery;
  }

  private start(delivery: WebhookDelivery, afterMs: number): void {
    this.pending += 1;
    if (afterMs === 0) void this.attempt(delivery, 0);
    else setTimeout(() => void this.attempt(delivery, 0), afterMs).unref();
  }

  /** Resolves once no delivery is running or waiting for a retry. */
  idle(): Promise<void> {
    if (this.pending === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  private async attempt(delivery: WebhookDelivery, index: number): Promise<void> {
    const status = await this.post(delivery);
    delivery.attempts.push({ status });
    if (status !== null && status >= 200 && status < 300) {
      delivery.state = 'delivered';
    } else if (index < this.options.retryDelaysMs.length) {
      this.options.schedule(
        () => void this.attempt(delivery, index + 1),
        this.options.retryDelaysMs[index] ?? 0,
      );
      return;
    } else {
      delivery.state = 'failed';
    }
    this.pending -= 1;
    if (this.pending === 0) this.waiters.splice(0).forEach((resolve) => resolve());
  }

  private async post(delivery: WebhookDelivery): Promise<number | null> {
    const timestamp = Math.floor(this.options.clock().getTime() / 1000);
    try {
      const response = await this.options.fetch(delivery.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Stripe-Signature': stripeSignatureHeader(delivery.payload, this.options.secret, timestamp),
        },
        body: delivery.payload,
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      return response.status;
    } catch {
      return null;
    }
  }
}
