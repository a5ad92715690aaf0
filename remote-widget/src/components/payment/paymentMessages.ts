import { defineMessages, type NoMessageValues } from 'react-intl';

/** Texts of the payment step. */
export const paymentMessages = defineMessages<{
  heading: NoMessageValues;
  methods: NoMessageValues;
  methodsLoading: NoMessageValues;
  methodCard: NoMessageValues;
  methodAliorInstalments: NoMessageValues;
  blikLabel: NoMessageValues;
  blikHint: NoMessageValues;
  agreements: NoMessageValues;
  terms: NoMessageValues;
  termsLink: NoMessageValues;
  paymentTerms: NoMessageValues;
  paymentTermsLink: NoMessageValues;
  marketing: NoMessageValues;
  agreementsRequired: NoMessageValues;
  pay: NoMessageValues;
  paying: NoMessageValues;
  blikPending: NoMessageValues;
  blikPendingHint: NoMessageValues;
  redirectPending: NoMessageValues;
  windowPending: NoMessageValues;
  windowPendingHint: NoMessageValues;
  windowAmount: { amount: string };
  windowBlocked: NoMessageValues;
  windowOpen: NoMessageValues;
  windowReopen: NoMessageValues;
  windowClosed: NoMessageValues;
  notCompleted: NoMessageValues;
  cancel: NoMessageValues;
  blikRefused: NoMessageValues;
  blikUnconfirmed: NoMessageValues;
  cancelled: NoMessageValues;
  partialCancel: { provider: string; providerCancelled: string; bookingStatus: string };
  failedTitle: NoMessageValues;
  expiredTitle: NoMessageValues;
  startAgain: NoMessageValues;
  promoLabel: NoMessageValues;
  promoApply: NoMessageValues;
  promoApplied: { code: string };
  promoRemove: { code: string };
  promoUnknown: NoMessageValues;
  promoFailed: NoMessageValues;
  promoEmpty: NoMessageValues;
}>({
  heading: { id: 'payment.step.heading', defaultMessage: 'Payment' },
  methods: { id: 'payment.methods.label', defaultMessage: 'Payment method' },
  methodsLoading: { id: 'payment.methods.loading', defaultMessage: 'Loading payment methods…' },
  /** A card, in the visitor's language: the provider names its card group in its own (Tpay: Polish). */
  methodCard: { id: 'payment.methods.card', defaultMessage: 'Card' },
  /** Tpay's instalments group 171 ("Raty Alior"): a Polish description, not a brand. */
  methodAliorInstalments: {
    id: 'payment.methods.aliorInstalments',
    defaultMessage: 'Alior Bank instalments',
  },
  blikLabel: { id: 'payment.blik.label', defaultMessage: 'BLIK code' },
  blikHint: { id: 'payment.blik.hint', defaultMessage: 'The 6 digits shown in your banking app.' },
  agreements: { id: 'payment.agreements.label', defaultMessage: 'Agreements' },
  terms: { id: 'payment.agreements.terms', defaultMessage: 'I accept the terms of the booking' },
  termsLink: { id: 'payment.agreements.termsLink', defaultMessage: 'Read the terms' },
  paymentTerms: { id: 'payment.agreements.paymentTerms', defaultMessage: 'I accept the payment terms' },
  paymentTermsLink: { id: 'payment.agreements.paymentTermsLink', defaultMessage: 'Read the privacy policy' },
  marketing: {
    id: 'payment.agreements.marketing',
    defaultMessage: 'Send me news and offers by e-mail (optional)',
  },
  agreementsRequired: {
    id: 'payment.agreements.required',
    defaultMessage: 'Please accept the terms and the payment terms.',
  },
  pay: { id: 'payment.step.pay', defaultMessage: 'Pay' },
  paying: { id: 'payment.step.paying', defaultMessage: 'Starting the payment…' },
  blikPending: { id: 'payment.pending.blik', defaultMessage: 'Confirm the payment in your banking app' },
  blikPendingHint: {
    id: 'payment.pending.blikHint',
    defaultMessage: 'We are waiting for your bank. This page updates by itself.',
  },
  redirectPending: { id: 'payment.pending.redirect', defaultMessage: 'Taking you to the payment page…' },
  windowPending: {
    id: 'payment.pending.window',
    defaultMessage: 'Finish the payment in the other window',
  },
  windowPendingHint: {
    id: 'payment.pending.windowHint',
    defaultMessage:
      'The payment page opened in a new window. This booking updates by itself once the payment goes through.',
  },
  windowAmount: { id: 'payment.pending.windowAmount', defaultMessage: 'Amount to pay: {amount}' },
  windowBlocked: {
    id: 'payment.pending.windowBlocked',
    defaultMessage: 'Your browser did not open the payment window. Open the payment page here:',
  },
  windowOpen: { id: 'payment.pending.windowOpen', defaultMessage: 'Open the payment page' },
  windowReopen: { id: 'payment.pending.windowReopen', defaultMessage: 'Show the payment window again' },
  windowClosed: {
    id: 'payment.errors.windowClosed',
    defaultMessage:
      'The payment window was closed before the payment was finished. Your reservation is still held – you can pay again.',
  },
  notCompleted: {
    id: 'payment.errors.notCompleted',
    defaultMessage: 'The payment was not completed. Your booking is kept – you can pay again.',
  },
  cancel: { id: 'payment.pending.cancel', defaultMessage: 'Cancel payment' },
  blikRefused: {
    id: 'payment.errors.blikRefused',
    defaultMessage: 'The bank refused the BLIK payment. Get a new code in your banking app and try again.',
  },
  blikUnconfirmed: {
    id: 'payment.errors.blikUnconfirmed',
    defaultMessage:
      'The payment was not confirmed in your banking app in time. Your booking is kept – enter a new BLIK code.',
  },
  cancelled: {
    id: 'payment.errors.cancelled',
    defaultMessage: 'The payment was cancelled. You can try again.',
  },
  partialCancel: {
    id: 'payment.errors.partialCancel',
    defaultMessage:
      'The cancellation went through only in part: {providerCancelled, select, true {{provider} cancelled the payment} other {{provider} did not cancel the payment}}, and the booking system reports the reservation as {bookingStatus}. Please contact us before trying again.',
  },
  failedTitle: { id: 'payment.errors.title', defaultMessage: 'Payment not completed' },
  expiredTitle: { id: 'payment.expired.title', defaultMessage: 'Reservation expired' },
  startAgain: { id: 'payment.expired.startAgain', defaultMessage: 'Start again' },
  promoLabel: { id: 'payment.promo.label', defaultMessage: 'Promo code' },
  promoApply: { id: 'payment.promo.apply', defaultMessage: 'Apply' },
  promoApplied: { id: 'payment.promo.applied', defaultMessage: 'Promo code {code} applied' },
  promoRemove: { id: 'payment.promo.remove', defaultMessage: 'Remove promo code {code}' },
  promoUnknown: {
    id: 'payment.promo.unknown',
    defaultMessage: 'This promo code is not valid for your booking.',
  },
  promoFailed: {
    id: 'payment.promo.failed',
    defaultMessage: 'The promo code could not be checked. Please try again.',
  },
  promoEmpty: { id: 'payment.promo.empty', defaultMessage: 'Please enter a promo code.' },
});
