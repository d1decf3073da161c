import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressKey } from '../../../core/shared/address-key';
import { RUNS } from '../support/runs';

const aGroup = fc.integer({ min: 0, max: 0xffff });
const eightGroups = fc.array(aGroup, { minLength: 8, maxLength: 8 });
/** Eight groups written in full, upper- or lower-case, with leading zeros or without. */
const written = (groups: readonly number[], upper: boolean, padded: boolean) =>
  groups
    .map((g) => g.toString(16).padStart(padded ? 4 : 1, '0'))
    .map((g) => (upper ? g.toUpperCase() : g))
    .join(':');

describe('the key of a client address for per-address limits', () => {
  it('keeps an IPv4 address, also written as IPv4-mapped IPv6', () => {
    fc.assert(
      fc.property(fc.ipV4(), (ip) => {
        expect(addressKey(ip)).toBe(ip);
        expect(addressKey(`::ffff:${ip}`)).toBe(ip);
        expect(addressKey(`::FFFF:${ip}`)).toBe(ip);
      }),
      RUNS,
    );
  });

  it('gives every address of one IPv6 /64 the same key, whatever its writing, and different /64s different keys', () => {
    fc.assert(
      fc.property(eightGroups, eightGroups, fc.boolean(), fc.boolean(), (a, b, upper, padded) => {
        fc.pre(!(a.slice(0, 5).every((g) => g === 0) && a[5] === 0xffff));
        fc.pre(!(b.slice(0, 5).every((g) => g === 0) && b[5] === 0xffff));
        const sameNet = [...a.slice(0, 4), ...b.slice(4)];
        expect(addressKey(written(sameNet, upper, padded))).toBe(addressKey(written(a, false, false)));
        expect(addressKey(written(a, upper, padded)).endsWith('/64')).toBe(true);
        if (a.slice(0, 4).join() !== b.slice(0, 4).join())
          expect(addressKey(written(a, upper, padded))).not.toBe(addressKey(written(b, upper, padded)));
      }),
      RUNS,
    );
  });

  it('reads compressed, zoned and IPv4-tailed IPv6 into the canonical /64 prefix', () => {
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0DB8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:0:0:1.2.3.4')).toBe('2001:db8:1:2::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80::/64');
    expect(addressKey('::1')).toBe('::/64');
    expect(addressKey('2001:0:0:1::')).toBe('2001:0:0:1::/64');
    expect(addressKey('unknown')).toBe('unknown');
  });
});
