import { clientKeyOf, clientNetworkOf } from './clientKey';

describe('client key', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientNetworkOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKeyOf('203.0.113.7')).not.toBe(clientKeyOf('203.0.113.8'));
  });

  it('counts every IPv6 address of one /64 as one client', () => {
    const a = '2001:db8:1:2:aaaa:bbbb:cccc:dddd';
    const b = '2001:db8:1:2::1';
    expect(clientNetworkOf(a)).toBe('2001:db8:1:2::/64');
    expect(clientKeyOf(a)).toBe(clientKeyOf(b));
  });

  it('counts addresses of another /64 apart', () => {
    expect(clientKeyOf('2001:db8:1:2::1')).not.toBe(clientKeyOf('2001:db8:1:3::1'));
  });

  it('reads compressed, upper-case and zone-scoped IPv6 spellings alike', () => {
    expect(clientNetworkOf('2001:DB8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetworkOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientNetworkOf('::1')).toBe('0:0:0:0::/64');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(clientNetworkOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetworkOf('::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(clientKeyOf('::ffff:203.0.113.7')).toBe(clientKeyOf('203.0.113.7'));
  });

  it('keys an unknown address by what was given, never the address itself', () => {
    expect(clientNetworkOf('')).toBe('');
    expect(clientKeyOf('203.0.113.7')).toMatch(/^[0-9a-f]{32}$/);
  });
});
