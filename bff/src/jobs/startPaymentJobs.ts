import type { AppDeps } from '../deps';
import { createOutboxWorker, paymentTopicHandlers, type OutboxWorkerOptions } from './outboxWorker';
import { createReconciler, type ReconcilerOptions } from './reconciler';
import { createSheetsDelivery, type SheetsDeliveryOptions } from './sheetsDelivery';

export interface PaymentJobsOptions {
  worker?: OutboxWorkerOptions;
  reconciler?: ReconcilerOptions;
  sheets?: SheetsDeliveryOptions;
}

/** Running payment jobs; `stop` waits for passes in progress. */
export interface PaymentJobs {
  workerRunning: boolean;
  reconcilerRunning: boolean;
  sheetsRunning: boolean;
  stop(): Promise<void>;
}

/**
 * Starts the outbox worker (Bokun confirmations and releases), the Sheets delivery (funnel rows) and the
 * payment reconciler over the deps' store, unless switched off (`OUTBOX_WORKER=off` stops both outbox
 * consumers, `SHEETS_WORKER=off` only the Sheets one). Without a store nothing starts.
 */
export function startPaymentJobs(deps: AppDeps, options: PaymentJobsOptions = {}): PaymentJobs {
  const { env } = deps;
  if (!deps.store) {
    return {
      workerRunning: false,
      reconcilerRunning: false,
      sheetsRunning: false,
      stop: () => Promise.resolve(),
    };
  }
  const workerOptions: OutboxWorkerOptions = {
    ...(env.OUTBOX_LEASE_MS ? { leaseMs: env.OUTBOX_LEASE_MS } : {}),
    ...options.worker,
  };
  const worker = env.OUTBOX_WORKER
    ? createOutboxWorker(deps, paymentTopicHandlers(deps), workerOptions)
    : undefined;
  const reconciler = env.PAYMENT_RECONCILER ? createReconciler(deps, options.reconciler) : undefined;
  const sheets =
    !env.OUTBOX_WORKER || !env.SHEETS_WORKER
      ? undefined
      : createSheetsDelivery(deps, {
          batchSize: deps.env.SHEETS_BATCH_SIZE,
          leaseMs: deps.env.SHEETS_LEASE_MS,
          backoff: { baseMs: deps.env.SHEETS_BACKOFF_BASE_MS, capMs: deps.env.SHEETS_BACKOFF_CAP_MS },
          ...options.sheets,
        });
  worker?.start();
  reconciler?.start();
  sheets?.start();
  deps.logger.info(
    { worker: Boolean(worker), reconciler: Boolean(reconciler), sheets: Boolean(sheets) },
    'background jobs started',
  );
  return {
    workerRunning: Boolean(worker),
    reconcilerRunning: Boolean(reconciler),
    sheetsRunning: Boolean(sheets),
    async stop() {
      await Promise.all([worker?.stop(), reconciler?.stop(), sheets?.stop()]);
    },
  };
}
