import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** The Prometheus registry of one app and the metrics the middleware records. */
export interface Metrics {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
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
  return { registry, httpDuration };
}
