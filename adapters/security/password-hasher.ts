import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { PasswordHasher } from '../../core/customers/ports';

/** scrypt cost: N = 2^15, r = 8, p = 1 uses 32 MiB and ≈ 150 ms per hash on the project's 2-core machines. */
export const DEFAULT_COST = { log2N: 15, r: 8, p: 1 } as const;
export type ScryptCost = { readonly log2N: number; readonly r: number; readonly p: number };

const KEY_BYTES = 32;
const SALT_BYTES = 16;
// Format: scrypt$<log2N>$<r>$<p>$<salt base64url>$<key base64url>; the cost travels with the hash, so raising it later
// still verifies older hashes.
const FORMAT = /^scrypt\$(\d{1,2})\$(\d{1,2})\$(\d{1,2})\$([A-Za-z0-9_-]{16,64})\$([A-Za-z0-9_-]{43})$/;

const derive = (password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> => {
  const N = 2 ** cost.log2N;
  const options: ScryptOptions = { N, r: cost.r, p: cost.p, maxmem: 256 * N * cost.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
};

/** Passwords hashed with Node's scrypt and a random 16-byte salt per hash, compared in constant time. */
export const scryptPasswordHasher = (cost: ScryptCost = DEFAULT_COST): PasswordHasher => ({
  hash: async (password) => {
    const salt = randomBytes(SALT_BYTES);
    const key = await derive(password, salt, cost);
    return ['scrypt', cost.log2N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
  },

  verify: async (password, passwordHash) => {
    const match = FORMAT.exec(passwordHash);
    if (!match) return false;
    const [, log2N, r, p, salt, key] = match;
    const stored: ScryptCost = { log2N: Number(log2N), r: Number(r), p: Number(p) };
    // A hash from this store never asks for more than 2^20 × 16: refuse absurd costs rather than exhaust memory.
    if (stored.log2N < 1 || stored.log2N > 20 || stored.r < 1 || stored.r > 16 || stored.p < 1 || stored.p > 4)
      return false;
    const expected = Buffer.from(key, 'base64url');
    const actual = await derive(password, Buffer.from(salt, 'base64url'), stored);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  },
});
