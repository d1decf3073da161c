import { describe, expect, it } from 'vitest';
import { safeReturnPath, signInPath } from '../../../web/lib/return-path';

describe('safeReturnPath', () => {
  it('keeps paths of this site, with their query', () => {
    expect(safeReturnPath('/checkout/')).toBe('/checkout/');
    expect(safeReturnPath('/buscar/?q=whey#r')).toBe('/buscar/?q=whey#r');
    expect(safeReturnPath('/a/../micuenta/')).toBe('/micuenta/');
  });

  it('refuses anything a browser could take for another host, and falls back', () => {
    for (const bad of [
      null,
      undefined,
      '',
      'micuenta/',
      '//evil.example/',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/\t/evil.example',
      ' /micuenta/',
    ]) {
      expect(safeReturnPath(bad), String(bad)).toBe('/micuenta/');
    }
    expect(safeReturnPath('//evil.example', '/')).toBe('/');
    expect(safeReturnPath('/cuenta/ingresar/?volver=/cuenta/ingresar/')).toBe('/micuenta/');
    expect(safeReturnPath('/cuenta/registro/')).toBe('/micuenta/');
  });

  it('builds the sign-in address that comes back to a path', () => {
    expect(signInPath('/micuenta/')).toBe('/cuenta/ingresar/?volver=/micuenta/');
    expect(signInPath('/buscar/?q=a&b=c')).toBe('/cuenta/ingresar/?volver=/buscar/%3Fq%3Da%26b%3Dc');
  });
});
