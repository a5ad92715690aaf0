import type { FunnelFacts } from '@booking/shared-contracts';
import type { FunnelEventRecord } from '../../store';
import type { SheetRowPayload } from '../funnel/sheetRow';

/** What the BFF knows of a funnel row besides its cells. */
export interface FunnelEventContext {
  /** The widget's facts; their partner origin is not read (see `partnerOrigin`). */
  facts?: FunnelFacts;
  /** The page origin the widget session was issued for, once checked; null when not known. */
  partnerOrigin?: string | null;
  at: Date;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * The insights record of a funnel log row, or null for a row that is no funnel event (a newsletter row, a
 * row without a session or an event). No contact data: the e-mail, phone and name stay in the sheet row.
 */
export function funnelEventOf(
  row: SheetRowPayload,
  data: Record<string, unknown>,
  context: FunnelEventContext,
): FunnelEventRecord | null {
  if (row.sheet === 'Newsletter' || !row.sessionId || !row.event) return null;
  const facts = context.facts ?? {};
  const step = Number.parseInt(
    text(data.step) ?? (typeof data.step === 'number' ? String(data.step) : ''),
    10,
  );
  return {
    eventId: row.eventId,
    configId: row.configId,
    sessionId: row.sessionId,
    event: row.event,
    step: Number.isInteger(step) && step >= 0 && step < 100 ? step : null,
    activityId: text(data['trip-id']),
    rateId: facts.rateId ?? null,
    participants: facts.participants ?? null,
    amountMinor: facts.amountMinor ?? null,
    currency: facts.currency ?? null,
    language: text(data['website-lang'])?.toLowerCase() ?? null,
    hostingMode: facts.hostingMode ?? null,
    partnerOrigin: context.partnerOrigin ?? null,
    deviceClass: facts.deviceClass ?? null,
    paymentMethod: facts.paymentMethod ?? null,
    failureReason: facts.failureReason ?? null,
    reportedBy: row.reportedBy ?? 'visitor',
    occurredAt: context.at,
  };
}
