// The browser's part of the config routes (see defineBrowserRoute); ../config.ts adds the request's part.
import { array, boolean, object, string } from 'yup';
import { defineBrowserRoute } from '../../defineRoute';
import { configIdField } from '../../fields';
import { globalConfigSchema } from '../../../domain/globalConfig';
import { productSchema } from '../../../domain/product';

const configIdSchema = configIdField().required();

const flags = (...names: string[]) => object(Object.fromEntries(names.map((n) => [n, boolean().required()])));

/** The config routes as the browser calls them. */
export const configBrowserRoutes = {
  widgetConfig: defineBrowserRoute({
    method: 'GET',
    path: '/api/widget-config/{configId}',
    params: object({ configId: configIdSchema }),
    response: object({
      configId: string().required(),
      globalConfig: globalConfigSchema.required(),
      products: array(productSchema.required()).required(),
    }),
  }),
  credentials: defineBrowserRoute({
    method: 'GET',
    path: '/api/credentials',
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
  }),
} as const;
