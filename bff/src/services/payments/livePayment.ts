import type { AppDeps } from '../../deps';
import { paymentInProgress, paymentPending } from '../../errors';
import { gatewayOf, type PaymentGateway } from '../../providers/paymentGateway';
import { isLivePaymentConflict, type PaymentRecord, type Store } from '../../store';
import { applyPaymentOutcome } from './applyOutcome';

type Deps = Pick<AppDeps, 'store' | 'clock' | 'logger' | 'paymentGateways'>;

const isLive = (p: PaymentRecord) => p.status === 'initiated' || p.status === 'pending';

/** What a new create call is about: the reservation and how it is to be paid. */
export interface LiveSlot {
  configId: string;
  reservationCode: string;
  method: string;
}

/** The live payment's stored answer when it is the same payment (provider and method) the caller asks for. */
function sameAnswer(live: PaymentRecord, gateway: PaymentGateway, slot: LiveSlot): unknown {
  if (live.provider !== gateway.provider || live.method !== slot.method) return undefined;
  // Created but its answer not stored yet, or still waiting for the provider: the caller retries shortly.
  if (live.providerTransactionId === null || live.response === null) throw paymentInProgress();
  return live.response;
}

/** Ends a live payment at its provider and cancels it, keeping the hold for the payment that replaces it. */
async function switchAway(deps: Deps, live: PaymentRecord): Promise<void> {
  if (live.providerTransactionId === null) throw paymentInProgress();
  try {
    await gatewayOf(deps.paymentGateways, live).endTransaction(live.providerTransactionId);
  } catch (error) {
    deps.logger.warn({ err: error, paymentId: live.id }, 'the live payment could not be ended');
    throw paymentPending(live.reservationCode);
  }
  await applyPaymentOutcome(deps, live.id, { status: 'cancelled', source: 'switch', hold: 'keep' });
}

/**
 * One live transaction per reservation, whatever the provider, e-mail or method. Before a new intent is
 * stored: the live payment of the same provider and method is the answer (a second create returns it, as
 * `{ answer }`); one of another provider or method is ended at its provider first (the visitor switched).
 * Answers undefined when a new payment may be created.
 */
export async function settleLivePayment(
  deps: Deps,
  store: Store,
  gateway: PaymentGateway,
  slot: LiveSlot,
): Promise<{ answer: unknown } | undefined> {
  const live = (await store.payments.findByReservation(slot.configId, slot.reservationCode)).find(isLive);
  if (!live) return undefined;
  const answer = sameAnswer(live, gateway, slot);
  if (answer !== undefined) return { answer };
  await switchAway(deps, live);
  return undefined;
}

/**
 * Stores an intent unless another create got there first: the live-payment index refuses a second live
 * payment of one reservation, and the caller gets the winner's answer or 409 payment_in_progress.
 */
export async function saveIntentOnce(
  store: Store,
  gateway: PaymentGateway,
  slot: LiveSlot,
  save: () => Promise<PaymentRecord>,
): Promise<{ payment: PaymentRecord } | { answer: unknown }> {
  try {
    return { payment: await save() };
  } catch (error) {
    if (!isLivePaymentConflict(error)) throw error;
    const live = (await store.payments.findByReservation(slot.configId, slot.reservationCode)).find(isLive);
    const answer = live ? sameAnswer(live, gateway, slot) : undefined;
    if (answer === undefined) throw paymentInProgress();
    return { answer };
  }
}
