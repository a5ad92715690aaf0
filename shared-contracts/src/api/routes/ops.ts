import { mixed, object, string } from 'yup';
import { defineRoute } from '../defineRoute';

/** GET /healthz – liveness and readiness of the BFF and its store. */
export const healthz = defineRoute({
  method: 'GET',
  path: '/healthz',
  summary: 'Liveness and readiness',
  tag: 'ops',
  response: object({ status: string().oneOf(['ok', 'degraded']).required(), checks: mixed().optional() }),
  examples: { valid: { response: { status: 'ok' } }, invalid: { response: { status: 'fine' } } },
});

/** GET /api/openapi.json – the OpenAPI 3.1 document generated from this table. */
export const openapi = defineRoute({
  method: 'GET',
  path: '/api/openapi.json',
  summary: 'OpenAPI 3.1 document of the /api contract',
  tag: 'ops',
  response: object({ openapi: string().required(), info: object().required(), paths: object().required() }),
  examples: {
    valid: { response: { openapi: '3.1.0', info: { title: 'x', version: '1' }, paths: {} } },
    invalid: { response: { info: {} } },
  },
});

/** Operational routes of the BFF. */
export const opsRoutes = { healthz, openapi } as const;
