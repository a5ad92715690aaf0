import { API_ERROR_CODES } from './apiErrorCodes';
import { buildOpenApiDocument, type OpenApiDocument, type OpenApiOperation } from './openapi';
import type { JsonSchema } from './jsonSchema';
import { routes } from './routes';

const doc: OpenApiDocument = buildOpenApiDocument(routes);
const operations = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
  Object.entries(byMethod).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
);
const findOp = (method: string, path: string): OpenApiOperation | undefined =>
  operations.find((o) => o.method === method && o.path === path)?.op;

/** Every call of spec §7 (same-origin paths) plus the routes the BFF adds: the list the table must match. */
const SPEC_CALLS = [
  'GET /api/credentials',
  'POST /api/tpay/create-transaction',
  'POST /api/tpay/{transactionId}/cancel',
  'POST /api/tpay/payment-methods',
  'GET /api/stripe/payment-methods',
  'POST /api/stripe/create-transaction',
  'GET /api/booking-status',
  'POST /payment-initiate',
  'POST /api/booking-cleanup',
  'POST /api/bokun/reserve',
  'POST /api/bokun/validate-promo-code',
  'POST /api/bokun/remove-reservation/{confirmationCode}',
  'POST /api/bokun/confirm-reservation/{confirmationCode}',
  'POST /api/bokun/general-information/{activityId}/{lang}',
  'POST /api/bokun/schedule/{activityId}/{startDate}/{endDate}',
  'POST /api/google/google-sheets',
  'GET /api/google/check-email-for-newsletter/{email}',
];
const BFF_ROUTES = [
  'POST /api/bokun/price',
  'GET /healthz',
  'GET /api/openapi.json',
  'GET /api/widget-config/{configId}',
  'POST /api/widget-session',
  'GET /api/booking-receipt/{receiptKey}',
  'POST /api/webhooks/tpay',
  'POST /api/webhooks/stripe',
  'GET /api/support/bookings',
  'GET /api/support/insights',
  'GET /api/support/bookings/{configId}/{confirmationCode}/timeline',
  'GET /api/support/outbox',
  'POST /api/support/outbox/{id}/retry',
  'GET /api/support/refunds',
  'POST /api/support/refunds/{id}/resolve',
  'GET /api/support/widget-configs',
  'POST /api/support/widget-configs/{configId}',
  'POST /api/support/widget-configs/{configId}/delete',
];

