import type { PaymentProvider, RouteResponse, credentials } from '@booking/shared-contracts';
import { CREDENTIAL_SUFFIXES, readCredentialsByPrefix, readVar, requiredSuffixes } from './credentials';

/** The body of `GET /api/credentials`. */
export type CredentialReport = RouteResponse<typeof credentials>;

/**
 * Which credentials exist for a variable prefix – flags and variable *names* only, never a value.
 * `availableEnvVars` lists only variables this product reads (prefix + a known suffix), so the endpoint
 * cannot be used to discover other variables of the process.
 */
export function credentialReport(
  prefix: string,
  source: Record<string, string | undefined>,
  paymentProvider: PaymentProvider,
): CredentialReport {
  const present = (suffix: string) => readVar(source, `${prefix}${suffix}`) !== undefined;
  const creds = readCredentialsByPrefix(prefix, source);
  const has = (value: string | undefined) => value !== undefined;
  const missingRequiredVars = requiredSuffixes(paymentProvider)
    .filter((suffix) => !present(suffix))
    .map((suffix) => `${prefix}${suffix}`);
  const availableEnvVars = CREDENTIAL_SUFFIXES.filter(present).map((suffix) => `${prefix}${suffix}`);
  const hasCredentials = missingRequiredVars.length === 0;
  const isTpay = paymentProvider === 'tpay';
  return {
    hasCredentials,
    message: hasCredentials
      ? `Credentials available for ${prefix}`
      : `Missing required variables for ${prefix}: ${missingRequiredVars.join(', ')}`,
    missingRequiredVars,
    availableEnvVars,
    bokun: {
      hasApiUrl: has(creds.bokun.apiUrl),
      hasAccessKey: has(creds.bokun.accessKey),
      hasSecretKey: has(creds.bokun.secretKey),
    },
    tpay: {
      hasApiUrl: has(creds.tpay.apiUrl),
      hasClientId: has(creds.tpay.clientId),
      hasClientSecret: has(creds.tpay.clientSecret),
      hasSecurityCode: has(creds.tpay.securityCode),
    },
    stripe: { hasSecretKey: has(creds.stripe.secretKey), hasWebhookSecret: has(creds.stripe.webhookSecret) },
    googleSheets: {
      hasSpreadsheetId: has(creds.googleSheets.spreadsheetId),
      hasServiceAccountJson: has(creds.googleSheets.serviceAccountJson),
    },
    // The older flat format: for Stripe, whose only key is the secret, both flags stand for its two secrets.
    payment: {
      provider: paymentProvider,
      hasClientId: isTpay ? has(creds.tpay.clientId) : has(creds.stripe.secretKey),
      hasClientSecret: isTpay ? has(creds.tpay.clientSecret) : has(creds.stripe.webhookSecret),
    },
  };
}
