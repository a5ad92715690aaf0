import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** The Prometheus registry of one app and the metrics the middleware records. */
export interface Metrics {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  /** Payments reaching a status, by provider, method and status: the failure rate across all visitors. */
  paymentOutcomes: Counter<'provider' | 'method' | 'status'>;
}

/**
 * A registry of its own per app (never prom-client's global one), so several apps in one process – as in
 * tests – do not collide. Default process metrics are collected unless `defaults` is false.
 */
export function createMetrics(options: { defaults?: boolean } = {}): Metrics {
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
  return { registry, httpDuration, paymentOutcomes };
}
