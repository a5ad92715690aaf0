import { createFunnelEventsRepository, type FunnelEventsRepository } from './funnelEvents';
import { createHoldsRepository, type HoldsRepository } from './holds';
import { createIdempotencyRepository, type IdempotencyRepository } from './idempotency';
import { createInsightsRepository, type InsightsRepository } from './insights';
import { createOutboxRepository, type OutboxRepository } from './outbox';
import { createPaymentEventsRepository, type PaymentEventsRepository } from './paymentEvents';
import { createPaymentInitiationsRepository, type PaymentInitiationsRepository } from './paymentInitiations';
import { createPaymentsRepository, type PaymentsRepository } from './payments';
import { createRefundFlagsRepository, type RefundFlagsRepository } from './refundFlags';
import { createReservationsRepository, type ReservationsRepository } from './reservations';
import type { SqlClient } from './sqlClient';
import { createWidgetConfigsRepository, type WidgetConfigsRepository } from './widgetConfigs';

/** Every repository of the store, over one connection pool or one open transaction. */
export interface StoreRepositories {
  reservations: ReservationsRepository;
  outbox: OutboxRepository;
  payments: PaymentsRepository;
  paymentEvents: PaymentEventsRepository;
  paymentInitiations: PaymentInitiationsRepository;
  idempotency: IdempotencyRepository;
  holds: HoldsRepository;
  /** Paid bookings that need a refund by hand (support lists them). */
  refundFlags: RefundFlagsRepository;
  widgetConfigs: WidgetConfigsRepository;
  /** Funnel events and their per-session roll-up, for the operators' insights. */
  funnelEvents: FunnelEventsRepository;
  insights: InsightsRepository;
}

/** The repositories over `sql`: the store's own pool, or a transaction of it. */
export function storeRepositories(sql: SqlClient): StoreRepositories {
  return {
    reservations: createReservationsRepository(sql),
    outbox: createOutboxRepository(sql),
    payments: createPaymentsRepository(sql),
    paymentEvents: createPaymentEventsRepository(sql),
    paymentInitiations: createPaymentInitiationsRepository(sql),
    idempotency: createIdempotencyRepository(sql),
    holds: createHoldsRepository(sql),
    refundFlags: createRefundFlagsRepository(sql),
    widgetConfigs: createWidgetConfigsRepository(sql),
    funnelEvents: createFunnelEventsRepository(sql),
    insights: createInsightsRepository(sql),
  };
}

/**
 * Runs `work` in one database transaction of the store, with every repository bound to it: all of its
 * writes commit together or none does.
 */
export function inTransaction<T>(
  store: { sql: SqlClient },
  work: (tx: StoreRepositories) => Promise<T>,
): Promise<T> {
  return store.sql.transaction((tx) => work(storeRepositories(tx)));
}
