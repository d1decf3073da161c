import { describe, expect, it } from 'vitest';
import { nodeSecrets } from '../../../adapters/security/secrets';
import { CODE_ALPHABET } from '../../../core/customers/referral-code';

describe('node secrets', () => {
  it('makes 256-bit URL-safe tokens that never repeat', () => {
    const tokens = Array.from({ length: 500 }, () => nodeSecrets.newToken());
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('stores a token as its SHA-256 in hex: the same token, the same hash; never the token itself', () => {
    const token = nodeSecrets.newToken();
    expect(nodeSecrets.hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(nodeSecrets.hashToken(token)).toBe(nodeSecrets.hashToken(token));
    expect(nodeSecrets.hashToken(token)).not.toContain(token);
    expect(nodeSecrets.hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('draws codes from the alphabet only, using all of it', () => {
    const seen = new Set(Array.from({ length: 400 }, () => nodeSecrets.randomCode(8, CODE_ALPHABET)).join(''));
    expect([...seen].sort().join('')).toBe([...CODE_ALPHABET].sort().join(''));
    expect(nodeSecrets.randomCode(4, CODE_ALPHABET)).toHaveLength(4);
  });
});
