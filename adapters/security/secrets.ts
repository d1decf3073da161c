import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Secrets } from '../../core/customers/ports';

/** Tokens from the operating system's CSPRNG: 32 bytes (256 bits) in base64url; stored as their SHA-256 in hex, which is
 * enough for tokens this random (no salt or slow hash needed: nobody can guess 2^256 candidates). */
export const nodeSecrets: Secrets = {
  newToken: () => randomBytes(32).toString('base64url'),
  hashToken: (token) => createHash('sha256').update(token, 'utf8').digest('hex'),
  randomCode: (length, alphabet) => Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join(''),
};
