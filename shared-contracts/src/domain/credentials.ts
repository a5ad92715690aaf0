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

/** Environment variable suffixes per part; a config id `demo` reads `DEMO_BOKUN_API_URL` and so on. */
export const CREDENTIAL_ENV_SUFFIXES = {
  bokun: { hasApiUrl: 'BOKUN_API_URL', hasAccessKey: 'BOKUN_ACCESS_KEY', hasSecretKey: 'BOKUN_SECRET_KEY' },
  tpay: {
    hasApiUrl: 'TPAY_API_URL',
    hasClientId: 'TPAY_CLIENT_ID',
    hasClientSecret: 'TPAY_CLIENT_SECRET',
    hasSecurityCode: 'TPAY_SECURITY_CODE',
  },
  stripe: { hasSecretKey: 'STRIPE_SECRET_KEY', hasWebhookSecret: 'STRIPE_WEBHOOK_SECRET' },
  googleSheets: {
    hasSpreadsheetId: 'GOOGLE_SPREADSHEET_ID',
    hasServiceAccountJson: 'GOOGLE_SERVICE_ACCOUNT_JSON',
  },
} as const;

