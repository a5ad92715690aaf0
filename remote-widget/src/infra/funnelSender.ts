// Loaded with the first funnel event, so row building and posting stay out of the step-1 download.
import {
  buildLogRow,
  ERROR_MESSAGES,
  SHEET_NAMES,
  type DiagnosticsReport,
  type FunnelFacts,
  type LogRowInput,
  type SheetName,
} from '@booking/shared-contracts';
import { ApiError } from '../api/ApiError';
import type { ApiClient } from '../api/client';
import type { Clock } from './deps';
import type { DiagnosticsStore } from './DiagnosticsStore';
import type { Logger } from './Logger';
import { sessionDiagnostics } from './sessionDiagnostics';

/** Waits before the second and the third try of a row the BFF did not take; after the third it is dropped. */
export const FUNNEL_RETRY_DELAYS_MS = [2_000, 10_000] as const;

export interface FunnelSenderDeps {
  api: ApiClient;
  clock: Clock;
  logger: Logger;
  /** The widget's diagnostics: an abandoned cart carries the session's report for support (§4, §9). */
  diagnostics?: DiagnosticsStore;
}

/**
 * Posts funnel rows to POST /api/google/google-sheets without the visitor ever waiting or seeing a failure:
 * a row goes out at once (finishing even when the page is left meanwhile), a failure that a retry may fix
 * is tried twice more, and every failure ends as a warning in the widget's log.
 */
export interface FunnelSender {
  /** A §3 log row to Logi, or to Porzucone koszyki for an abandoned cart. */
  log(configId: string, sheet: SheetName, facts: FunnelFacts, row: LogRowInput): void;
}

/** What a failure is logged as: its code and status, never the URL (it may hold the e-mail). */
const failureOf = (cause: unknown) =>
  cause instanceof ApiError ? { code: cause.code, status: cause.status } : String(cause);

export function createFunnelSender({ api, clock, logger, diagnostics }: FunnelSenderDeps): FunnelSender {
  const post = (
    configId: string,
    sheetName: SheetName,
    data: Record<string, string>,
    facts: FunnelFacts,
    report: DiagnosticsReport | null,
    tries = 0,
  ): void => {
    const body = { configId, sheetName, data, facts, ...(report ? { diagnostics: report } : {}) };
    api.call('googleSheets', { body, keepalive: true }).then(
      (answer) => {
        // §8 "API returned unsuccessful response": logged only, never shown.
        if (!answer.success)
          logger.warn(`${ERROR_MESSAGES.sheets_unsuccessful_response}: ${sheetName}`, answer.message);
      },
      (cause: unknown) => {
        const delay = FUNNEL_RETRY_DELAYS_MS[tries];
        if (cause instanceof ApiError && cause.retryable && delay !== undefined) {
          // The same row again: the BFF knows it by its cells and keeps it once.
          clock.setTimeout(() => post(configId, sheetName, data, facts, report, tries + 1), delay);
          return;
        }
        logger.warn(`Funnel row not saved to ${sheetName}`, failureOf(cause));
      },
    );
  };
  return {
    // An abandoned cart is where support looks for what went wrong: it carries the session's report.
    log: (configId, sheet, facts, row) => {
      const report =
        sheet === SHEET_NAMES.abandonedCarts && diagnostics ? sessionDiagnostics(diagnostics) : null;
      post(configId, sheet, buildLogRow(row), facts, report);
    },
  };
}
