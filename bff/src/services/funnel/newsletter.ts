import type { AppDeps } from '../../deps';
import { configNotFound } from '../../errors';
import { requireStore } from '../configAccess';

type Deps = Pick<AppDeps, 'widgetConfigs' | 'sheetsClient' | 'store' | 'logger'>;

/** The e-mail column of the Newsletter sheet (§3: date-and-time, first-name, last-name, email, …). */
const NEWSLETTER_EMAIL_COLUMN = 'D';

/** The §7 answer of GET /api/google/check-email-for-newsletter. */
export interface NewsletterCheck {
  skipped: boolean;
  exists: boolean;
  error?: string;
}

/**
 * Whether an e-mail is already signed up for a config's newsletter: a row queued or sent through the store, or
 * a row in the sheet itself (compared trimmed and lower-cased; Google does not normalise). Skipped when the
 * config switched sheets off; without Sheets credentials only the store is asked. A sheet that cannot be
 * read leaves the store's answer and says so in `error`.
 */
export async function newsletterEmailExists(
  deps: Deps,
  configId: string,
  email: string,
): Promise<NewsletterCheck> {
  const config = deps.widgetConfigs(configId);
  if (!config) throw configNotFound(configId);
  if (config.globalConfig.googleSheetsEnabled === false) return { skipped: true, exists: false };
  const wanted = email.trim().toLowerCase();
  const inStore = deps.store ? await requireStore(deps).outbox.hasNewsletterEmail(configId, wanted) : false;
  if (inStore) return { skipped: false, exists: true };
  const client = deps.sheetsClient(configId);
  if (!client) return { skipped: true, exists: false };
  try {
    const emails = await client.readColumn('Newsletter', NEWSLETTER_EMAIL_COLUMN);
    return { skipped: false, exists: emails.some((cell) => cell.trim().toLowerCase() === wanted) };
  } catch (error) {
    deps.logger.warn({ err: error, configId }, 'newsletter sheet could not be read');
    return { skipped: false, exists: false, error: 'The newsletter sheet could not be read' };
  }
}
