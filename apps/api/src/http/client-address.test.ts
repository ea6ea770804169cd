import { describe, expect, it } from 'vitest';
import { clientAddressKey } from './client-address.js';

describe('clientAddressKey', () => {
  it('keeps an IPv4 address, and the IPv4 inside an IPv4-mapped IPv6 address', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const key = '2001:db8:1:2::/64';
    for (const ip of ['2001:db8:1:2::1', '2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:DB8:1:2:0:0:0:9', '2001:db8:1:2:a::b']) {
      expect(clientAddressKey(ip), ip).toBe(key);
    }
    expect(clientAddressKey('2001:db8:1:3::1')).not.toBe(key);
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('leaves anything else as it is', () => {
    expect(clientAddressKey('not-an-address')).toBe('not-an-address');
  });
});
