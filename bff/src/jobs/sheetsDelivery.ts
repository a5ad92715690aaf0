import type { AppDeps } from '../deps';
import { isProviderError } from '../providers/providerError';
import { requireStore } from '../services/configAccess';
import { eventIdColumn, SHEETS_TOPIC, type SheetRowPayload } from '../services/funnel/sheetRow';
import { isTopic, type TopicMessage } from '../services/outboxTopics';
import { backoffMs, shouldRetry, type BackoffOptions } from './backoff';
import { periodic, type PeriodicJob } from './periodic';

export interface SheetsDeliveryOptions {
  /** Pause between passes. Default 500 ms. */
  pollMs?: number;
  /** Rows claimed per pass. Default 100. */
  batchSize?: number;
  /** A claimed row returns to the queue after this long if its worker died. Default 60 s. */
  leaseMs?: number;
  /** Deliveries before a row is dead. Default 20 (about a quarter of an hour of 64 s waits). */
  maxAttempts?: number;
  backoff?: BackoffOptions;
  /** How long rows of a config without Sheets credentials wait before they are looked at again. */
  unconfiguredRecheckMs?: number;
}

type Deps = Pick<AppDeps, 'store' | 'clock' | 'logger' | 'sheetsClient'>;

type RowMessage = TopicMessage<typeof SHEETS_TOPIC>;

/**
 * Why a row failed, as support reads it on the dead row: Google's words, its status, and for the refusals an
 * operator fixes in the spreadsheet (a sheet renamed or deleted, the sharing withdrawn) what to fix before a
 * retry.
 */
export function deliveryErrorText(error: unknown, sheet: string): string {
  if (!isProviderError(error, 'sheets')) return error instanceof Error ? error.message : String(error);
  const said = error.status === undefined ? error.message : `${error.message} (HTTP ${error.status})`;
  if (error.kind === 'auth')
    return `${said}: share the spreadsheet with the service account's client_email as an editor, then retry`;
  if (error.kind === 'not_found') return `${said}: check the config's spreadsheet id, then retry`;
  if (/Unable to parse range/i.test(error.message))
    return `${said}: the spreadsheet has no sheet named "${sheet}"; add or rename it, then retry`;
  return said;
}

/** A row as appended: its §3 cells, then its event id. */
const cellsOf = ({ payload: row }: RowMessage): string[] => [...row.cells, row.eventId];

/**
 * Delivers queued sheet rows: claims due rows (leased, SKIP LOCKED – concurrent workers never take the same
 * row), appends each config's rows of one sheet in a single call, and marks them sent. Every row carries its
 * event id in the column after the §3 columns; a batch holding a row that was claimed before (its worker
 * died, or its answer never came) first reads that column and leaves out rows already in the sheet, so a
 * crash between the append and the bookkeeping never writes a row twice. 429 and 5xx retry with backoff
 * (a Retry-After is honoured); other refusals go dead after one try – a refused batch is tried again row by
 * row first, so a row Google refuses (a cell over its 50,000 characters) goes dead alone. Rows of a config without credentials
 * stay pending in the store, their claim not counted as an attempt.
 */
export function createSheetsDelivery(deps: Deps, options: SheetsDeliveryOptions = {}): PeriodicJob {
  const maxAttempts = options.maxAttempts ?? 20;
  const backoff = options.backoff ?? { baseMs: 2_000, capMs: 64_000 };

  const deliverGroup = async (configId: string, sheet: SheetRowPayload['sheet'], group: RowMessage[]) => {
    const { outbox } = requireStore(deps);
    const ids = group.map((m) => m.id);
    const client = deps.sheetsClient(configId);
    if (!client) {
      await outbox.defer(ids, {
        error: `Google Sheets not configured for ${configId}`,
        retryAt: new Date(deps.clock.now().getTime() + (options.unconfiguredRecheckMs ?? 5 * 60_000)),
      });
      return;
    }
    let pending = group;
    try {
      if (group.some((m) => m.attempts > 1)) {
        const landed = new Set(await client.readColumn(sheet, eventIdColumn(sheet)));
        const already = group.filter((m) => landed.has(m.payload.eventId));
        await outbox.markSentMany(already.map((m) => m.id));
        pending = group.filter((m) => !already.includes(m));
      }
      if (pending.length > 0) {
        await client.append(sheet, pending.map(cellsOf));
        await outbox.markSentMany(pending.map((m) => m.id));
      }
    } catch (error) {
      // Google refuses a whole batch for one bad row (400); an unshared or missing spreadsheet refuses every row.
      const refusedForARow = isProviderError(error, 'sheets') && error.kind === 'validation';
      if (refusedForARow && pending.length > 1) {
        // Google refuses a whole batch for one bad row: each row alone, so only that one goes dead.
        for (const message of pending) await deliverAlone(configId, sheet, message);
        return;
      }
      await failed(configId, sheet, group, error);
    }
  };

  const deliverAlone = async (configId: string, sheet: SheetRowPayload['sheet'], message: RowMessage) => {
    const { outbox } = requireStore(deps);
    const client = deps.sheetsClient(configId);
    try {
      if (!client) throw new Error(`Google Sheets not configured for ${configId}`);
      await client.append(sheet, [cellsOf(message)]);
      await outbox.markSentMany([message.id]);
    } catch (error) {
      await failed(configId, sheet, [message], error);
    }
  };

  const failed = async (
    configId: string,
    sheet: SheetRowPayload['sheet'],
    group: RowMessage[],
    error: unknown,
  ) => {
    const { outbox } = requireStore(deps);
    const retryable = isProviderError(error, 'sheets') ? error.transient : true;
    const attempts = Math.max(...group.map((m) => m.attempts));
    const retry = shouldRetry(attempts, maxAttempts, !retryable);
    const wait = Math.max(
      backoffMs(attempts, backoff),
      isProviderError(error, 'sheets') ? (error.retryAfterMs ?? 0) : 0,
    );
    deps.logger[retry ? 'warn' : 'error'](
      { err: error, configId, sheet, rows: group.length, attempts },
      retry ? 'sheet append failed; will retry' : 'sheet append gave up',
    );
    await outbox.markFailedMany(
      group.map((m) => m.id),
      {
        error: deliveryErrorText(error, sheet),
        retryAt: retry ? new Date(deps.clock.now().getTime() + wait) : null,
      },
    );
  };

  const pass = async () => {
    const { outbox } = requireStore(deps);
    const claimed = await outbox.claimDue({
      now: deps.clock.now(),
      limit: options.batchSize ?? 100,
      leaseMs: options.leaseMs ?? 60_000,
      topics: [SHEETS_TOPIC],
    });
    const groups = new Map<string, RowMessage[]>();
    for (const message of claimed.filter((m) => isTopic(m, SHEETS_TOPIC))) {
      const { payload: row } = message;
      const key = JSON.stringify([row.configId, row.sheet]);
      groups.set(key, [...(groups.get(key) ?? []), message]);
    }
    for (const [key, group] of groups) {
      const [configId, sheet] = JSON.parse(key) as [string, SheetRowPayload['sheet']];
      await deliverGroup(configId, sheet, group);
    }
    return claimed.length;
  };

  return periodic(pass, options.pollMs ?? 500, (error) =>
    deps.logger.error({ err: error }, 'sheets delivery pass failed'),
  );
}
