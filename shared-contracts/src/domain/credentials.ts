import { boolean, object, type InferType } from 'yup';

const flag = () => boolean().default(false);

/**
 * §3 Credentials as the widget knows them: which parts are configured. Secret values never leave the
 * server (ARCHITECTURE "Secrets stay on the server"), so each part carries flags only.
 */
export const credentialsSchema = object({
  hasCredentials: boolean().required(),
  bokun: object({ hasApiUrl: flag(), hasAccessKey: flag(), hasSecretKey: flag() }),
  tpay: object({ hasApiUrl: flag(), hasClientId: flag(), hasClientSecret: flag(), hasSecurityCode: flag() }),
  stripe: object({ hasSecretKey: flag(), hasWebhookSecret: flag() }),
  googleSheets: object({ hasSpreadsheetId: flag(), hasServiceAccountJson: flag() }),
});
export type Credentials = InferType<typeof credentialsSchema>;
