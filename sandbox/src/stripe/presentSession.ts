// The `checkout.session` object as Stripe renders it: every field its published description lists as always
// present, with the values a hosted, one-time payment session without the optional features carries.
import type { SimSession } from './simulator';

/** The session as the API answers it; `url` only while the session is open (stripe.md §2). */
export function presentSession(session: SimSession, url: string) {
  const { input } = session;
  const complete = session.status === 'complete';
  return {
    id: session.id,
    object: 'checkout.session' as const,
    adaptive_pricing: null,
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: null,
    amount_subtotal: input.amountTotal,
    amount_total: input.amountTotal,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: input.cancelUrl,
    client_reference_id: input.clientReferenceId,
    client_secret: null,
    collected_information: complete
      ? { business_name: null, individual_name: null, shipping_details: null }
      : null,
    consent: null,
    consent_collection: null,
    created: session.created,
    currency: input.currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: {
      after_submit: null,
      shipping_address: null,
      submit: null,
      terms_of_service_acceptance: null,
    },
    customer: null,
    customer_account: null,
    customer_creation: 'if_required' as const,
    customer_details: complete
      ? {
          address: null,
          business_name: null,
          email: input.customerEmail,
          individual_name: null,
          name: null,
          phone: null,
          tax_exempt: 'none' as const,
          tax_ids: [],
        }
      : null,
    customer_email: input.customerEmail,
    discounts: [],
    expires_at: input.expiresAt,
    integration_identifier: null,
    invoice: null,
    invoice_creation: {
      enabled: false,
      invoice_data: {
        account_tax_ids: null,
        custom_fields: null,
        description: null,
        footer: null,
        issuer: null,
        metadata: {},
        rendering_options: null,
      },
    },
    livemode: false,
    locale: null,
    managed_payments: null,
    metadata: input.metadata,
    mode: 'payment' as const,
    origin_context: null,
    payment_intent: session.paymentIntent,
    payment_link: null,
    payment_method_collection: 'if_required' as const,
    payment_method_configuration_details: null,
    payment_method_options: {},
    payment_method_types: input.paymentMethodTypes,
    payment_status: session.paymentStatus,
    permissions: null,
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: session.status,
    submit_type: null,
    subscription: null,
    success_url: input.successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted_page' as const,
    url: session.status === 'open' ? url : null,
    wallet_options: null,
  };
}

export type PresentedSession = ReturnType<typeof presentSession>;
