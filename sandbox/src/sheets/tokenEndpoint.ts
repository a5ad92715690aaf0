import { createVerify } from 'node:crypto';
import { SANDBOX_SERVICE_ACCOUNT_EMAIL, SANDBOX_SERVICE_ACCOUNT_PUBLIC_KEY } from './serviceAccount';

/** Where Google's own token endpoint lives; assertions name it as their audience. */
export const GOOGLE_TOKEN_AUDIENCE = 'https://oauth2.googleapis.com/token';
const JWT_BEARER = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
const SHEETS_SCOPES = [
  'https://www.googleapis.com/auth/spreadsheets',
  'https://www.googleapis.com/auth/drive',
  'https://www.googleapis.com/auth/drive.file',
];

/** OAuth error answer of the token endpoint. */
export interface TokenRefusal {
  status: 400 | 401;
  body: { error: string; error_description: string };
}

const refuse = (error: string, description: string, status: 400 | 401 = 400): TokenRefusal => ({
  status,
  body: { error, error_description: description },
});

const decodePart = (part: string): Record<string, unknown> | undefined => {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Checks a JWT bearer grant (RFC 7523) as Google's token endpoint does for a service account: the form's
 * grant type, an RS256 assertion signed by the account's key, iss = its e-mail, a Sheets scope, an audience
 * that is the token URL, and iat/exp around now (at most an hour apart). Answers the account e-mail or a refusal.
 */
export function checkJwtBearerGrant(
  form: URLSearchParams,
  now: Date,
  ownTokenUrl: string,
): { email: string } | TokenRefusal {
  if (form.get('grant_type') !== JWT_BEARER) return refuse('unsupported_grant_type', 'Invalid grant_type');
  const assertion = form.get('assertion') ?? '';
  const parts = assertion.split('.');
  if (parts.length !== 3) return refuse('invalid_request', 'Invalid JWT: malformed assertion');
  const [headerPart = '', payloadPart = '', signature = ''] = parts;
  const header = decodePart(headerPart);
  const claims = decodePart(payloadPart);
  if (!header || !claims) return refuse('invalid_request', 'Invalid JWT: undecodable');
  if (header.alg !== 'RS256') return refuse('invalid_grant', 'Invalid JWT: alg must be RS256');
  if (claims.iss !== SANDBOX_SERVICE_ACCOUNT_EMAIL)
    return refuse('invalid_grant', 'Invalid JWT: unknown issuer', 401);
  const verifier = createVerify('RSA-SHA256');
  verifier.update(`${headerPart}.${payloadPart}`);
  if (!verifier.verify(SANDBOX_SERVICE_ACCOUNT_PUBLIC_KEY, Buffer.from(signature, 'base64url'))) {
    return refuse('invalid_grant', 'Invalid JWT Signature.');
  }
  if (claims.aud !== GOOGLE_TOKEN_AUDIENCE && claims.aud !== ownTokenUrl) {
    return refuse('invalid_grant', 'Invalid JWT: audience is not the token URL');
  }
  const scopes = typeof claims.scope === 'string' ? claims.scope.split(' ') : [];
  if (!scopes.some((scope) => SHEETS_SCOPES.includes(scope))) {
    return refuse('invalid_scope', 'Invalid OAuth scope or ID token audience provided.');
  }
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const iat = typeof claims.iat === 'number' ? claims.iat : NaN;
  const exp = typeof claims.exp === 'number' ? claims.exp : NaN;
  if (!(exp > nowSeconds - 60) || !(iat <= nowSeconds + 60) || exp - iat > 3600) {
    return refuse(
      'invalid_grant',
      'Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe.',
    );
  }
  return { email: claims.iss };
}
