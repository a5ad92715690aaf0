// Recorded request/response pairs for every Stripe call the product makes, written from Stripe's published
// behaviour in our own values. The simulator must answer each request this way, and the BFF's client must send
// these requests and understand these answers. `{session}` in a path stands for the id the create call returned.

export type StripeSchemaName = 'checkout.session' | 'error' | 'payment_method_configuration_list';

export interface StripeExample {
  name: string;
  request: {
    method: 'GET' | 'POST' | 'DELETE';
    path: string;
    /** Form parameters as stripe-node encodes them. */
    form?: Record<string, string>;
    /** Defaults to the demo secret key as a Bearer token. */
    authorization?: string;
  };
  response: {
    status: number;
    schema: StripeSchemaName;
    /** Facts the answer must carry; fields not named here are left to the schema. */
    body: Record<string, unknown>;
  };
}

/** A 150.00 PLN hosted Checkout session as the BFF creates it for a reservation. */
export const createSessionForm: Record<string, string> = {
  mode: 'payment',
  'line_items[0][quantity]': '1',
  'line_items[0][price_data][currency]': 'pln',
  'line_items[0][price_data][unit_amount]': '15000',
  'line_items[0][price_data][product_data][name]': 'Wieliczka salt mine, private tour',
  success_url: 'https://tours.example/done?session_id={CHECKOUT_SESSION_ID}',
  cancel_url: 'https://tours.example/back',
  customer_email: 'ola@example.com',
  'metadata[configId]': 'demo',
  'metadata[reservationCode]': 'UND-30010001',
  'metadata[paymentId]': '41',
  'metadata[sessionId]': 'widget_1780000000000_qwertyuiop',
};

const withForm = (extra: Record<string, string>) => ({ ...createSessionForm, ...extra });

export const stripeExamples: readonly StripeExample[] = [
  {
    name: 'create: a hosted session for 150.00 PLN opens unpaid',
    request: { method: 'POST', path: '/v1/checkout/sessions', form: createSessionForm },
    response: {
      status: 200,
      schema: 'checkout.session',
      body: {
        object: 'checkout.session',
        status: 'open',
        payment_status: 'unpaid',
        amount_total: 15000,
        currency: 'pln',
        mode: 'payment',
        metadata: { configId: 'demo', reservationCode: 'UND-30010001', paymentId: '41' },
      },
    },
  },
  {
    name: 'create: 1.50 PLN is under the PLN minimum charge',
    request: {
      method: 'POST',
      path: '/v1/checkout/sessions',
      form: withForm({ 'line_items[0][price_data][unit_amount]': '150' }),
    },
    response: {
      status: 400,
      schema: 'error',
      body: { error: { type: 'invalid_request_error', code: 'amount_too_small' } },
    },
  },
  {
    name: 'create: an unknown currency code',
    request: {
      method: 'POST',
      path: '/v1/checkout/sessions',
      form: withForm({ 'line_items[0][price_data][currency]': 'zzz' }),
    },
    response: {
      status: 400,
      schema: 'error',
      body: { error: { type: 'invalid_request_error', param: 'line_items[0][price_data][currency]' } },
    },
  },
  {
    name: 'create: a parameter Stripe does not know',
    request: {
      method: 'POST',
      path: '/v1/checkout/sessions',
      form: withForm({ reservation: 'UND-30010001' }),
    },
    response: {
      status: 400,
      schema: 'error',
      body: { error: { type: 'invalid_request_error', code: 'parameter_unknown', param: 'reservation' } },
    },
  },
  {
    name: 'create: the secret key as HTTP Basic user name',
    request: {
      method: 'POST',
      path: '/v1/checkout/sessions',
      form: createSessionForm,
      authorization: `Basic ${Buffer.from('sk_test_demo:').toString('base64')}`,
    },
    response: { status: 200, schema: 'checkout.session', body: { status: 'open' } },
  },
  {
    name: 'create: a wrong secret key',
    request: {
      method: 'POST',
      path: '/v1/checkout/sessions',
      form: createSessionForm,
      authorization: 'Bearer sk_test_nope',
    },
    response: { status: 401, schema: 'error', body: { error: { type: 'invalid_request_error' } } },
  },
  {
    name: 'retrieve: the session just created',
    request: { method: 'GET', path: '/v1/checkout/sessions/{session}' },
    response: { status: 200, schema: 'checkout.session', body: { status: 'open', amount_total: 15000 } },
  },
  {
    name: 'retrieve: an id Stripe never issued',
    request: { method: 'GET', path: '/v1/checkout/sessions/cs_test_unknown0001' },
    response: {
      status: 404,
      schema: 'error',
      body: { error: { type: 'invalid_request_error', code: 'resource_missing', param: 'session' } },
    },
  },
  {
    name: 'expire: an open session expires and loses its url',
    request: { method: 'POST', path: '/v1/checkout/sessions/{session}/expire' },
    response: { status: 200, schema: 'checkout.session', body: { status: 'expired', url: null } },
  },
  {
    name: 'expire: a session no longer open is refused',
    request: { method: 'POST', path: '/v1/checkout/sessions/{session}/expire' },
    response: { status: 400, schema: 'error', body: { error: { type: 'invalid_request_error' } } },
  },
  {
    name: 'payment method configurations: the default one with card and the wallets',
    request: { method: 'GET', path: '/v1/payment_method_configurations?limit=20' },
    response: {
      status: 200,
      schema: 'payment_method_configuration_list',
      body: { object: 'list', has_more: false },
    },
  },
  {
    name: 'an unknown URL is a 404 in the error shape',
    request: { method: 'GET', path: '/v1/checkout/session_list' },
    response: { status: 404, schema: 'error', body: { error: { type: 'invalid_request_error' } } },
  },
  {
    name: 'a wrong method is a 404 in the error shape',
    request: { method: 'DELETE', path: '/v1/checkout/sessions/{session}' },
    response: { status: 404, schema: 'error', body: { error: { type: 'invalid_request_error' } } },
  },
];
