import type { AppDeps } from '../deps';
import { createOutboxWorker, paymentTopicHandlers, type OutboxWorkerOptions } from './outboxWorker';
import { createReconciler, type ReconcilerOptions } from './reconciler';
import { createSheetsDelivery, type SheetsDeliveryOptions } from './sheetsDelivery';

export interface PaymentJobsOptions {
  /**
   * Process variables; `OUTBOX_WORKER=off` and `PAYMENT_RECONCILER=off` switch the jobs off;
   * `OUTBOX_LEASE_MS` is how long a claimed message stays with a worker that died (default 60 s).
   */
  switches?: Readonly<Record<string, string | undefined>>;
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

const isOff = (value: string | undefined) =>
  ['off', 'false', '0'].includes((value ?? '').trim().toLowerCase());

/**
 * Starts the outbox worker (Bokun confirmations and releases), the Sheets delivery (funnel rows) and the
 * payment reconciler over the deps' store, unless switched off (`OUTBOX_WORKER=off` stops both outbox
 * consumers, `SHEETS_WORKER=off` only the Sheets one). Without a store nothing starts.
 */
export function startPaymentJobs(deps: AppDeps, options: PaymentJobsOptions = {}): PaymentJobs {
  const switches = options.switches ?? process.env;
  if (!deps.store) {
    return {
      workerRunning: false,
      reconcilerRunning: false,
      sheetsRunning: false,
      stop: () => Promise.resolve(),
    };
  }
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
  const sheets =
    isOff(switches.OUTBOX_WORKER) || isOff(switches.SHEETS_WORKER)
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
