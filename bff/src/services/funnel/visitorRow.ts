import {
  redactDiagnosticsReport,
  SHEET_NAMES,
  type DiagnosticsReport,
  type FunnelFacts,
  type SheetName,
} from '@booking/shared-contracts';
import type { AppDeps } from '../../deps';
import { configNotFound, funnelRateLimited } from '../../errors';
import { requireWidgetSession, sessionPageOrigin } from '../sessions/widgetSession';
import { appendSheetRow, type SheetAppendAnswer } from './appendSheetRow';

type Deps = Parameters<typeof appendSheetRow>[0] &
  Parameters<typeof requireWidgetSession>[0] &
  Pick<AppDeps, 'rateLimitStore'>;

/** Events only the server writes, from the paid payment: a browser's copy is answered skipped. */
const SERVER_ONLY_EVENTS = new Set(['PAYMENT_SUCCESS']);

/**
 * A funnel row posted by the visitor's browser. Its `session-id` must be a session this BFF issued for the
 * config (`400 session_invalid` otherwise); PAYMENT_SUCCESS and newsletter rows are skipped, since the
 * server writes them from the paid payment of the session; at most FUNNEL_ROWS_PER_SESSION rows per session
 * and FUNNEL_ROWS_PER_CONFIG per config within FUNNEL_WINDOW_MS (`429 funnel_rate_limited`). The row is
 * stored as reported by the visitor, with the session's diagnostics report (§4, §9) redacted once more here:
 * the browser's redaction is not trusted.
 */
export async function appendVisitorRow(
  deps: Deps,
  input: {
    configId: string;
    sheetName: SheetName;
    data: Record<string, unknown>;
    diagnostics?: DiagnosticsReport;
    requestOrigin?: string;
    /** The widget's insights facts; its partner origin counts only when the session was issued for it. */
    facts?: FunnelFacts;
  },
): Promise<SheetAppendAnswer> {
  const { configId, sheetName, data } = input;
  if (!deps.widgetConfigs(configId)) throw configNotFound(configId);
  const claimed = data['session-id'];
  const session = requireWidgetSession(
    deps,
    configId,
    typeof claimed === 'string' ? claimed.trim() : undefined,
    input.requestOrigin,
  );
  const event = typeof data.event === 'string' ? data.event.trim().toUpperCase() : '';
  if (sheetName === SHEET_NAMES.newsletter || SERVER_ONLY_EVENTS.has(event)) {
    return {
      success: true,
      skipped: true,
      message: 'Written by the server from the paid payment; the browser copy is not taken',
    };
  }
  await countRow(deps, `funnel:session:${session.id}`, deps.env.FUNNEL_ROWS_PER_SESSION);
  await countRow(deps, `funnel:config:${configId}`, deps.env.FUNNEL_ROWS_PER_CONFIG);
  const diagnostics = input.diagnostics ? redactDiagnosticsReport(input.diagnostics) : undefined;
  const { partnerOrigin: claimedOrigin, ...facts } = input.facts ?? {};
  const partnerOrigin = sessionPageOrigin(deps, session, {
    ...(input.requestOrigin ? { requestOrigin: input.requestOrigin } : {}),
    ...(claimedOrigin ? { claimed: claimedOrigin } : {}),
  });
  return appendSheetRow(deps, {
    configId,
    sheetName,
    data,
    reportedBy: 'visitor',
    ...(diagnostics ? { diagnostics } : {}),
    insight: { facts, partnerOrigin },
  });
}

async function countRow(deps: Deps, key: string, max: number): Promise<void> {
  let count: number;
  try {
    ({ count } = await deps.rateLimitStore.hit(key, deps.env.FUNNEL_WINDOW_MS));
  } catch (error) {
    // A counter outage must not lose the funnel; the per-IP limit still holds.
    deps.logger.warn({ err: error }, 'funnel row counter unavailable');
    return;
  }
  if (count > max) throw funnelRateLimited();
}
