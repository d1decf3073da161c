import { rateLimited } from '../../../core/shared/rate-limit';
import { describe, expect, it } from 'vitest';
import { passwordWeakness, PASSWORD_RULE } from '../../../core/customers/password';
import { newReferralCode, normalizeReferralCode, referralPrefix } from '../../../core/customers/referral-code';
import { scriptedSecrets } from './account-fakes';

describe('password rule', () => {
  it('asks for 10 characters with a letter and a digit, not containing the email, saying the rule', () => {
    expect(PASSWORD_RULE).toBe(
      'Usa al menos 10 caracteres, con al menos una letra y un número, sin incluir tu correo.',
    );
    expect(passwordWeakness('Proteina2026', 'camila@correo.co')).toBeNull();
    expect(passwordWeakness('Ñandú12345', 'camila@correo.co')).toBeNull();
    expect(passwordWeakness('Prote2026', 'camila@correo.co')).toContain('muy corta');
    expect(passwordWeakness('ProteinaProteina', 'camila@correo.co')).toContain('una letra y un número');
    expect(passwordWeakness('1234567890123', 'camila@correo.co')).toContain('una letra y un número');
    expect(passwordWeakness('xxCAMILA2026', 'Camila@correo.co')).toContain('no puede contener tu correo');
    // A local part of 1–2 characters is too short to ban (it would refuse half the passwords).
    expect(passwordWeakness('Proteina2026', 'ro@correo.co')).toBeNull();
    expect(passwordWeakness(`${'a'.repeat(200)}1`, 'x@correo.co')).toContain('hasta 200');
  });
});

describe('referral codes', () => {
  it('start with up to 4 letters of the first name, accents folded, and fill 8 characters at random', () => {
    expect(referralPrefix('Camila Rodríguez')).toBe('CAMI');
    expect(referralPrefix('  Íñigo ')).toBe('INIG');
    expect(referralPrefix('Li')).toBe('LI');
    expect(referralPrefix('李小龍')).toBe('');
    expect(newReferralCode('Camila', scriptedSecrets(['7K2P']))).toBe('CAMI7K2P');
    expect(newReferralCode('Li Na', scriptedSecrets(['234567']))).toBe('LI234567');
    expect(normalizeReferralCode(' cami7k2p ')).toBe('CAMI7K2P');
    expect(normalizeReferralCode('no vale!')).toBeNull();
  });
});

describe('rate-limited message', () => {
  it('says in whole minutes, at least one, when to try again', () => {
    expect(rateLimited(900).message).toContain('inténtalo de nuevo en 15 minutos');
    expect(rateLimited(61).message).toContain('en 2 minutos');
    expect(rateLimited(5).message).toContain('en 1 minuto.');
  });
});