describe('buildOpenApiDocument', () => {
  it('is an OpenAPI 3.1 document with info, paths and the shared error response', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toEqual(expect.any(String));
    expect(doc.info.version).toEqual(expect.any(String));
    expect(doc.components.schemas.ErrorResponse).toMatchObject({ type: 'object', required: ['error'] });
    for (const name of ['BadRequest', 'NotFound', 'ServerError'])
      expect(doc.components.responses[name]).toBeDefined();
  });

  it('describes the one failure body once: the catalogue codes as its enum, success false where declared', () => {
    const schema = doc.components.schemas.ErrorResponse as {
      properties: { success: JsonSchema; error: { properties: { code: JsonSchema } } };
    };
    expect(schema.properties.error.properties.code.enum).toEqual(API_ERROR_CODES);
    expect(schema.properties.success).toMatchObject({ type: 'boolean', enum: [false] });
  });

  it('lists exactly the §7 calls and the BFF routes, nothing else (drift test)', () => {
    const inDocument = operations.map((o) => `${o.method} ${o.path}`).sort();
    expect(inDocument).toEqual([...SPEC_CALLS, ...BFF_ROUTES].sort());
  });

  it('has one operation per route of the table, under its method and path', () => {
    expect(operations).toHaveLength(Object.keys(routes).length);
    for (const [id, route] of Object.entries(routes)) {
      expect(findOp(route.method, route.path)?.operationId).toBe(id);
    }
  });

  it('gives each operation a 200 response, the 400/404/500 error responses and a declared tag', () => {
    const tagNames = doc.tags.map((t) => t.name);
    for (const { op } of operations) {
      const guarded = op.security?.length ? ['401'] : [];
      expect(Object.keys(op.responses).sort()).toEqual(['200', '400', ...guarded, '404', '500'].sort());
      expect(op.responses['400']).toEqual({ $ref: '#/components/responses/BadRequest' });
      expect(tagNames).toContain(op.tags[0]);
    }
  });

  it('marks the support API as needing the support bearer token, with its 401', () => {
    const support = operations.filter((o) => o.path.startsWith('/api/support/'));
    expect(support).toHaveLength(10);
    for (const { op } of support) {
      expect(op.security).toEqual([{ supportToken: [] }]);
      expect(op.responses['401']).toEqual({ $ref: '#/components/responses/Unauthorized' });
    }
    expect(doc.components.securitySchemes.supportToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(operations.filter((o) => o.op.security?.length)).toHaveLength(10);
  });

  it('says of every other operation that it is public (security: []), and describes the servers and tags', () => {
    for (const { path, op } of operations) {
      if (!path.startsWith('/api/support/')) expect(op.security).toEqual([]);
    }
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
    for (const tag of doc.tags) expect(tag.description.length).toBeGreaterThan(10);
  });

  it('declares each {param} of a path as a required path parameter', () => {
    for (const { path, op } of operations) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const declared = (op.parameters ?? []).filter((p) => p.in === 'path');
      expect(declared.map((p) => p.name).sort()).toEqual(names.sort());
      expect(declared.every((p) => p.required)).toBe(true);
    }
  });

  it('turns query schemas into query parameters', () => {
    const op = findOp('GET', '/api/google/check-email-for-newsletter/{email}');
    expect(op?.parameters).toContainEqual(
      expect.objectContaining({ name: 'configId', in: 'query', required: true }),
    );
    const status = findOp('GET', '/api/booking-status');
    expect(status?.parameters?.map((p) => [p.name, p.required])).toEqual([
      ['session_id', false],
      ['transaction_id', false],
    ]);
  });

  it('carries the required fields of the reserve request', () => {
    const schema = findOp('POST', '/api/bokun/reserve')?.requestBody?.content['application/json']
      ?.schema as JsonSchema;
    expect(schema.required).toEqual(['reservationData', 'configId', 'idempotencyKey', 'sessionId']);
    const reservation = (schema.properties as Record<string, JsonSchema>).reservationData;
    expect(reservation?.required).toEqual(
      expect.arrayContaining([
        'checkoutOption',
        'paymentMethod',
        'source',
        'directBooking',
        'amount',
        'currency',
      ]),
    );
    const fields = reservation?.properties as Record<string, JsonSchema>;
    expect(fields.checkoutOption?.enum).toEqual(['CUSTOMER_FULL_PAYMENT']);
    expect(fields.currency?.pattern).toBe('^[A-Z]{3}$');
  });

  it('uses the form media type for the Tpay notification and text/plain for its TRUE answer', () => {
    const op = findOp('POST', '/api/webhooks/tpay');
    expect(Object.keys(op?.requestBody?.content ?? {})).toEqual(['application/x-www-form-urlencoded']);
    expect(op?.responses['200']).toMatchObject({
      content: { 'text/plain': { schema: { type: 'string', enum: ['TRUE'] } } },
    });
  });

  it('shows both body forms of the sheets route as oneOf', () => {
    const schema = findOp('POST', '/api/google/google-sheets')?.requestBody?.content['application/json']
      ?.schema;
    expect((schema?.oneOf as JsonSchema[]).map((s) => s.required)).toEqual([
      ['configId', 'sheetName', 'data'],
      ['range', 'values', 'googleServiceAccountJson', 'googleSpreadsheetId'],
    ]);
  });

  it('serialises to JSON without loss', () => {
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
  });
});
