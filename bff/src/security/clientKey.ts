import { createHash } from 'node:crypto';

/**
 * The key live holds are counted under for one client: a hash of its address, so the store never keeps
 * visitors' IP addresses. `ip` is Koa's `ctx.ip` (X-Forwarded-For only behind a trusted proxy).
 */
export function clientKeyOf(ip: string): string {
  return createHash('sha256').update(`hold-client:${ip}`, 'utf8').digest('hex').slice(0, 32);
}
