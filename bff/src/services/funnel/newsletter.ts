import { cached } from '../../cache';
import type { AppDeps } from '../../deps';
import { configNotFound } from '../../errors';
import { requireStore } from '../configAccess';

type Deps = Pick<AppDeps, 'env' | 'widgetConfigs' | 'sheetsClient' | 'store' | 'logger' | 'cache'>;

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
 * a row in the sheet itself (compared trimmed and lower-cased; Google does not normalise). The sheet's e-mail
 * column is read once per config and NEWSLETTER_CACHE_SECONDS, never per address. Skipped when the
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
    const emails = await cached(
      deps.cache,
      `newsletter:${configId}`,
      deps.env.NEWSLETTER_CACHE_SECONDS * 1000,
      async () =>
        (await client.readColumn('Newsletter', NEWSLETTER_EMAIL_COLUMN)).map((cell) =>
          cell.trim().toLowerCase(),
        ),
      { onCacheError: (error) => deps.logger.warn({ err: error, configId }, 'newsletter cache unavailable') },
    );
    return { skipped: false, exists: emails.includes(wanted) };
  } catch (error) {
    deps.logger.warn({ err: error, configId }, 'newsletter sheet could not be read');
    return { skipped: false, exists: false, error: 'The newsletter sheet could not be read' };
  }
}

/**
 * GET /api/google/check-email-for-newsletter for a browser: answered only for an e-mail its own widget session
 * recorded a payment with (its contact e-mail); any other address answers as unknown (`skipped`, not
 * existing), so the route tells nobody who is signed up.
 */
export async function sessionNewsletterCheck(
  deps: Deps,
  input: { configId: string; sessionId: string; email: string },
): Promise<NewsletterCheck> {
  const wanted = input.email.trim().toLowerCase();
  const own = deps.store
    ? await requireStore(deps).paymentInitiations.contactEmailsOfSession(input.configId, input.sessionId)
    : [];
  if (!own.includes(wanted)) return { skipped: true, exists: false };
  return newsletterEmailExists(deps, input.configId, input.email);
}
