import { array, boolean, object, string, mixed } from 'yup';
import { defineRoute } from './defineRoute';
import { globalConfigSchema } from '../domain/globalConfig';
import { productSchema } from '../domain/product';

const configIdSchema = string()
  .matches(/^[A-Za-z0-9_-]{1,64}$/, 'configId must be 1-64 letters, digits, "_" or "-"')
  .required();

const flags = (...names: string[]) =>
  object(Object.fromEntries(names.map((n) => [n, boolean().required()])));

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

/** GET /api/widget-config/{configId} – public global config and products of a config id. */
export const widgetConfig = defineRoute({
  method: 'GET',
  path: '/api/widget-config/{configId}',
  summary: 'Public configuration and products of a config id (for hosts and the embed loader)',
  tag: 'config',
  params: object({ configId: configIdSchema }),
  response: object({
    configId: string().required(),
    globalConfig: globalConfigSchema.required(),
    products: array(productSchema.required()).required(),
  }),
  examples: {
    valid: {
      params: { configId: 'demo' },
      response: {
        configId: 'demo',
        globalConfig: { activeConfigId: 'demo' },
        products: [{ id: 'krakow', variants: [{ bokunId: 1, type: 'POL', tabName: 'PL' }], order: ['POL'] }],
      },
    },
    invalid: { params: { configId: '../etc' } },
  },
});

/** GET /api/credentials?prefix={CONFIGID}_ – which credentials exist (flags and names, never values). */
export const credentials = defineRoute({
  method: 'GET',
  path: '/api/credentials',
  summary: 'Credential flags, missing required variable names and available variable names for a prefix',
  tag: 'config',
  query: object({
    prefix: string()
      .matches(/^[A-Z0-9_]{1,64}_$/, 'prefix must be the upper-cased config id followed by "_"')
      .required(),
  }),
  response: object({
    hasCredentials: boolean().required(),
    message: string().required(),
    missingRequiredVars: array(string().required()).required(),
    availableEnvVars: array(string().required()).required(),
    bokun: flags('hasApiUrl', 'hasAccessKey', 'hasSecretKey').required(),
    tpay: flags('hasApiUrl', 'hasClientId', 'hasClientSecret', 'hasSecurityCode').required(),
    stripe: flags('hasSecretKey', 'hasWebhookSecret').required(),
    googleSheets: flags('hasSpreadsheetId', 'hasServiceAccountJson').required(),
    /** The older flat format: one payment part. */
    payment: object({
      provider: string().required(),
      hasClientId: boolean().required(),
      hasClientSecret: boolean().required(),
    }).required(),
  }),
  examples: {
    valid: {
      query: { prefix: 'DEMO_' },
      response: {
        hasCredentials: true,
        message: 'Credentials available for DEMO_',
        missingRequiredVars: [],
        availableEnvVars: ['DEMO_BOKUN_ACCESS_KEY'],
        bokun: { hasApiUrl: true, hasAccessKey: true, hasSecretKey: true },
        tpay: { hasApiUrl: true, hasClientId: true, hasClientSecret: true, hasSecurityCode: true },
        stripe: { hasSecretKey: true, hasWebhookSecret: true },
        googleSheets: { hasSpreadsheetId: false, hasServiceAccountJson: false },
        payment: { provider: 'tpay', hasClientId: true, hasClientSecret: true },
      },
    },
    invalid: { query: { prefix: 'demo' } },
  },
});

/** The route table: every call of spec §7 plus the routes the BFF adds. Keys are stable route ids. */
export const routes = {
  healthz,
  openapi,
  widgetConfig,
  credentials,
} as const;

export type Routes = typeof routes;
export type RouteId = keyof Routes;
