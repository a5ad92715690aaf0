import { sql as idempotency } from './001_idempotency';
import { sql as reservations } from './002_reservations';
import { sql as outbox } from './003_outbox';
import { sql as payments } from './004_payments';
import { sql as holdCapability } from './005_hold_capability';
import { sql as holdSession } from './006_hold_session';
import { sql as funnelOutbox } from './007_funnel_outbox';
import { sql as refundFlags } from './008_refund_flags';
import { sql as widgetConfigs } from './009_widget_configs';
import { sql as receipts } from './010_receipts';
import { sql as holdSeats } from './011_hold_seats';
import { sql as providerChecks } from './012_provider_checks';
import { sql as funnelInsights } from './013_funnel_insights';

/** One schema change: applied once, in order, inside its own transaction. */
export interface Migration {
  /** `NNN_name`; the order of application and the key in `schema_migrations`. */
  id: string;
  sql: string;
}

/**
 * Every migration, oldest first. Kept as TypeScript modules rather than .sql files so the
 * compiled dist/ carries them without a copy step. Never edit a shipped one: add the next number.
 */
export const migrations: readonly Migration[] = [
  { id: '001_idempotency', sql: idempotency },
  { id: '002_reservations', sql: reservations },
  { id: '003_outbox', sql: outbox },
  { id: '004_payments', sql: payments },
  { id: '005_hold_capability', sql: holdCapability },
  { id: '006_hold_session', sql: holdSession },
  { id: '007_funnel_outbox', sql: funnelOutbox },
  { id: '008_refund_flags', sql: refundFlags },
  { id: '009_widget_configs', sql: widgetConfigs },
  { id: '010_receipts', sql: receipts },
  { id: '011_hold_seats', sql: holdSeats },
  { id: '012_provider_checks', sql: providerChecks },
  { id: '013_funnel_insights', sql: funnelInsights },
];
