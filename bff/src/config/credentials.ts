import { credentialPrefix } from '@booking/shared-contracts';
import type { PaymentProvider } from '@booking/shared-contracts';

/**
 * Variable names (after the `{CONFIGID}_` prefix) of the credentials of one config id. The *_API_URL
 * variables point a client at a sandbox; when absent the client uses the provider's production URL.
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

type Vars = typeof CREDENTIAL_VARS;
type PartCredentials<P extends keyof Vars> = { [K in keyof Vars[P]]: string | undefined };

/** The credentials of one config id, each undefined when its variable is missing or empty. */
export type ConfigCredentials = { [P in keyof Vars]: PartCredentials<P> };

/** Every suffix this product reads, in a stable order. */
export const CREDENTIAL_SUFFIXES: readonly string[] = Object.values(CREDENTIAL_VARS).flatMap((part) =>
  Object.values(part),
);

/** `demo` → `DEMO_`, `my-site` → `MY_SITE_`: the contracts' rule, shared with the widget. */
export const envPrefix = credentialPrefix;

/** True for an absolute http(s) URL – the only kind a provider base URL may be. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Reads one variable; empty and whitespace-only values count as missing. */
export function readVar(source: Record<string, string | undefined>, name: string): string | undefined {
  const value = source[name]?.trim();
  return value ? value : undefined;
}

/** The credentials of `configId`, read from `{CONFIGID}_…` variables of `source`. */
export function readCredentials(
  configId: string,
  source: Record<string, string | undefined>,
): ConfigCredentials {
  return readCredentialsByPrefix(envPrefix(configId), source);
}

/** Same as `readCredentials` for an already upper-cased prefix such as `DEMO_`. */
export function readCredentialsByPrefix(
  prefix: string,
  source: Record<string, string | undefined>,
): ConfigCredentials {
  const part = <P extends keyof Vars>(name: P) =>
    Object.fromEntries(
      Object.entries(CREDENTIAL_VARS[name]).map(([key, suffix]) => [
        key,
        readVar(source, `${prefix}${suffix}`),
      ]),
    ) as PartCredentials<P>;
  return {
    bokun: part('bokun'),
    tpay: part('tpay'),
    stripe: part('stripe'),
    googleSheets: part('googleSheets'),
  };
}

/**
 * Suffixes a config cannot work without: the Bokun access and secret keys (the API URL is optional – the
 * client defaults to Bokun's production URL), and the keys of its payment provider – for Tpay the client id,
 * client secret and the security code that verifies notifications; for Stripe the secret key and webhook
 * secret. Google Sheets is optional: without it funnel rows stay in the store.
 */
export function requiredSuffixes(paymentProvider: PaymentProvider): string[] {
  const payment =
    paymentProvider === 'tpay'
      ? [CREDENTIAL_VARS.tpay.clientId, CREDENTIAL_VARS.tpay.clientSecret, CREDENTIAL_VARS.tpay.securityCode]
      : [CREDENTIAL_VARS.stripe.secretKey, CREDENTIAL_VARS.stripe.webhookSecret];
  return [CREDENTIAL_VARS.bokun.accessKey, CREDENTIAL_VARS.bokun.secretKey, ...payment];
}
