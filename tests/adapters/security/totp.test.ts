import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromBase32, hotp, nodeOneTimePasswords, toBase32 } from '../../../adapters/security/totp';
import { stepAt } from '../../../core/operators/second-factor';
import { RUNS } from '../../core/support/runs';

// RFC 4226 appendix D and RFC 6238 appendix B (SHA-1 rows; the 8-digit values' last 6 digits): the shared secret is
// the ASCII of "12345678901234567890".
const RFC_SECRET = Buffer.from('12345678901234567890', 'ascii');

describe('one-time passwords', () => {
  it('HOTP gives RFC 4226’s ten test values', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expect(expected.map((_, counter) => hotp(RFC_SECRET, counter))).toEqual(expected);
  });

  it('TOTP gives RFC 6238’s SHA-1 test values, up to the year 2603', () => {
    const rows: [number, string][] = [
      [59, '287082'],
      [1111111109, '081804'],
      [1111111111, '050471'],
      [1234567890, '005924'],
      [2000000000, '279037'],
      [20000000000, '353130'],
    ];
    const secret = toBase32(RFC_SECRET);
    expect(secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    for (const [seconds, code] of rows)
      expect(nodeOneTimePasswords.codeAt(secret, stepAt(new Date(seconds * 1000)))).toBe(code);
  });

  it('base32 reads back every byte string it writes, as apps read it (any case, padding ignored)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), (bytes) => {
        const text = toBase32(Buffer.from(bytes));
        expect([...fromBase32(text)]).toEqual([...bytes]);
        expect([...fromBase32(`${text.toLowerCase()}===`)]).toEqual([...bytes]);
      }),
      RUNS,
    );
  });

  it('makes 160-bit secrets, a new one each time', () => {
    const [a, b] = [nodeOneTimePasswords.newSecret(), nodeOneTimePasswords.newSecret()];
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(fromBase32(a)).toHaveLength(20);
    expect(a).not.toBe(b);
  });
});
