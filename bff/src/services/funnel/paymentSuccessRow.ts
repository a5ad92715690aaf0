import {
  buildLogRow,
  buildNewsletterRow,
  paymentBookingDataSchema,
  SHEET_NAMES,
  type Language,
} from '@booking/shared-contracts';
import type { InferType } from 'yup';
import type { AppDeps } from '../../deps';
import type { PaymentInitiation, PaymentRecord } from '../../store';
import { requireStore } from '../configAccess';
import type { PaymentTaskPayload } from '../payments/applyOutcome';
import { appendSheetRow } from './appendSheetRow';

export type Deps = Pick<
  AppDeps,
  'env' | 'widgetConfigs' | 'sheetsClient' | 'store' | 'clock' | 'logger' | 'cache'
>;

/** The step a payment's success is logged at: the payment step. */
const PAYMENT_STEP = 3;

/** The parts of a stored payment record (§7 `bookingData`) the funnel row is made of. */
export interface FunnelBookingFacts {
  activityId: number;
  contact: { firstName: string; lastName: string; email: string; phone: string };
  funnel: { sessionId: string; lang: Language; website: string; marketing: boolean };
}

/**
 * The funnel facts of a stored payment record, or null when it carries none (a widget that sent no funnel
 * trail: its config logs no funnel, or it predates the trail). The record comes back from the database as
 * plain JSON, so it is read through the contract's schema it was stored under.
 */
export function funnelFactsOf(initiation: Pick<PaymentInitiation, 'bookingData'>): FunnelBookingFacts | null {
  let booking: InferType<typeof paymentBookingDataSchema>;
  try {
    booking = paymentBookingDataSchema.validateSync(initiation.bookingData);
  } catch {
    return null;
  }
  if (!booking.funnel) return null;
  const { firstName, lastName, email = '', phone } = booking.contactInfo;
  return {
    activityId: booking.activity.id,
    contact: { firstName, lastName, email, phone },
    funnel: booking.funnel,
  };
}

/** A stored payment and the funnel facts of its payment record; null without either (logged). */
export async function paymentFunnelOf(
  deps: Deps,
  payload: PaymentTaskPayload,
): Promise<{ payment: PaymentRecord; facts: FunnelBookingFacts; at: number } | null> {
  const { payments, paymentInitiations } = requireStore(deps);
  const payment = await payments.findById(payload.paymentId);
  if (!payment) return null;
  const refs = [payment.providerTransactionId, payment.providerTitle].filter(
    (ref): ref is string => ref !== null,
  );
  let initiation: PaymentInitiation | undefined;
  for (const ref of refs) {
    initiation ??= await paymentInitiations.findByTransaction(payment.configId, ref);
  }
  const facts = initiation ? funnelFactsOf(initiation) : null;
  if (!facts) {
    deps.logger.info({ paymentId: payment.id }, 'payment outcome not logged to the funnel: no funnel trail');
    return null;
  }
  // Timed at the status change, so a redelivered task makes the same row and the outbox keeps one.
  const at = payload.at ? Date.parse(payload.at) : payment.updatedAt.getTime();
  return { payment, facts, at };
}

/** The insights facts of a payment's outcome row: its money and method, at the status change. */
export function paymentInsight(payment: PaymentRecord, at: number, failureReason?: string) {
  return {
    at: new Date(at),
    facts: {
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      paymentMethod: payment.method,
      ...(failureReason ? { failureReason } : {}),
    },
  };
}

/** The §3 log row of a payment's outcome, as the widget would have sent it from the payment step. */
export function paymentLogRow(
  facts: FunnelBookingFacts,
  at: number,
  event: 'PAYMENT_SUCCESS' | 'PAYMENT_FAIL',
): Record<string, string> {
  const { contact, funnel } = facts;
  return buildLogRow({
    at,
    event,
    sessionId: funnel.sessionId,
    tripId: facts.activityId,
    website: funnel.website,
    lang: funnel.lang,
    step: PAYMENT_STEP,
    email: contact.email,
    phone: contact.phone,
    client: `${contact.firstName} ${contact.lastName}`,
  });
}

/**
 * §4 "Payment success logs PAYMENT_SUCCESS and, if the marketing agreement is given, a newsletter sign-up" –
 * written by the server from the paid payment for every method (the browser's copies are never taken, so no
 * such row exists without a paid booking of its session). The rows are those the widget would have sent (its
 * funnel session, language and site, from the payment record it stored), timed at the status change, so a
 * redelivered task makes the same rows and the outbox keeps one of each. Nothing is logged without a payment
 * record or without a funnel trail in it.
 */
export async function logPaymentSuccess(deps: Deps, payload: PaymentTaskPayload): Promise<void> {
  const found = await paymentFunnelOf(deps, payload);
  if (!found) return;
  const { payment, facts, at } = found;
  const { contact, funnel } = facts;
  await appendSheetRow(deps, {
    configId: payment.configId,
    sheetName: SHEET_NAMES.logs,
    reportedBy: 'server',
    data: paymentLogRow(facts, at, 'PAYMENT_SUCCESS'),
    insight: paymentInsight(payment, at),
  });
  if (!funnel.marketing || !contact.email) return;
  await appendSheetRow(deps, {
    configId: payment.configId,
    sheetName: SHEET_NAMES.newsletter,
    reportedBy: 'server',
    data: buildNewsletterRow({
      at,
      email: contact.email,
      firstName: contact.firstName,
      lastName: contact.lastName,
      phone: contact.phone,
      tripId: facts.activityId,
      accepted: true,
      sessionId: funnel.sessionId,
    }),
  });
}
