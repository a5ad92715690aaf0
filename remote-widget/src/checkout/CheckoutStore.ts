import { makeAutoObservable, observableRef } from 'mobx';
import {
  normalizeDomain,
  paymentCompletionUrl,
  paymentReturnUrl,
  type Language,
  type PaymentProvider,
  type ReservationData,
  type Transaction,
} from '@booking/shared-contracts';
import {
  contactPerson,
  initialCheckoutValues,
  participantsOf,
  type CheckoutValues,
} from '../domain/checkoutForm';
import { checkoutQuestionsOf, type CheckoutQuestions } from '../domain/checkoutQuestions';
import { reservationExtras } from '../domain/extras';
import { paymentDescription, type BookingRecord, type HeldReservation } from '../domain/paymentRequests';
import { buildReservationData, type ReservationBodyResult } from '../domain/reservationBody';
import { buildSuccessPayload, successRedirectUrl, type SuccessPayload } from '../domain/successPayload';
import type { BookingStore } from '../stores/BookingStore';
import type { IntegratorOptions } from '../stores/checkoutHost';
import type { PaymentContext } from './paymentContext';

/** What the checkout reads from the rest of the widget. */
export interface CheckoutStoreDeps {
  booking: BookingStore;
  configId: () => string;
  provider: () => PaymentProvider;
  /** The config's domain (the success page's host) and configured success URL. */
  domain: () => string;
  configuredSuccessUrl: () => string;
  language: () => Language;
  sessionId: () => string;
  /**
   * The origin of the payment window's return page when the host opens the provider's page in a window of its
   * own (a framed widget); null when the widget's page goes to the provider itself.
   */
  paymentReturnOrigin?: () => string | null;
}

/** The Polish provider's limit on return URLs. */
export const RETURN_URL_MAX_LENGTH = 512;

/**
 * The payload a provider's return URL carries: the booking's identity and total only (the success page
 * fills the rest with the schema's defaults), so the URL fits the provider's limit.
 */
export function compactPayload(payload: SuccessPayload): SuccessPayload {
  const { version, status, confirmationCode, bookingId, totalPrice, currency, provider, lang } = payload;
  const compact = { version, status, confirmationCode, bookingId, activity: { id: payload.activity.id } };
  return { ...compact, totalPrice, currency, provider, lang } as SuccessPayload;
}

/** A return URL within the provider's limit: without its `data` when even the compact payload is too long. */
export function fitReturnUrl(url: string): string {
  if (url.length <= RETURN_URL_MAX_LENGTH) return url;
  const shorter = new URL(url);
  shorter.searchParams.delete('data');
  return shorter.toString();
}

/** Where the success redirect says the booking came from (`source`). */
export const SUCCESS_SOURCE = 'booking-widget';

/** One line of the booking summary of steps 2–4. */
export interface SummaryTicket {
  name: string;
  count: number;
  price: number;
}

/**
 * The checkout of one booking: the contact step's values (kept while the visitor goes back and forth), the
 * §7 reservation body built from them, and what the payment and the success redirect need.
 */
export class CheckoutStore {
  values: CheckoutValues | null = null;
  /**
   * What the contact form holds while the visitor types, before it is saved: kept with the booking in the
   * tab, so a reload on the contact step finds it. A reservation takes the values only once they are saved.
   */
  draft: CheckoutValues | null = null;
  integrator: IntegratorOptions = {};

  constructor(private readonly deps: CheckoutStoreDeps) {
    // The draft is the form's own object, taken as it is: each change of the form is a new one.
    makeAutoObservable<CheckoutStore, 'deps'>(this, { deps: false, draft: observableRef });
  }

  get questions(): CheckoutQuestions {
    return checkoutQuestionsOf(this.deps.booking.activity);
  }

  /** The form's values: the saved ones adjusted to the current tickets, else the defaults. */
  get initialValues(): CheckoutValues {
    const { booking } = this.deps;
    const participants = participantsOf(booking.tickets, booking.ticketTypes);
    return initialCheckoutValues(this.questions, participants, this.integrator, this.draft ?? this.values);
  }

  /** Date, slot, rate and tickets: what a hold is made for. */
  get selectionKey(): string {
    return this.deps.booking.pricingKey;
  }

  /** The main contact's name, e-mail and phone as saved; null before the contact step is left. */
  get contact(): ReturnType<typeof contactPerson> | null {
    return this.values ? contactPerson(this.values.contact) : null;
  }

  /** The booking's lines: each ticket counted, then each extra chosen with its unit price. */
  get tickets(): SummaryTicket[] {
    const { booking } = this.deps;
    const tickets = booking.ticketTypes.flatMap((ticket) => {
      const entry = booking.tickets[String(ticket.id)];
      return entry && entry.count > 0
        ? [{ name: ticket.label || ticket.name, count: entry.count, price: entry.price }]
        : [];
    });
    return [...tickets, ...booking.extraLines];
  }

  setIntegrator(options: IntegratorOptions): void {
    this.integrator = options;
  }

  saveValues(values: CheckoutValues): void {
    this.values = values;
    this.draft = null;
  }

