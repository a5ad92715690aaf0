// Recorded request/response pairs for every Stripe call the product makes, written from Stripe's published
// behaviour in our own values. The simulator must answer each request this way, and the BFF's client must send
// these requests and understand these answers. `{session}` in a path stands for the id the create call returned.
import type { ExampleProvenance, SourcedFact } from './provenance';

export type StripeSchemaName = 'checkout.session' | 'error' | 'payment_method_configuration_list';

export interface StripeExample {
  name: string;
  /** Where each fact the example relies on comes from. */
  provenance: ExampleProvenance;
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

// Where the facts come from (docs/providers/stripe.md names each source). The object descriptions are those of
// Stripe's OpenAPI document v2596, as generated into the types of stripe-node 23.1.0 (the version the BFF uses).
const openApi = (file: string) => `Stripe OpenAPI v2596 as stripe-node 23.1.0 ${file}`;
const SESSIONS = openApi('esm/resources/Checkout/Sessions.d.ts');
const S_ERRORS =
  'docs.stripe.com/api/errors (status codes; error type one of api_error, card_error, idempotency_error, invalid_request_error)';
const IN_TEST_MODE = 'in Stripe test mode with an sk_test_ key';

const known = {
  createForm: {
    fact: 'POST /v1/checkout/sessions, form-encoded with bracketed keys, amounts in minor units, currency lower case',
    kind: 'documented',
    source: `${SESSIONS}; docs.stripe.com/currencies`,
  },
  sessionFields: {
    fact: 'a new hosted session: status open, payment_status unpaid, amount_total, currency, mode, metadata',
    kind: 'documented',
    source: SESSIONS,
  },
  errorShape: {
    fact: 'a refusal is {error: {type, code, param, message}} with a 4xx status',
    kind: 'documented',
    source: S_ERRORS,
  },
  errorCodes: {
    fact: 'the error codes amount_too_small, parameter_unknown, resource_missing',
    kind: 'documented',
    source: openApi('error-code enum (e.g. esm/resources/PaymentIntents.d.ts last_payment_error.code)'),
  },
  plnMinimum: {
    fact: '1.50 PLN is under the PLN minimum charge and refused as amount_too_small',
    kind: 'assumed',
    why:
      'docs.stripe.com/currencies sets a minimum per currency (it also depends on the settlement currency); ' +
      'its PLN value was not read from the page',
    confirmBy: `a 1.50 PLN session ${IN_TEST_MODE}`,
  },
  currencyParam: {
    fact: 'an unknown currency names param line_items[0][price_data][currency]',
    kind: 'assumed',
    why: 'errors name the parameter concerned; the exact path Stripe gives a nested line item is unpublished',
    confirmBy: `a session in currency zzz ${IN_TEST_MODE}`,
  },
  basicAuth: {
    fact: 'the secret key is accepted as the HTTP Basic user name as well as a Bearer token',
    kind: 'documented',
    source: 'docs.stripe.com/api/authentication',
  },
  wrongKey: {
    fact: 'a wrong secret key is a 401 of type invalid_request_error',
    kind: 'documented',
    source: S_ERRORS,
  },
  retrieveExpire: {
    fact: 'GET …/{id} retrieves; POST …/{id}/expire expires an open session, whose url is then null',
    kind: 'documented',
    source: SESSIONS,
  },
  missingSessionParam: {
    fact: 'an unknown session id is a 404 resource_missing naming param "session"',
    kind: 'assumed',
    why: 'the 404 and the code are documented; the param Stripe names here is not',
    confirmBy: `retrieve cs_test_unknown0001 ${IN_TEST_MODE}`,
  },
  expireRefused: {
    fact: 'expiring a session no longer open is a 400 invalid_request_error',
    kind: 'assumed',
    why: 'the types say only open sessions can be expired; the status of the refusal is not stated',
    confirmBy: `expire a session twice ${IN_TEST_MODE}`,
  },
  paymentMethodConfigurations: {
    fact: 'GET /v1/payment_method_configurations lists {object list, data, has_more}',
    kind: 'documented',
    source: `docs.stripe.com/api/payment_method_configurations/list; ${openApi('esm/resources/PaymentMethodConfigurations.d.ts')}`,
  },
  unknownRoute: {
    fact: 'an unknown URL or method is a 404 invalid_request_error',
    kind: 'assumed',
    why: 'widely seen as "Unrecognized request URL"; no Stripe page states it',
    confirmBy: `GET /v1/checkout/session_list and DELETE a session ${IN_TEST_MODE}`,
  },
} satisfies Record<string, SourcedFact>;

export const stripeExamples: readonly StripeExample[] = [
  {
    name: 'create: a hosted session for 150.00 PLN opens unpaid',
    provenance: [known.createForm, known.sessionFields],
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
    provenance: [known.errorShape, known.errorCodes, known.plnMinimum],
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
    provenance: [known.errorShape, known.currencyParam],
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
    provenance: [known.errorShape, known.errorCodes],
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
    provenance: [known.basicAuth, known.sessionFields],
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
    provenance: [known.wrongKey, known.errorShape],
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
    provenance: [known.retrieveExpire, known.sessionFields],
    request: { method: 'GET', path: '/v1/checkout/sessions/{session}' },
    response: { status: 200, schema: 'checkout.session', body: { status: 'open', amount_total: 15000 } },
  },
  {
    name: 'retrieve: an id Stripe never issued',
    provenance: [known.errorShape, known.errorCodes, known.missingSessionParam],
    request: { method: 'GET', path: '/v1/checkout/sessions/cs_test_unknown0001' },
    response: {
      status: 404,
      schema: 'error',
      body: { error: { type: 'invalid_request_error', code: 'resource_missing', param: 'session' } },
    },
  },
  {
    name: 'expire: an open session expires and loses its url',
    provenance: [known.retrieveExpire],
    request: { method: 'POST', path: '/v1/checkout/sessions/{session}/expire' },
    response: { status: 200, schema: 'checkout.session', body: { status: 'expired', url: null } },
  },
  {
    name: 'expire: a session no longer open is refused',
    provenance: [known.retrieveExpire, known.expireRefused],
    request: { method: 'POST', path: '/v1/checkout/sessions/{session}/expire' },
    response: { status: 400, schema: 'error', body: { error: { type: 'invalid_request_error' } } },
  },
  {
    name: 'payment method configurations: the default one with card and the wallets',
    provenance: [known.paymentMethodConfigurations],
    request: { method: 'GET', path: '/v1/payment_method_configurations?limit=20' },
    response: {
      status: 200,
      schema: 'payment_method_configuration_list',
      body: { object: 'list', has_more: false },
    },
  },
  {
    name: 'an unknown URL is a 404 in the error shape',
    provenance: [known.unknownRoute],
    request: { method: 'GET', path: '/v1/checkout/session_list' },
    response: { status: 404, schema: 'error', body: { error: { type: 'invalid_request_error' } } },
  },
  {
    name: 'a wrong method is a 404 in the error shape',
    provenance: [known.unknownRoute],
    request: { method: 'DELETE', path: '/v1/checkout/sessions/{session}' },
    response: { status: 404, schema: 'error', body: { error: { type: 'invalid_request_error' } } },
  },
];
