import {
  CREDENTIAL_SUFFIXES,
  CREDENTIAL_VARS,
  credentialPrefix,
  type CredentialVars,
  type PaymentProvider,
} from '@booking/shared-contracts';

type Vars = CredentialVars;
type PartCredentials<P extends keyof Vars> = { [K in keyof Vars[P]]: string | undefined };

/** The credentials of one config id, each undefined when its variable is missing or empty. */
export type ConfigCredentials = { [P in keyof Vars]: PartCredentials<P> };

export { CREDENTIAL_SUFFIXES, CREDENTIAL_VARS };

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
