// Parameter names Stripe's create-session endpoint takes (its published description, as stripe-node's
// SessionCreateParams types carry it). A name outside these lists is refused the way Stripe refuses it.
import { invalidRequest } from './errors';
import type { FormObject } from './formBody';

/** Top-level parameters of POST /v1/checkout/sessions. */
export const SESSION_CREATE_PARAMS: ReadonlySet<string> = new Set([
  'adaptive_pricing',
  'after_expiration',
  'allow_promotion_codes',
  'allowed_payment_method_types',
  'automatic_tax',
  'billing_address_collection',
  'branding_settings',
  'cancel_url',
  'client_reference_id',
  'consent_collection',
  'currency',
  'custom_fields',
  'custom_text',
  'customer',
  'customer_account',
  'customer_creation',
  'customer_email',
  'customer_update',
  'discounts',
  'excluded_payment_method_types',
  'expand',
  'expires_at',
  'integration_identifier',
  'invoice_creation',
  'line_items',
  'locale',
  'managed_payments',
  'metadata',
  'mode',
  'name_collection',
  'optional_items',
  'origin_context',
  'payment_intent_data',
  'payment_method_collection',
  'payment_method_configuration',
  'payment_method_data',
  'payment_method_options',
  'payment_method_types',
  'permissions',
  'phone_number_collection',
  'redirect_on_completion',
  'return_url',
  'saved_payment_method_options',
  'setup_intent_data',
  'shipping_address_collection',
  'shipping_options',
  'submit_type',
  'subscription_data',
  'success_url',
  'tax_id_collection',
  'ui_mode',
  'wallet_options',
]);

export const LINE_ITEM_PARAMS: ReadonlySet<string> = new Set([
  'adjustable_quantity',
  'dynamic_tax_rates',
  'metadata',
  'price',
  'price_data',
  'quantity',
  'tax_rates',
]);

export const PRICE_DATA_PARAMS: ReadonlySet<string> = new Set([
  'currency',
  'product',
  'product_data',
  'recurring',
  'tax_behavior',
  'unit_amount',
  'unit_amount_decimal',
]);

export const PRODUCT_DATA_PARAMS: ReadonlySet<string> = new Set([
  'description',
  'images',
  'metadata',
  'name',
  'tax_code',
  'tax_details',
  'unit_label',
]);

/** Parameters a retrieve or expire call may carry besides the id in the path. */
export const EXPAND_ONLY_PARAMS: ReadonlySet<string> = new Set(['expand']);

/** Parameters of a list call (cursor pagination and expansion). */
export const LIST_PARAMS: ReadonlySet<string> = new Set([
  'ending_before',
  'expand',
  'limit',
  'starting_after',
]);

/** Refuses the first key of `params` that is not in `known`; `prefix` renders nested names as Stripe does. */
export function refuseUnknownParams(params: FormObject, known: ReadonlySet<string>, prefix = ''): void {
  for (const key of Object.keys(params)) {
    if (!known.has(key)) {
      const name = prefix ? `${prefix}[${key}]` : key;
      throw invalidRequest(`Received unknown parameter: ${name}`, name, 'parameter_unknown');
    }
  }
}
