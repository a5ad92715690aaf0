import {
  ERROR_MESSAGES,
  GOOGLE_CELL_MAX_LENGTH,
  sheetsNotConfigured,
  sheetsSaved,
  type DiagnosticsReport,
  type SheetName,
} from '@booking/shared-contracts';
import type { AppDeps } from '../../deps';
import { configNotFound, legacySheetsBodyRefused, serviceUnavailable, sheetCellTooLong } from '../../errors';
import { createSheetsClient, parseServiceAccount } from '../../providers/sheets';
import { inTransaction } from '../../store';
import { requireStore } from '../configAccess';
import { funnelEventOf, type FunnelEventContext } from '../insights/funnelEvent';
import { outboxEntry } from '../outboxTopics';
import { buildSheetRow, SHEETS_TOPIC, type SheetRowPayload } from './sheetRow';
import { newsletterEmailExists } from './newsletter';

type Deps = Pick<AppDeps, 'env' | 'widgetConfigs' | 'sheetsClient' | 'store' | 'clock' | 'logger' | 'cache'>;

/** The §7 answer of POST /api/google/google-sheets. */
export interface SheetAppendAnswer {
  success: boolean;
  skipped: boolean;
  message: string;
  data?: { eventId: string; queued: boolean; duplicate: boolean };
}

/**
 * Queues one funnel, newsletter or abandoned-cart row in the outbox (the worker appends it): skipped when the
 * config switched sheets off, and for a newsletter row without an e-mail or with one already signed up.
 * Without Sheets credentials the row is still stored – readable through the support API – and the §8
 * "not configured" message answers.
 */
export async function appendSheetRow(
  deps: Deps,
  input: {
    configId: string;
    sheetName: SheetName;
    data: Record<string, unknown>;
    reportedBy: 'visitor' | 'server';
    /** The widget session's redacted diagnostics report: kept for support, never appended to the sheet. */
    diagnostics?: DiagnosticsReport;
    /** The row's insights facts; the event is timed now unless `at` is given. */
    insight?: Omit<FunnelEventContext, 'at'> & { at?: Date };
  },
): Promise<SheetAppendAnswer> {
  const { configId, sheetName } = input;
  const config = deps.widgetConfigs(configId);
  if (!config) throw configNotFound(configId);
  const insight = { ...input.insight, at: input.insight?.at ?? deps.clock.now() };
  if (config.globalConfig.googleSheetsEnabled === false) {
    await recordEventOnly(deps, input, insight);
    return { success: true, skipped: true, message: `Google Sheets logging is off for ${configId}` };
  }
  const built = buildSheetRow(configId, sheetName, input.data);
  const row: SheetRowPayload = {
    ...built,
    reportedBy: input.reportedBy,
    ...(input.diagnostics ? { diagnostics: input.diagnostics } : {}),
  };
  if (sheetName === 'Newsletter') {
    if (!row.email) return { success: true, skipped: true, message: 'Newsletter sign-up has no e-mail' };
    const { exists } = await newsletterEmailExists(deps, configId, row.email);
    if (exists)
      return { success: true, skipped: true, message: 'E-mail already signed up for the newsletter' };
  }
  const store = requireStore(deps);
  const event = funnelEventOf(row, input.data, insight);
  let created: boolean;
  try {
    // The sheet row and its insights event commit together, so the two never disagree.
    ({ created } = await inTransaction(store, async (tx) => {
      const queued = await tx.outbox.enqueueOnce(
        { ...outboxEntry(SHEETS_TOPIC, row), eventId: row.eventId },
        deps.clock.now(),
      );
      if (event) await tx.funnelEvents.record(event);
      return queued;
    }));
  } catch (error) {
    deps.logger.error({ err: error, configId, sheet: sheetName }, 'sheet row not stored');
    throw serviceUnavailable(ERROR_MESSAGES.sheets_save_failed);
  }
  const configured = deps.sheetsClient(configId) !== undefined;
  return {
    success: true,
    skipped: !configured,
    message: configured ? sheetsSaved(sheetName) : sheetsNotConfigured(sheetName),
    data: { eventId: row.eventId, queued: configured, duplicate: !created },
  };
}

/**
 * With Sheets off for the config nothing is queued, but the funnel event still goes to the insights: a row
 * that could not be a sheet row is no event either.
 */
async function recordEventOnly(
  deps: Deps,
  input: Pick<Parameters<typeof appendSheetRow>[1], 'configId' | 'sheetName' | 'data' | 'reportedBy'>,
  insight: FunnelEventContext,
): Promise<void> {
  const { configId, sheetName, data, reportedBy } = input;
  if (!deps.store) return;
  let event;
  try {
    event = funnelEventOf({ ...buildSheetRow(configId, sheetName, data), reportedBy }, data, insight);
  } catch {
    return;
  }
  if (!event) return;
  try {
    await deps.store.funnelEvents.record(event);
  } catch (error) {
    deps.logger.error({ err: error, configId }, 'funnel event not stored');
    throw serviceUnavailable(ERROR_MESSAGES.sheets_save_failed);
  }
}

/**
 * The legacy body, which carries a service account key from the browser. Refused unless
 * SHEETS_LEGACY_BODY is on, since the key is a credential; when on, the rows are appended at once.
 */
export async function appendLegacySheetRows(
  deps: Pick<AppDeps, 'env' | 'logger'>,
  input: {
    range: string;
    values: Array<Array<string | number | boolean>>;
    googleServiceAccountJson: string;
    googleSpreadsheetId: string;
  },
): Promise<SheetAppendAnswer> {
  if (!deps.env.SHEETS_LEGACY_BODY) throw legacySheetsBodyRefused();
  for (const row of input.values) {
    if (row.some((cell) => String(cell).length >= GOOGLE_CELL_MAX_LENGTH))
      throw sheetCellTooLong('values', GOOGLE_CELL_MAX_LENGTH - 1);
  }
  const serviceAccount = parseServiceAccount(input.googleServiceAccountJson);
  if (!serviceAccount) throw legacySheetsBodyRefused('googleServiceAccountJson is not a service account key');
  let sheet = input.range.slice(0, input.range.lastIndexOf('!'));
  if (sheet.startsWith("'") && sheet.endsWith("'")) sheet = sheet.slice(1, -1).replaceAll("''", "'");
  const client = createSheetsClient({ spreadsheetId: input.googleSpreadsheetId, serviceAccount });
  try {
    await client.append(
      sheet,
      input.values.map((row) => row.map(String)),
    );
  } catch (error) {
    deps.logger.warn({ err: error, sheet }, 'legacy sheet append failed');
    return { success: false, skipped: false, message: ERROR_MESSAGES.sheets_save_failed };
  }
  return { success: true, skipped: false, message: sheetsSaved(sheet) };
}
