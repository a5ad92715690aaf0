// How a caller proves who it is to the simulated Tpay API. Tpay documents a form body on `/oauth/auth` and a
// Bearer token afterwards; its own API collection sends the client id and secret as HTTP Basic instead, both
// to `/oauth/auth` (with no body) and on every resource call. Both ways are accepted.

/** Client id and secret from `Authorization: Basic base64(id:secret)`, or null. */
export function basicCredentials(authorization: string): { clientId: string; clientSecret: string } | null {
  const encoded = /^Basic (.+)$/i.exec(authorization)?.[1];
  if (!encoded) return null;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  return { clientId: decoded.slice(0, colon), clientSecret: decoded.slice(colon + 1) };
}

export const bearerToken = (authorization: string): string | null =>
  /^Bearer (.+)$/i.exec(authorization)?.[1] ?? null;

/** The credentials of a token request: the body's fields, else the Basic header. */
export function tokenRequestCredentials(
  body: Record<string, unknown>,
  authorization: string,
): { clientId: string; clientSecret: string } {
  const field = (name: string) => (typeof body[name] === 'string' ? body[name] : '');
  if (field('client_id') || field('client_secret'))
    return { clientId: field('client_id'), clientSecret: field('client_secret') };
  return basicCredentials(authorization) ?? { clientId: '', clientSecret: '' };
}
