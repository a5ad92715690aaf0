import { fromMinorUnits, type MinorUnits } from '@booking/shared-contracts';
import type { AppDeps } from '../../deps';
import { refundFlagNotOpen } from '../../errors';
import type { RefundFlag } from '../../store';
import { requireStore } from '../configAccess';

type Deps = Pick<AppDeps, 'store' | 'clock'>;

const present = (flag: RefundFlag) => ({
  id: flag.id,
  configId: flag.configId,
  reservationCode: flag.reservationCode,
  provider: flag.provider,
  providerTransactionId: flag.providerTransactionId,
  amount: fromMinorUnits(flag.amountMinor as MinorUnits, flag.currency),
  currency: flag.currency,
  reason: flag.reason,
  createdAt: flag.createdAt.toISOString(),
});

/** Paid bookings waiting for a refund by hand, oldest first; of one config when given. */
export async function openRefunds(deps: Deps, configId?: string) {
  const flags = await requireStore(deps).refundFlags.listOpen({
    ...(configId ? { configId } : {}),
    limit: 200,
  });
  return { refunds: flags.map(present) };
}

/** The refund was made: the flag leaves the open list; 404 for an unknown or already resolved one. */
export async function resolveRefund(deps: Deps, id: string) {
  if (await requireStore(deps).refundFlags.resolve(id, deps.clock.now())) return { resolved: true, id };
  throw refundFlagNotOpen(id);
}
