import type { Schema } from 'yup';
import type { RouteDef } from './defineRoute';
import { errorResponseSchema } from './errorResponse';
import { isRequiredField, yupToJsonSchema, type JsonSchema } from './jsonSchema';

/** The OpenAPI 3.1 document as a plain object (enough structure for the BFF to serve and tests to read). */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: {
    title: string;
    version: string;
    description?: string;
    license: { name: string; identifier: string };
  };
  servers: { url: string; description: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, unknown>;
    securitySchemes: Record<string, unknown>;
  };
  tags: { name: string; description: string }[];
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  tags: string[];
  parameters?: { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema }[];
  requestBody?: { required: true; content: Record<string, { schema: JsonSchema; example?: unknown }> };
  responses: Record<string, unknown>;
  security?: Array<Record<string, string[]>>;
}

/** What each tag groups, for readers of the document. */
const TAG_DESCRIPTIONS: Record<string, string> = {
  bokun: 'Catalogue, schedule, reservations and promo codes, answered from Bokun through the BFF',
  booking: 'The payment record, its status and receipt, and cleanup of an abandoned booking',
  config: "A partner's widget config and which credentials it has (names only)",
  google: 'Funnel rows for Google Sheets and the newsletter check',
  ops: 'Health and this document',
  session: 'Server-issued widget sessions that the write routes require',
  stripe: 'Stripe Checkout sessions and the methods Stripe offers',
  support: 'Support and operator tooling under the support token',
  tpay: 'Tpay transactions (BLIK, bank transfer, card) and the methods Tpay offers',
  webhooks: 'Signed payment notifications from Tpay and Stripe',
};

function tagDescription(tag: string): string {
  const description = TAG_DESCRIPTIONS[tag];
  if (!description) throw new Error(`The OpenAPI tag ${tag} has no description in TAG_DESCRIPTIONS`);
  return description;
}

const ERROR_RESPONSES = {
  BadRequest: 'The request failed validation (params, query or body)',
  Unauthorized: 'The bearer token is missing or wrong; nothing else is revealed',
  NotFound: 'The resource does not exist',
  ServerError: 'An upstream or internal failure; details are not exposed',
} as const;

function parameters(schema: Schema | undefined, location: 'path' | 'query') {
  if (!schema) return [];
  const described = yupToJsonSchema(schema);
  const properties = (described.properties ?? {}) as Record<string, JsonSchema>;
  return Object.entries(properties).map(([name, fieldSchema]) => ({
    name,
    in: location,
    required: location === 'path' || isRequiredField(schema, name),
    schema: fieldSchema,
  }));
}

function operation(id: string, route: RouteDef): OpenApiOperation {
  const examples = route.examples.valid;
  const params = [...parameters(route.params, 'path'), ...parameters(route.query, 'query')];
  const op: OpenApiOperation = {
    operationId: id,
    summary: route.summary,
    tags: [route.tag],
    responses: {
      '200': {
        description: route.summary,
        content: {
          [route.responseContentType ?? 'application/json']: {
            schema: yupToJsonSchema(route.response),
            example: examples.response,
          },
        },
      },
      '400': { $ref: '#/components/responses/BadRequest' },
      '404': { $ref: '#/components/responses/NotFound' },
      '500': { $ref: '#/components/responses/ServerError' },
    },
  };
  if (params.length > 0) op.parameters = params;
  if (route.auth) {
    op.security = [{ [route.auth]: [] }];
    op.responses['401'] = { $ref: '#/components/responses/Unauthorized' };
  } else {
    // Public on purpose: the widget calls it from visitors' browsers (writes carry a server-issued widget
    // session in the body), providers call the webhooks (signed), probes call the ops routes.
    op.security = [];
  }
  if (route.body) {
    op.requestBody = {
      required: true,
      content: {
        [route.bodyContentType ?? 'application/json']: {
          schema: yupToJsonSchema(route.body),
          example: examples.body,
        },
      },
    };
  }
  return op;
}

/** Builds the OpenAPI 3.1 document of a route table: one operation per route, errors as shared responses. */
export function buildOpenApiDocument(
  routeTable: Readonly<Record<string, RouteDef>>,
  info: { title?: string; version?: string; description?: string } = {},
): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const tags = new Set<string>();
  for (const [id, route] of Object.entries(routeTable)) {
    const byMethod = (paths[route.path] ??= {});
    const method = route.method.toLowerCase();
    if (byMethod[method]) throw new Error(`Two routes share ${route.method} ${route.path}`);
    byMethod[method] = operation(id, route);
    tags.add(route.tag);
  }
  const errorRef = { $ref: '#/components/schemas/ErrorResponse' };
  return {
    openapi: '3.1.0',
    info: {
      title: info.title ?? 'Booking widget API',
      version: info.version ?? '1.0.0',
      ...(info.description ? { description: info.description } : {}),
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [
      {
        url: '/',
        description: 'The BFF that serves this document (the widget calls it same-origin or by CORS)',
      },
    ],
    tags: [...tags].sort().map((name) => ({ name, description: tagDescription(name) })),
    paths,
    components: {
      schemas: { ErrorResponse: yupToJsonSchema(errorResponseSchema) },
      responses: Object.fromEntries(
        Object.entries(ERROR_RESPONSES).map(([name, description]) => [
          name,
          { description, content: { 'application/json': { schema: errorRef } } },
        ]),
      ),
      securitySchemes: {
        supportToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'SUPPORT_TOKEN of the BFF; without one configured the support API is off',
        },
      },
    },
  };
}
