import { describe, expect, it } from 'vitest';
import { addressKey } from '../../../core/shared/address-key';

describe('addressKey', () => {
  it('keeps IPv4 as it is, also when it comes IPv4-mapped', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:127.0.0.1')).toBe('127.0.0.1');
  });

  it('groups IPv6 by its /64, in canonical form, however the address is written', () => {
    expect(addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0DB8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::5')).toBe('2001:db8::/64');
    expect(addressKey('2001:db8:0:1::9')).toBe('2001:db8:0:1::/64');
    expect(addressKey('::1')).toBe('::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80::/64');
    expect(addressKey('2001:db8:1:2::1.2.3.4')).toBe('2001:db8:1:2::/64');
  });

  it('keeps what is not an address as given', () => {
    expect(addressKey('unknown')).toBe('unknown');
    expect(addressKey('1:2:3')).toBe('1:2:3');
  });
});
