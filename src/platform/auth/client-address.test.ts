import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.ts';

describe('clientAddress', () => {
  it('keeps IPv4 addresses, and unwraps IPv4-mapped IPv6', () => {
    expect(clientAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('counts an IPv6 client by its /64, however the address is written', () => {
    const a = clientAddress('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(a).toBe('2001:db8:1:2::/64');
    expect(clientAddress('2001:0db8:0001:0002::1')).toBe(a);
    expect(clientAddress('2001:DB8:1:2::ffff')).toBe(a);
    expect(clientAddress('2001:db8:1:3::1')).not.toBe(a);
    expect(clientAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddress('::1')).toBe('0:0:0:0::/64');
    expect(clientAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
