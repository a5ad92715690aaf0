import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { ProviderCallTally } from './providerCalls';

/** The Prometheus registry of one app and the metrics the middleware records. */
export interface Metrics {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  /** Payments reaching a status, by provider, method and status: the failure rate across all visitors. */
  paymentOutcomes: Counter<'provider' | 'method' | 'status'>;
  /** Provider calls made for visitors, in all and per widget session (see ProviderCallTally). */
  providerCalls: ProviderCallTally;
  /** Reserves and payments refused by a hold bound, by the code answered: hoarding shows here first. */
  holdRefusals: Counter<'code'>;
  /** Holds made in the last day by what became of them (live, released, expired, confirmed); set at scrape. */
  recentHolds: Gauge<'state'>;
}

/**
 * A registry of its own per app (never prom-client's global one), so several apps in one process – as in
 * tests – do not collide. Default process metrics are collected unless `defaults` is false.
 */
export function createMetrics(options: { defaults?: boolean; now?: () => number } = {}): Metrics {
  const registry = new Registry();
  if (options.defaults !== false) collectDefaultMetrics({ register: registry, prefix: 'bff_' });
  const httpDuration = new Histogram({
    name: 'bff_http_request_duration_seconds',
    help: 'Duration of HTTP requests by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  // A widget sees only its own visitor's tries, too few for a rate; here every payment of every config counts
  // (a refused BLIK code is `error`), so an operator alerts on error / (success + error) over a window.
  const paymentOutcomes = new Counter({
    name: 'bff_payment_outcomes_total',
    help: 'Payments that reached a status (success, error, cancelled, refunded) by provider and method',
    labelNames: ['provider', 'method', 'status'] as const,
    registers: [registry],
  });
  return { registry, httpDuration, paymentOutcomes, ...holdMetrics(registry, options.now ?? Date.now) };
}

function holdMetrics(registry: Registry, now: () => number) {
  const providerCalls = new ProviderCallTally({
    calls: new Counter({
      name: 'bff_provider_calls_total',
      help: 'Calls to Bokun, Tpay and Stripe made for visitors (reserve, promo, release, payments), by provider',
      labelNames: ['provider'] as const,
      registers: [registry],
    }),
    perSession: new Histogram({
      name: 'bff_provider_calls_per_session',
      help: 'Provider calls one widget session made, observed once the session has been quiet for 30 minutes',
      buckets: [1, 2, 4, 8, 16, 32, 64, 128],
      registers: [registry],
    }),
    now,
  });
  const holdRefusals = new Counter({
    name: 'bff_hold_refusals_total',
    help: 'Reserves and payment tries refused by a hold bound, by error code',
    labelNames: ['code'] as const,
    registers: [registry],
  });
  const recentHolds = new Gauge({
    name: 'bff_holds_last_day',
    help: 'Holds made in the last 24 hours by state: live, released, expired, confirmed (read at scrape)',
    labelNames: ['state'] as const,
    registers: [registry],
  });
  return { providerCalls, holdRefusals, recentHolds };
}
