import { credentialPrefix } from './credentialPrefix';

// Its own module, so the widget's first render takes the prefix rule without the variable table.
export { credentialPrefix };

// Names of the per-config environment variables. Yup-free: the widget needs the prefix before any schema loads.

/**
 * Variable names (after the `{CONFIGID}_` prefix) of one config id's credentials, per provider part. The
 * `*_API_URL` variables point a client at a sandbox; when absent the client uses the provider's own URL.
 */
export const CREDENTIAL_VARS = {
  bokun: { apiUrl: 'BOKUN_API_URL', accessKey: 'BOKUN_ACCESS_KEY', secretKey: 'BOKUN_SECRET_KEY' },
  tpay: {
    apiUrl: 'TPAY_API_URL',
    clientId: 'TPAY_CLIENT_ID',
    clientSecret: 'TPAY_CLIENT_SECRET',
    securityCode: 'TPAY_SECURITY_CODE',
  },
  stripe: {
    apiUrl: 'STRIPE_API_URL',
    secretKey: 'STRIPE_SECRET_KEY',
    webhookSecret: 'STRIPE_WEBHOOK_SECRET',
  },
  googleSheets: {
    apiUrl: 'GOOGLE_SHEETS_API_URL',
    tokenUrl: 'GOOGLE_TOKEN_URL',
    spreadsheetId: 'GOOGLE_SPREADSHEET_ID',
    serviceAccountJson: 'GOOGLE_SERVICE_ACCOUNT_JSON',
  },
} as const;

export type CredentialVars = typeof CREDENTIAL_VARS;
export type CredentialPart = keyof CredentialVars;

/** Every suffix this product reads, in a stable order. */
export const CREDENTIAL_SUFFIXES: readonly string[] = Object.values(CREDENTIAL_VARS).flatMap((part) =>
  Object.values(part),
);

/** The full variable names of one part for a config id: `credentialVarNames('demo', 'bokun').apiUrl` is `DEMO_BOKUN_API_URL`. */
export function credentialVarNames<P extends CredentialPart>(
  configId: string,
  part: P,
): { [K in keyof CredentialVars[P]]: string } {
  const prefix = credentialPrefix(configId);
  return Object.fromEntries(
    Object.entries(CREDENTIAL_VARS[part]).map(([key, suffix]) => [key, `${prefix}${suffix as string}`]),
  ) as { [K in keyof CredentialVars[P]]: string };
}
