// OAuth access tokens of the simulated account (tpay.md §2): granted for the Open API key and secret, valid
// for TOKEN_LIFETIME_SECONDS, described by `GET /oauth/tokeninfo`.
import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { TOKEN_LIFETIME_SECONDS, type TpayCredentials } from './catalog';

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const randomToken = () => Array.from(randomBytes(40), (byte) => ALPHABET[byte % ALPHABET.length]).join('');

/** Issued tokens and their expiry, in epoch milliseconds. */
export class TpayTokens {
  /** Successful grants, so tests can see a client reuse its token. */
  grants = 0;
  private readonly expiries = new Map<string, number>();

  constructor(
    private readonly credentials: TpayCredentials,
    private readonly clock: () => Date,
  ) {}

  /** Whether the pair is the account's Open API key and secret. */
  credentialsValid(clientId: string, clientSecret: string): boolean {
    return (
      safeEqual(clientId, this.credentials.clientId) && safeEqual(clientSecret, this.credentials.clientSecret)
    );
  }

  /** Client credentials grant; null when the key or secret is wrong. */
  issue(clientId: string, clientSecret: string) {
    if (!this.credentialsValid(clientId, clientSecret)) return null;
    const issuedAt = Math.floor(this.clock().getTime() / 1000);
    const accessToken = randomToken();
    this.expiries.set(accessToken, (issuedAt + TOKEN_LIFETIME_SECONDS) * 1000);
    this.grants += 1;
    return {
      issued_at: issuedAt,
      scope: 'read',
      expires_in: TOKEN_LIFETIME_SECONDS,
      token_type: 'Bearer',
      client_id: clientId,
      access_token: accessToken,
    };
  }

  valid(token: string): boolean {
    const expiresAt = this.expiries.get(token);
    return expiresAt !== undefined && this.clock().getTime() < expiresAt;
  }

  /**
   * What `GET /oauth/tokeninfo` tells about a valid token: its client, scope and the seconds it has left. Tpay
   * lists the call but not its answer's fields; these are the token grant's own names.
   */
  info(token: string) {
    const expiresAt = this.expiries.get(token) ?? 0;
    return {
      result: 'success',
      requestId: randomUUID(),
      client_id: this.credentials.clientId,
      scope: 'read',
      token_type: 'Bearer',
      expires_in: Math.max(0, Math.floor((expiresAt - this.clock().getTime()) / 1000)),
    };
  }

  /** Invalidates every token, as after a key rotation; the grant count goes on. */
  revoke(): void {
    this.expiries.clear();
  }

  /** Forgets every token and starts the grant count again, as between tests. */
  clear(): void {
    this.revoke();
    this.grants = 0;
  }
}
