import { BlockList } from 'node:net';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressKey } from '../../../core/shared/address-key';
import { RUNS } from '../support/runs';

/** Zero groups are common in real addresses and are what compression plays with: half the groups are zero. */
const aGroup = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 0xffff }));
const anIpv6 = fc.array(aGroup, { minLength: 8, maxLength: 8 });
const anIpv4 = fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 4, maxLength: 4 });

/** How a group may be written: any case, with or without leading zeros. */
const writeGroup = (g: number, upper: boolean, pad: boolean) => {
  const hex = g.toString(16).padStart(pad ? 4 : 1, '0');
  return upper ? hex.toUpperCase() : hex;
};

/** One of the many texts of the same address: every group written its own way, one run of zero groups (any length,
 * as RFC 4291 allows) maybe as `::`, the last 32 bits maybe as a dotted IPv4. */
const aTextOf = (groups: readonly number[]) =>
  fc
    .record({
      upper: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
      pad: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
      compress: fc.nat(),
      dotted: fc.boolean(),
    })
    .map(({ upper, pad, compress, dotted }) => {
      const texts = groups.map((g, i) => writeGroup(g, upper[i], pad[i]));
      if (dotted) texts.splice(6, 2, [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join('.'));
      const runs: [number, number][] = [];
      for (let i = 0; i < texts.length; i++)
        for (let j = i + 1; j <= texts.length; j++)
          if (groups.slice(i, j).every((g) => g === 0) && (!dotted || j <= 6)) runs.push([i, j]);
      if (runs.length === 0 || compress % 3 === 0) return texts.join(':');
      const [start, end] = runs[compress % runs.length];
      return `${texts.slice(0, start).join(':')}::${texts.slice(end).join(':')}`;
    });

const isMapped = (groups: readonly number[]) => groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
const full = (groups: readonly number[]) => groups.map((g) => g.toString(16)).join(':');
/** The WHATWG URL serializer writes IPv6 hosts as RFC 5952 does: an independent canonical form to compare with. */
const whatwg = (groups: readonly number[]) => new URL(`http://[${full(groups)}]/`).hostname.slice(1, -1);
const network = (groups: readonly number[]) => [...groups.slice(0, 4), 0, 0, 0, 0];

describe('addressKey', () => {
  it('an IPv6 address is its /64 in canonical form, whatever its case, padding or compression', () => {
    const addresses = anIpv6.filter((g) => !isMapped(g));
    fc.assert(
      fc.property(
        addresses.chain((g) => fc.tuple(fc.constant(g), aTextOf(g))),
        ([groups, text]) => {
          expect(addressKey(text)).toBe(`${whatwg(network(groups))}/64`);
        },
      ),
      RUNS,
    );
  });

  it('two IPv6 addresses share a key exactly when they are in the same /64', () => {
    const pair = fc.tuple(anIpv6, anIpv6, fc.boolean()).map(([a, b, sameNetwork]) => {
      const other = sameNetwork ? [...a.slice(0, 4), ...b.slice(4)] : b;
      return [a, other] as const;
    });
    fc.assert(
      fc.property(
        pair.filter(([a, b]) => !isMapped(a) && !isMapped(b)),
        ([a, b]) => {
          const subnet = new BlockList();
          subnet.addSubnet(full(network(a)), 64, 'ipv6');
          expect(addressKey(full(a)) === addressKey(full(b))).toBe(subnet.check(full(b), 'ipv6'));
        },
      ),
      RUNS,
    );
  });

  it('an IPv4 address is itself, written plainly or mapped into IPv6 in any form', () => {
    fc.assert(
      fc.property(
        anIpv4.chain((v4) => {
          const mapped = [0, 0, 0, 0, 0, 0xffff, v4[0] * 256 + v4[1], v4[2] * 256 + v4[3]];
          return fc.tuple(fc.constant(v4), fc.oneof(fc.constant(v4.join('.')), aTextOf(mapped)));
        }),
        ([v4, text]) => {
          expect(addressKey(text)).toBe(v4.join('.'));
        },
      ),
      RUNS,
    );
  });

  it('a key is its own key, and any text is keyed without throwing', () => {
    const chars = fc.constantFrom(...'0123456789abcdefABCDEF:.:%/[]x ');
    const texts = fc.oneof(fc.string(), fc.string({ unit: chars, maxLength: 48 }), anIpv6.chain(aTextOf));
    fc.assert(
      fc.property(texts, (text) => {
        const key = addressKey(text);
        expect(addressKey(key)).toBe(key);
      }),
      RUNS,
    );
  });

  it.each([
    ['2001:DB8:0001:0002:AAAA:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::/64', '2001:db8:1:2::/64'],
    ['[2001:db8:1:2::1]', '2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'fe80::/64'],
    ['0:0:0:5::9', '0:0:0:5::/64'],
    ['1:0:0:2:3::', '1:0:0:2::/64'],
    ['::1', '::/64'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:cb00:7107', '203.0.113.7'],
    ['203.0.113.7', '203.0.113.7'],
    ['1.2.3.256', '1.2.3.256'],
    ['2001:db8::1/48', '2001:db8::1/48'],
    ['1::2::3', '1::2::3'],
    ['unknown', 'unknown'],
  ])('%s → %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });
});