  /** The contact form's values as typed so far (see `draft`). */
  keepDraft(values: CheckoutValues): void {
    this.draft = values;
  }

  /**
   * The §7 reservation body of the current choice and the saved values. It carries the promo code only while
   * the code's total is the current one: the amount it sends is the total shown, which the booking system
   * checks against its own price.
   */
  reservationBody(
    promoCode: string = this.deps.booking.chargedPromoCode,
    values: CheckoutValues = this.values ?? this.initialValues,
  ): ReservationBodyResult {
    const { booking } = this.deps;
    return buildReservationData({
      activityId: booking.activityId,
      slot: booking.selectedSlot,
      rateId: booking.selectedRateId,
      values,
      promoCode,
      extras: reservationExtras(booking.extras, booking.extraUnits, booking.passengerCategories.length),
      amount: booking.totalPrice,
      currency: booking.currency,
    });
  }

  /**
   * The reservation body with a code, for pricing it: its passengers are the current tickets' (the saved
   * values fitted to them), as the visitor may have changed the tickets since the contact step.
   */
  promoProbe(code: string): ReservationData | null {
    const built = this.reservationBody(code, this.initialValues);
    return built.ok ? built.data : null;
  }

  get bookingRecord(): BookingRecord {
    const { booking } = this.deps;
    return {
      activity: { id: booking.activityId ?? 0, title: booking.activity?.activityName ?? '' },
      date: booking.selectedDate ?? '',
      time: booking.selectedSlot?.startTime ?? '',
      tickets: this.tickets.map((t) => ({ category: t.name, count: t.count, price: t.price })),
      totalPrice: booking.totalPrice,
      currency: booking.currency,
      meetingPoint: booking.activity?.startingLocation ?? '',
    };
  }

  successPayload(
    status: 'success' | 'error',
    transaction: Transaction | null,
    held: { confirmationCode: string; bookingId: number } | null,
  ): SuccessPayload {
    const record = this.bookingRecord;
    return buildSuccessPayload({
      status,
      confirmationCode: held?.confirmationCode ?? null,
      bookingId: held?.bookingId ?? null,
      activity: record.activity,
      date: record.date || null,
      time: record.time || null,
      tickets: record.tickets,
      totalPrice: record.totalPrice,
      currency: record.currency,
      // URLs end up in analytics and Referer headers: they never carry who booked.
      contact: { firstName: '', lastName: '', email: '' },
      transactionId: transaction?.transactionId ?? null,
      provider: this.deps.provider(),
      lang: this.deps.language(),
    });
  }

  /** The site of the success and payment-completion pages: the config's domain, else this page's origin. */
  private get siteHost(): string {
    return normalizeDomain(this.deps.domain()) || (typeof location === 'undefined' ? '' : location.origin);
  }

  /**
   * §2 success redirect URL; `viaWidget` adds method=url (the widget changes the location itself), `receipt`
   * lets the success page read the booking back from the BFF.
   */
  successUrl(payload: SuccessPayload, viaWidget: boolean, receipt?: string): string {
    return successRedirectUrl({
      host: this.siteHost,
      configuredUrl: this.integrator.successUrl || this.deps.configuredSuccessUrl() || null,
      source: SUCCESS_SOURCE,
      payload,
      viaWidget,
      receipt,
    });
  }

  /**
   * Where a provider's page sends the payer back: a framed widget's payment window to the return page of its
   * own origin, which tells the widget; a page that went to the provider itself to the payment-completion page,
   * which follows the payment and shows the booking. Both carry only the hold's receipt key. A hold without
   * one (an older BFF) goes back to the success page as before.
   */
  private payerUrls(held: HeldReservation | null): { success: string; error: string } {
    const lang = this.deps.language();
    const receipt = held?.receiptKey;
    const windowOrigin = this.deps.paymentReturnOrigin?.() ?? null;
    if (receipt && windowOrigin) {
      return {
        success: paymentReturnUrl(windowOrigin, receipt, lang, 'success'),
        error: paymentReturnUrl(windowOrigin, receipt, lang, 'error'),
      };
    }
    if (receipt) {
      return {
        success: paymentCompletionUrl(this.siteHost, receipt, lang, 'success'),
        error: paymentCompletionUrl(this.siteHost, receipt, lang, 'error'),
      };
    }
    return {
      success: fitReturnUrl(
        this.successUrl(compactPayload(this.successPayload('success', null, held)), false),
      ),
      error: fitReturnUrl(this.successUrl(compactPayload(this.successPayload('error', null, held)), false)),
    };
  }

  /** What a payment is for, and where a hosted page sends the payer back. */
  paymentContext(held: HeldReservation | null): PaymentContext {
    const { booking } = this.deps;
    const record = this.bookingRecord;
    return {
      configId: this.deps.configId(),
      provider: this.deps.provider(),
      amount: booking.totalPrice,
      currency: booking.currency,
      payer: contactPerson(this.values?.contact ?? {}),
      description: paymentDescription(record.activity.title, record.date, record.time),
      booking: record,
      sessionId: this.deps.sessionId(),
      payerUrls: this.payerUrls(held),
    };
  }

  reset(): void {
    this.values = null;
    this.draft = null;
  }
}
