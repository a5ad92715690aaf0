import type { ActivityDetails, Language } from '@booking/shared-contracts';
import { catalogKey } from '../../cache';
import type { AppDeps } from '../../deps';
import { bokunClientFor } from '../configAccess';
import {
  cachedRead,
  DEFAULT_CATALOG_CURRENCY,
  readCatalog,
  GENERAL_INFORMATION_TTL_MS,
} from './catalogCache';

export interface GeneralInformationInput {
  configId: string;
  activityId: number;
  lang: Language;
  /** Three upper-case letters; PLN when absent. */
  currency?: string;
}

type Deps = Pick<AppDeps, 'widgetConfigs' | 'bokunClient' | 'cache' | 'logger' | 'clock'>;

/**
 * An activity's details in one language (spec §7 general-information), cached for minutes per
 * (config, activity, currency, language). Unknown activity → 404 activity_not_available.
 */
export async function getGeneralInformation(
  deps: Deps,
  input: GeneralInformationInput,
): Promise<ActivityDetails> {
  const client = bokunClientFor(deps, input.configId);
  const currency = input.currency ?? DEFAULT_CATALOG_CURRENCY;
  const key = catalogKey({
    kind: 'general-information',
    configId: input.configId,
    activityId: input.activityId,
    currency,
    lang: input.lang,
  });
  return readCatalog(input.activityId, () =>
    cachedRead(deps, key, GENERAL_INFORMATION_TTL_MS, () =>
      client.activityDetails(input.activityId, input.lang, currency),
    ),
  );
}
