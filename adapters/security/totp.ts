import { createHmac, randomBytes } from 'node:crypto';
import type { OneTimePasswords } from '../../core/operators/ports';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32, without padding (as authenticator apps take secrets). */
export const toBase32 = (bytes: Buffer): string => {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return bits > 0 ? out + BASE32[(value << (5 - bits)) & 31] : out;
};

export const fromBase32 = (text: string): Buffer => {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const index = BASE32.indexOf(char);
    if (index === -1) throw new Error(`Not a base32 secret: ${JSON.stringify(char)}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
};

/** The 6-digit HOTP of a counter (RFC 4226 §5.3: HMAC-SHA1, dynamic truncation). */
export const hotp = (key: Buffer, counter: number): string => {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
};

/** RFC 6238 codes with Node's HMAC: 20-byte (160-bit) secrets from the CSPRNG, as RFC 4226 recommends. */
export const nodeOneTimePasswords: OneTimePasswords = {
  newSecret: () => toBase32(randomBytes(20)),
  codeAt: (secret, step) => hotp(fromBase32(secret), step),
  enrolmentUri: (secret, account, issuer) => {
    const label = encodeURIComponent(`${issuer}:${account}`);
    const query = new URLSearchParams({ secret, issuer, algorithm: 'SHA1', digits: '6', period: '30' });
    return `otpauth://totp/${label}?${query.toString()}`;
  },
};
