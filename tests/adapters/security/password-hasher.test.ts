import { describe, expect, it } from 'vitest';
import { DEFAULT_COST, scryptPasswordHasher } from '../../../adapters/security/password-hasher';

const hasher = scryptPasswordHasher();

describe('scrypt password hasher', () => {
  it('verifies the right password and refuses a wrong one, salting every hash differently', async () => {
    const [a, b] = await Promise.all([hasher.hash('Proteína2026'), hasher.hash('Proteína2026')]);
    expect(a).toMatch(/^scrypt\$15\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    expect(await hasher.verify('Proteína2026', a)).toBe(true);
    expect(await hasher.verify('Proteína2026', b)).toBe(true);
    expect(await hasher.verify('proteína2026', a)).toBe(false);
    expect(await hasher.verify('', a)).toBe(false);
  });

  it('treats a password the same whatever its Unicode normalisation (an ñ typed on a phone or a laptop)', async () => {
    const hash = await hasher.hash('Cigüeña2026'.normalize('NFC'));
    expect(await hasher.verify('Cigüeña2026'.normalize('NFD'), hash)).toBe(true);
  });

  it('reads the cost from the hash, so hashes made with another cost still verify', async () => {
    const cheap = await scryptPasswordHasher({ log2N: 10, r: 8, p: 1 }).hash('Clave12345');
    expect(cheap.startsWith('scrypt$10$8$1$')).toBe(true);
    expect(await hasher.verify('Clave12345', cheap)).toBe(true);
    expect(DEFAULT_COST).toEqual({ log2N: 15, r: 8, p: 1 });
  });

  it('refuses malformed hashes and absurd costs instead of throwing or exhausting memory', async () => {
    const good = await hasher.hash('Clave12345');
    const [, , , , salt, key] = good.split('$');
    for (const bad of [
      '',
      'x',
      'bcrypt$10$abc',
      `scrypt$30$8$1$${salt}$${key}`,
      `scrypt$15$99$1$${salt}$${key}`,
      `scrypt$15$8$1$${salt}$corta`,
      good.slice(0, -1),
    ]) {
      expect(await hasher.verify('Clave12345', bad), bad).toBe(false);
    }
  });
});
