import { array, boolean, object, string } from 'yup';
import { defineRoute } from '../defineRoute';
import { configIdField } from '../fields';
import { globalConfigSchema } from '../../domain/globalConfig';
import { productSchema } from '../../domain/product';

const configIdSchema = configIdField().required();

const flags = (...names: string[]) => object(Object.fromEntries(names.map((n) => [n, boolean().required()])));

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

/** Configuration routes. */
export const configRoutes = { widgetConfig, credentials } as const;
