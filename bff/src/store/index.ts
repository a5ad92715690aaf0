export type { QueryResult, SqlClient, StoreEngine, StoreLogger } from './sqlClient';
export { IN_MEMORY } from './pgliteClient';
export { DEFAULT_PGLITE_DIR, openStore, type OpenStoreOptions, type Store } from './openStore';
export { runMigrations } from './migrate';
export { migrations, type Migration } from './migrations';
export { inTransaction, storeRepositories, type StoreRepositories } from './repositories';
export {
  createIdempotencyRepository,
  runIdempotent,
  deleteExpiredIdempotencyRecords,
  type IdempotencyRepository,
  type IdempotencyOptions,
  type IdempotentOutcome,
} from './idempotency';
export {
  IdempotencyConflictError,
  IdempotencyInProgressError,
  IdempotencyOriginalFailedError,
} from './idempotencyErrors';
export { hashRequest } from './requestHash';
export {
  createReservationsRepository,
  RESERVATION_STATUSES,
  ReservationCodeTakenError,
  type NewReservation,
  type Reservation,
  type ReservationStatus,
  type ReservationsRepository,
} from './reservations';
export {
  createOutboxRepository,
  type OutboxMessage,
  type OutboxRepository,
  type OutboxStatus,
} from './outbox';
export {
  createPaymentsRepository,
  PAYMENT_RECORD_STATUSES,
  type NewPaymentIntent,
  type PaymentEvent,
  type PaymentRecord,
  type PaymentRecordStatus,
  type PaymentsRepository,
} from './payments';
export {
  createPaymentInitiationsRepository,
  type NewPaymentInitiation,
  type PaymentInitiation,
  type PaymentInitiationsRepository,
} from './paymentInitiations';
export { createPaymentEventsRepository, type PaymentEventsRepository } from './paymentEvents';
export {
  createHoldsRepository,
  type Departure,
  type HoldHistory,
  type HoldOwner,
  type HoldScope,
  type HoldsRepository,
} from './holds';
export { isLivePaymentConflict, LIVE_PAYMENT_INDEX } from './livePayments';
export {
  createRefundFlagsRepository,
  type NewRefundFlag,
  type RefundFlag,
  type RefundFlagsRepository,
  type RefundReason,
} from './refundFlags';
export {
  createWidgetConfigsRepository,
  type StoredWidgetConfig,
  type WidgetConfigsRepository,
} from './widgetConfigs';
export {
  createFunnelEventsRepository,
  type FunnelEventRecord,
  type FunnelEventsRepository,
} from './funnelEvents';
export { createInsightsRepository, type InsightsRepository, type InsightsRows } from './insights';
