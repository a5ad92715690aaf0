// JSON Schemas of the Stripe objects the product reads, restated from Stripe's published API description (the
// OpenAPI document stripe-node 23 is generated from): which fields are always present, their types, which may
// be null and the values an enum allows. Only the fields the simulator renders are typed; the rest are required.
import type { SchemaObject } from 'ajv';

type Schema = SchemaObject;

const nullable = (schema: SchemaObject): SchemaObject => ({ anyOf: [schema, { type: 'null' }] });
const str: SchemaObject = { type: 'string' };
const int: SchemaObject = { type: 'integer' };
const bool: SchemaObject = { type: 'boolean' };
const stringMap: SchemaObject = { type: 'object', additionalProperties: { type: 'string' } };

/** `checkout.session`: the fields Stripe always sends, whatever the mode. */
export const checkoutSessionSchema: Schema = {
  type: 'object',
  required: [
    'id',
    'object',
    'adaptive_pricing',
    'after_expiration',
    'allow_promotion_codes',
    'allowed_payment_method_types',
    'amount_subtotal',
    'amount_total',
    'automatic_tax',
    'billing_address_collection',
    'cancel_url',
    'client_reference_id',
    'client_secret',
    'collected_information',
    'consent',
    'consent_collection',
    'created',
    'currency',
    'currency_conversion',
    'custom_fields',
    'custom_text',
    'customer',
    'customer_account',
    'customer_creation',
    'customer_details',
    'customer_email',
    'discounts',
    'expires_at',
    'integration_identifier',
    'invoice',
    'invoice_creation',
    'livemode',
    'locale',
    'managed_payments',
    'metadata',
    'mode',
    'origin_context',
    'payment_intent',
    'payment_link',
    'payment_method_collection',
    'payment_method_configuration_details',
    'payment_method_options',
    'payment_method_types',
    'payment_status',
    'permissions',
    'recovered_from',
    'saved_payment_method_options',
    'setup_intent',
    'shipping_address_collection',
    'shipping_cost',
    'shipping_options',
    'status',
    'submit_type',
    'subscription',
    'success_url',
    'total_details',
    'ui_mode',
    'url',
    'wallet_options',
  ],
  properties: {
    id: { type: 'string', pattern: '^cs_(test|live)_' },
    object: { const: 'checkout.session' },
    amount_subtotal: nullable(int),
    amount_total: nullable(int),
    automatic_tax: {
      type: 'object',
      required: ['enabled', 'liability', 'provider', 'status'],
      properties: { enabled: bool, provider: nullable(str) },
    },
    cancel_url: nullable(str),
    client_reference_id: nullable(str),
    created: int,
    currency: nullable({ type: 'string', pattern: '^[a-z]{3}$' }),
    custom_fields: { type: 'array' },
    custom_text: {
      type: 'object',
      required: ['after_submit', 'shipping_address', 'submit', 'terms_of_service_acceptance'],
    },
    customer_details: nullable({
      type: 'object',
      required: [
        'address',
        'business_name',
        'email',
        'individual_name',
        'name',
        'phone',
        'tax_exempt',
        'tax_ids',
      ],
      properties: { email: nullable(str), tax_exempt: nullable({ enum: ['exempt', 'none', 'reverse'] }) },
    }),
    customer_email: nullable(str),
    expires_at: int,
    livemode: bool,
    metadata: nullable(stringMap),
    mode: { enum: ['payment', 'setup', 'subscription'] },
    payment_intent: nullable(str),
    payment_method_types: { type: 'array', items: str },
    payment_status: { enum: ['no_payment_required', 'paid', 'unpaid'] },
    shipping_options: { type: 'array' },
    status: nullable({ enum: ['complete', 'expired', 'open'] }),
    success_url: nullable(str),
    total_details: nullable({
      type: 'object',
      required: ['amount_discount', 'amount_shipping', 'amount_tax'],
      properties: { amount_discount: int, amount_shipping: nullable(int), amount_tax: int },
    }),
    ui_mode: nullable({ enum: ['elements', 'embedded_page', 'form', 'hosted_page'] }),
    url: nullable({ type: 'string', pattern: '^https?://' }),
  },
};

/** `event`, with a Checkout Session as `data.object`. */
export const checkoutEventSchema: Schema = {
  type: 'object',
  required: [
    'id',
    'object',
    'api_version',
    'created',
    'data',
    'livemode',
    'pending_webhooks',
    'request',
    'type',
  ],
  properties: {
    id: { type: 'string', pattern: '^evt_' },
    object: { const: 'event' },
    api_version: nullable(str),
    created: int,
    data: { type: 'object', required: ['object'], properties: { object: checkoutSessionSchema } },
    livemode: bool,
    pending_webhooks: int,
    request: nullable({
      type: 'object',
      required: ['id', 'idempotency_key'],
      properties: { id: nullable(str), idempotency_key: nullable(str) },
    }),
    type: {
      enum: [
        'checkout.session.async_payment_failed',
        'checkout.session.async_payment_succeeded',
        'checkout.session.completed',
        'checkout.session.expired',
      ],
    },
  },
};

/** `error`: every refusal is `{error: {type, message?, code?, param?, …}}`. */
export const errorSchema: Schema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['type'],
      properties: {
        type: { enum: ['api_error', 'card_error', 'idempotency_error', 'invalid_request_error'] },
        message: str,
        code: str,
        param: str,
        doc_url: str,
      },
    },
  },
};

/** The list answered by `GET /v1/payment_method_configurations`. */
export const paymentMethodConfigurationListSchema: Schema = {
  type: 'object',
  required: ['data', 'has_more', 'object', 'url'],
  properties: {
    object: { const: 'list' },
    has_more: bool,
    url: { type: 'string', pattern: '^/v1/payment_method_configurations' },
    data: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'object', 'active', 'is_default', 'livemode', 'name', 'parent'],
        properties: {
          id: { type: 'string', pattern: '^pmc_' },
          object: { const: 'payment_method_configuration' },
        },
      },
    },
  },
};
