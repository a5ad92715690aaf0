import { object, string } from 'yup';
import { defineRoute } from '../defineRoute';
import { configBrowserRoutes } from './browser/config';

/** GET /api/widget-config/{configId} – public global config and products of a config id. */
export const widgetConfig = defineRoute({
  ...configBrowserRoutes.widgetConfig,
  summary: 'Public configuration and products of a config id (for hosts and the embed loader)',
  tag: 'config',
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
  ...configBrowserRoutes.credentials,
  summary: 'Credential flags, missing required variable names and available variable names for a prefix',
  tag: 'config',
  query: object({
    prefix: string()
      .matches(/^[A-Z0-9_]{1,64}_$/, 'prefix must be the upper-cased config id followed by "_"')
      .required(),
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
