import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

/** Hextets of an IPv6 address's network prefix: a /64 is one subscriber, whatever its interface ids. */
const IPV6_PREFIX_HEXTETS = 4;

/** The eight 16-bit groups of an IPv6 address (an embedded dotted IPv4 tail becomes two groups). */
function hextetsOf(ip: string): number[] {
  let text = ip.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((h) => parseInt(h, 16)));
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * What one client is: an IPv4 address as it is, an IPv6 address by its /64 prefix (a subscriber gets a
 * whole /64 and may rotate through it freely), an IPv4-mapped IPv6 address (`::ffff:a.b.c.d`) as its IPv4
 * address. Anything else (no address known) stays as given.
 */
export function clientNetworkOf(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return ip;
  const hextets = hextetsOf(address);
  const mapped = hextets.slice(0, 5).every((h) => h === 0) && hextets[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = hextets.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  const prefix = hextets.slice(0, IPV6_PREFIX_HEXTETS).map((h) => h.toString(16));
  return `${prefix.join(':')}::/64`;
}

/**
 * The key live holds are counted under for one client: a hash of its network (clientNetworkOf), so the
 * store never keeps visitors' IP addresses and one IPv6 subscriber counts once. `ip` is Koa's `ctx.ip`
 * (X-Forwarded-For only behind a trusted proxy).
 */
export function clientKeyOf(ip: string): string {
  return createHash('sha256')
    .update(`hold-client:${clientNetworkOf(ip)}`, 'utf8')
    .digest('hex')
    .slice(0, 32);
}
