import { describe, expect, it } from 'vitest';
import { passwordStrength } from '../../../web/lib/password-strength';

describe('passwordStrength', () => {
  it('says nothing for an empty field', () => {
    expect(passwordStrength('')).toBeNull();
  });

  it('calls weak what the store would refuse, saying what is missing', () => {
    expect(passwordStrength('abc1')).toEqual({ level: 'débil', advice: 'Te faltan 6 caracteres.' });
    expect(passwordStrength('abcdefgh1')).toEqual({ level: 'débil', advice: 'Te falta 1 carácter.' });
    expect(passwordStrength('abcdefghijk')?.advice).toBe('Agrega al menos un número.');
    expect(passwordStrength('12345678901')?.advice).toBe('Agrega al menos una letra.');
    expect(passwordStrength('anamaria2026', 'anamaria@example.co')?.advice).toBe(
      'No incluyas tu correo en la contraseña.',
    );
    expect(passwordStrength(`a1${'x'.repeat(200)}`)?.advice).toBe('Usa como máximo 200 caracteres.');
  });

  it('calls acceptable a password that passes, and strong one that is also long or varied', () => {
    expect(passwordStrength('proteina2026')?.level).toBe('aceptable');
    expect(passwordStrength('Proteina-2026')?.level).toBe('fuerte');
    expect(passwordStrength('creatina y avena 2026')?.level).toBe('fuerte');
  });
});
