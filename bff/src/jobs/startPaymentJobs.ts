import type { AppDeps } from '../deps';
import { createOutboxWorker, paymentTopicHandlers, type OutboxWorkerOptions } from './outboxWorker';
import { createReconciler, type ReconcilerOptions } from './reconciler';

export interface PaymentJobsOptions {
  /**
   * Process variables; `OUTBOX_WORKER=off` and `PAYMENT_RECONCILER=off` switch the jobs off;
   * `OUTBOX_LEASE_MS` is how long a claimed message stays with a worker that died (default 60 s).
   */
  switches?: Readonly<Record<string, string | undefined>>;
  worker?: OutboxWorkerOptions;
  reconciler?: ReconcilerOptions;
}

/** Running payment jobs; `stop` waits for passes in progress. */
export interface PaymentJobs {
  workerRunning: boolean;
  reconcilerRunning: boolean;
  stop(): Promise<void>;
}

const isOff = (value: string | undefined) =>
  ['off', 'false', '0'].includes((value ?? '').trim().toLowerCase());

/**
 * Starts the outbox worker (Bokun confirmations and releases) and the payment reconciler over the deps'
 * store, unless switched off. Without a store nothing starts.
 */
export function startPaymentJobs(deps: AppDeps, options: PaymentJobsOptions = {}): PaymentJobs {
  const switches = options.switches ?? process.env;
  if (!deps.store) return { workerRunning: false, reconcilerRunning: false, stop: () => Promise.resolve() };
  const leaseMs = Number(switches.OUTBOX_LEASE_MS);
  const workerOptions: OutboxWorkerOptions = {
    ...(Number.isInteger(leaseMs) && leaseMs > 0 ? { leaseMs } : {}),
    ...options.worker,
  };
  const worker = isOff(switches.OUTBOX_WORKER)
    ? undefined
    : createOutboxWorker(deps, paymentTopicHandlers(deps), workerOptions);
  const reconciler = isOff(switches.PAYMENT_RECONCILER)
    ? undefined
    : createReconciler(deps, options.reconciler);
  worker?.start();
  reconciler?.start();
  deps.logger.info({ worker: Boolean(worker), reconciler: Boolean(reconciler) }, 'payment jobs started');
  return {
    workerRunning: Boolean(worker),
    reconcilerRunning: Boolean(reconciler),
    async stop() {
      await Promise.all([worker?.stop(), reconciler?.stop()]);
    },
  };
}
