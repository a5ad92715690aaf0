import { DEMO_BOKUN_KEYS } from './bokun/simulator';
import { SHEETS_TOKEN_PATH } from './sheets/router';
import { SANDBOX_SPREADSHEET_ID, sandboxServiceAccountJson } from './sheets/serviceAccount';
import { DEMO_STRIPE_WEBHOOK_SECRET } from './stripe/router';
import { DEMO_TPAY_CREDENTIALS } from './tpay/catalog';

/** The Stripe secret key the demo config calls the sandbox with (a test-mode key: the BFF refuses live ones). */
export const DEMO_STRIPE_SECRET_KEY = 'sk_test_demo';

/** The providers whose variables `sandboxProviderEnv` gives, by their name in the variables. */
export type SandboxProvider = 'BOKUN' | 'TPAY' | 'STRIPE' | 'GOOGLE';
const ALL_PROVIDERS: readonly SandboxProvider[] = ['BOKUN', 'TPAY', 'STRIPE', 'GOOGLE'];

/**
 * The `{PREFIX}` provider variables that point a config at the sandbox serving on `baseUrl`: Bokun, Tpay,
 * Stripe and Google Sheets, each with the URL and the credentials the sandbox accepts. The demo config's
 * (prefix `DEMO_`) are also in the repository's .env.demo, which a test keeps equal to this. `providers`
 * keeps the variables of those alone.
 */
export function sandboxProviderEnv(
  baseUrl: string,
  prefix = 'DEMO_',
  providers: readonly SandboxProvider[] = ALL_PROVIDERS,
): Record<string, string> {
  const [bokunKeys] = DEMO_BOKUN_KEYS;
  const tokenUrl = `${baseUrl}${SHEETS_TOKEN_PATH}`;
  const all = {
    [`${prefix}BOKUN_API_URL`]: baseUrl,
    [`${prefix}BOKUN_ACCESS_KEY`]: bokunKeys?.accessKey ?? '',
    [`${prefix}BOKUN_SECRET_KEY`]: bokunKeys?.secretKey ?? '',
    [`${prefix}TPAY_API_URL`]: `${baseUrl}/tpay`,
    [`${prefix}TPAY_CLIENT_ID`]: DEMO_TPAY_CREDENTIALS.clientId,
    [`${prefix}TPAY_CLIENT_SECRET`]: DEMO_TPAY_CREDENTIALS.clientSecret,
    [`${prefix}TPAY_SECURITY_CODE`]: DEMO_TPAY_CREDENTIALS.securityCode,
    [`${prefix}STRIPE_API_URL`]: `${baseUrl}/stripe`,
    [`${prefix}STRIPE_SECRET_KEY`]: DEMO_STRIPE_SECRET_KEY,
    [`${prefix}STRIPE_WEBHOOK_SECRET`]: DEMO_STRIPE_WEBHOOK_SECRET,
    [`${prefix}GOOGLE_SHEETS_API_URL`]: baseUrl,
    [`${prefix}GOOGLE_TOKEN_URL`]: tokenUrl,
    [`${prefix}GOOGLE_SPREADSHEET_ID`]: SANDBOX_SPREADSHEET_ID,
    [`${prefix}GOOGLE_SERVICE_ACCOUNT_JSON`]: sandboxServiceAccountJson(tokenUrl),
  };
  return Object.fromEntries(
    Object.entries(all).filter(([name]) => providers.some((provider) => name.startsWith(`${prefix}${provider}_`))),
  );
}

/** Only the base URLs of `sandboxProviderEnv`: what a stack started over the repository's .env.demo sets. */
export function sandboxProviderUrls(baseUrl: string, prefix = 'DEMO_'): Record<string, string> {
  return Object.fromEntries(
    Object.entries(sandboxProviderEnv(baseUrl, prefix)).filter(([name]) => name.endsWith('_URL')),
  );
}
