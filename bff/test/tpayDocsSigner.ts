// Signs a Tpay notification by the steps of Tpay's documentation, not with the simulator's own signer, so the
// BFF's verifier is checked against the documented recipe rather than against the code it is paired with.
// docs-api.tpay.com/webhooks and the PHP SDK's JWSVerifiedPaymentNotification: `md5sum` is
// md5(id + tr_id + tr_amount + tr_crc + security code), plain concatenation; `X-JWS-Signature` is a detached
// JWS whose protected header names the signing certificate in `x5u`, RS256 over
// protectedHeader + "." + base64url(raw body). Only the key material is the sandbox's (no public signed
// notification exists to use as a vector).
import { createHash, createSign } from 'node:crypto';
import { SANDBOX_JWS_KEY_PEM } from '@booking/sandbox/tpay';

export function documentedMd5(
  fields: { id: string; tr_id: string; tr_amount: string; tr_crc: string },
  securityCode: string,
): string {
  const text = `${fields.id}${fields.tr_id}${fields.tr_amount}${fields.tr_crc}${securityCode}`;
  return createHash('md5').update(text).digest('hex');
}

export function documentedJws(body: string, x5u: string, privateKeyPem = SANDBOX_JWS_KEY_PEM): string {
  const protectedHeader = Buffer.from(JSON.stringify({ alg: 'RS256', x5u })).toString('base64url');
  const signature = createSign('RSA-SHA256')
    .update(`${protectedHeader}.${Buffer.from(body).toString('base64url')}`)
    .sign(privateKeyPem)
    .toString('base64url');
  return `${protectedHeader}..${signature}`;
}
