import { asksForEmail, FETCH_LANGUAGE, type GlobalConfig } from '@booking/shared-contracts';
import type { AppDeps } from '../../deps';
import {
  configNotFound,
  contactFieldsMissing,
  domainNotConfigured,
  transactionStoreFailed,
} from '../../errors';
import { getGeneralInformation } from '../catalog';
import type { PaymentsRepository } from '../../store';
import { assertPayer, assertPaymentAmount } from './rules';

/** How long a created transaction answers retries of its key; far beyond the 30-minute hold. */
export const PAYMENT_IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;

/**
 * §5 "A transaction needs a configured domain, an active config id, email, first name, last name and a
 * total amount above 0" (plus the §3 card bounds). Answers the config's global settings.
 */
export function checkTransactionPreconditions(
  deps: Pick<AppDeps, 'widgetConfigs'>,
  configId: string,
  payer: { email?: string | undefined; name: string },
  amount: number,
): GlobalConfig {
  const config = deps.widgetConfigs(configId);
  if (!config) throw configNotFound(configId);
  if (!config.globalConfig.domain.trim()) throw domainNotConfigured(configId);
  assertPayer(payer);
  assertPaymentAmount(amount);
  return config.globalConfig;
}

/**
 * A payer may leave the e-mail out only when the booked activity does not ask for one (its main-contact
 * fields, read through the catalogue cache); otherwise the answer is §8 missing contact information, naming
 * the e-mail.
 */
export async function assertEmailOptional(
  deps: Pick<AppDeps, 'widgetConfigs' | 'bokunClient' | 'cache' | 'logger' | 'clock'>,
  configId: string,
  activityId: number,
): Promise<void> {
  const activity = await getGeneralInformation(deps, { configId, activityId, lang: FETCH_LANGUAGE });
  if (asksForEmail(activity.mainContactFields)) throw contactFieldsMissing(['email']);
}

/**
 * Records the provider's answer on the intent. When that write fails the transaction exists at the
 * provider but not here: the answer is §8 "Transaction was created but failed to store properly", and
 * the intent stays open for its notification (or the reconciler) to settle.
 */
export async function recordCreated(
  deps: Pick<AppDeps, 'clock' | 'logger'>,
  payments: PaymentsRepository,
  paymentId: string,
  created: { providerTransactionId: string; providerTitle: string; response: unknown },
): Promise<void> {
  try {
    await payments.markCreated(paymentId, created, deps.clock.now());
  } catch (error) {
    deps.logger.error(
      { err: error, paymentId, transaction: created.providerTransactionId },
      'storing a created transaction failed',
    );
    throw transactionStoreFailed();
  }
}
