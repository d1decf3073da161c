import { describe, expect, it } from 'vitest';
import { addressKey } from '../../../core/shared/address-key';

describe('the key a per-address limit counts a client under', () => {
  it('keeps an IPv4 address, and reads an IPv4-mapped IPv6 address as its IPv4', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('groups IPv6 addresses by their /64, written canonically however the address was written', () => {
    for (const ip of ['2001:db8:1:2::1', '2001:0DB8:0001:0002:ffff:0:0:9', '2001:db8:1:2:aaaa::1%eth0'])
      expect(addressKey(ip), ip).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:0:2::5')).toBe('2001:db8:0:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8::/64');
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
  });

  it('leaves anything that is not an address as it is', () => {
    expect(addressKey('unknown')).toBe('unknown');
    expect(addressKey('1:2:3')).toBe('1:2:3');
  });
});
