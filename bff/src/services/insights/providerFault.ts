import type { AppDeps } from '../../deps';

/** The providers whose faults the insights mark. */
const PROVIDERS = ['bokun', 'tpay', 'stripe', 'sheets'] as const;
export type FaultProvider = (typeof PROVIDERS)[number];

const isProvider = (value: unknown): value is FaultProvider =>
  typeof value === 'string' && (PROVIDERS as readonly string[]).includes(value);

/**
 * The provider behind a failure answered with an `upstream_*` code, read from the error's cause chain: a
 * `provider` field where the error has one, else the provider its class is named after. Undefined for any
 * other failure.
 */
export function faultingProvider(code: string, thrown: unknown): FaultProvider | undefined {
  if (!code.startsWith('upstream_')) return undefined;
  let error: unknown = thrown;
  for (let depth = 0; error instanceof Error && depth < 5; depth += 1) {
    const named = (error as { provider?: unknown }).provider;
    if (isProvider(named)) return named;
    const prefix = error.constructor.name.match(/^(Bokun|Tpay|Stripe|Sheets)/)?.[1]?.toLowerCase();
    if (isProvider(prefix)) return prefix;
    error = error.cause;
  }
  return undefined;
}

/**
 * The error handler's `onProviderFault`: counts a fault of the provider behind an upstream_* answer in its
 * hour, for the insights' markers. Never delays or fails the answer: a store error is only logged.
 */
export function providerFaultCounter(
  deps: Pick<AppDeps, 'store' | 'clock' | 'logger'>,
): (code: string, thrown: unknown) => void {
  return (code, thrown) => {
    const provider = faultingProvider(code, thrown);
    if (!provider || !deps.store) return;
    deps.store.funnelEvents
      .countProviderFault(provider, deps.clock.now())
      .catch((error: unknown) => deps.logger.warn({ err: error, provider }, 'provider fault not counted'));
  };
}
