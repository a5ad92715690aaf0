// How the simulator signs notifications: the md5sum and the detached JWS of tpay.md §7.2.
import { createHash, createSign } from 'node:crypto';

/** Signs with this key and names `x5u` as its certificate, standing in for secure.tpay.com's. */
export interface JwsSigner {
  privateKeyPem: string;
  x5u: string;
}

/** `md5(id + tr_id + tr_amount + tr_crc + securityCode)`, plain concatenation. */
export function notificationMd5(
  fields: { id: string; tr_id: string; tr_amount: string; tr_crc: string },
  securityCode: string,
): string {
  return createHash('md5')
    .update(fields.id + fields.tr_id + fields.tr_amount + fields.tr_crc + securityCode)
    .digest('hex');
}

const base64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

/** RS256 over `protected + "." + base64url(body)`, sent detached: `protected..signature`. */
export function jwsSignature(body: string, signer: JwsSigner): string {
  const header = base64url(JSON.stringify({ alg: 'RS256', x5u: signer.x5u }));
  const sign = createSign('RSA-SHA256');
  sign.update(`${header}.${base64url(body)}`);
  return `${header}..${sign.sign(signer.privateKeyPem).toString('base64url')}`;
}

/** Amounts in notifications carry two decimals and a dot: `10.50`. */
export const formatAmount = (amount: number) => amount.toFixed(2);

/** `YYYY-MM-DD HH:MM:SS` (UTC; the zone Tpay uses is not documented). */
export const formatTpayDate = (at: Date) => at.toISOString().slice(0, 19).replace('T', ' ');
