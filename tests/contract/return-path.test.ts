import { describe, expect, it } from 'vitest';
import { safeReturnPath, sameSitePath, signInPath } from '../../contract/return-path';

// Each of these reads, once a browser has resolved it, as an address of another host (or of no page at all). The
// query string is decoded before the path is read: `?volver=/./%2F/` and `?volver=/%5C/` arrive as `/.//` and `/\`.
const OFF_SITE = [
  '//evil.example/',
  '/.//evil.example/',
  '/..//evil.example/',
  '/%2e//evil.example/',
  '/%2E%2E//evil.example/',
  '/\\evil.example',
  '\\\\evil.example',
  '/./\\evil.example/',
  '/\t/evil.example',
  '/\n/evil.example/',
  '/.\r//evil.example/',
  'https://evil.example/',
  'http://fornido.local.evil.example/',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
];

describe('safeReturnPath', () => {
  it('keeps paths of this site, with their query', () => {
    expect(safeReturnPath('/checkout/')).toBe('/checkout/');
    expect(safeReturnPath('/buscar/?q=whey#r')).toBe('/buscar/?q=whey#r');
    expect(safeReturnPath('/a/../micuenta/')).toBe('/micuenta/');
    expect(safeReturnPath('/./checkout/')).toBe('/checkout/');
    expect(safeReturnPath('/%2e/checkout/')).toBe('/checkout/');
    expect(safeReturnPath('/mi\tcuenta/')).toBe('/micuenta/');
  });

  it('refuses anything a browser could take for another host, and falls back', () => {
    for (const bad of [null, undefined, '', 'micuenta/', ' /micuenta/', ...OFF_SITE]) {
      expect(safeReturnPath(bad), JSON.stringify(bad)).toBe('/micuenta/');
    }
    expect(safeReturnPath('//evil.example', '/')).toBe('/');
    expect(safeReturnPath('/cuenta/ingresar/?volver=/cuenta/ingresar/')).toBe('/micuenta/');
    expect(safeReturnPath('/cuenta/registro/')).toBe('/micuenta/');
    expect(safeReturnPath('/./cuenta/registro/')).toBe('/micuenta/');
  });

  it('keeps a slash still encoded (%2F, %5C): the browser asks this store for that path', () => {
    expect(safeReturnPath('/.%2F/evil.example/')).toBe('/.%2F/evil.example/');
    expect(safeReturnPath('/%5C/evil.example/')).toBe('/%5C/evil.example/');
  });

  it('builds the sign-in address that comes back to a path', () => {
    expect(signInPath('/micuenta/')).toBe('/cuenta/ingresar/?volver=/micuenta/');
    expect(signInPath('/buscar/?q=a&b=c')).toBe('/cuenta/ingresar/?volver=/buscar/%3Fq%3Da%26b%3Dc');
  });
});

describe('sameSitePath', () => {
  it('gives the resolved path, query and fragment of an address of this site', () => {
    expect(sameSitePath('/proteinas/?ref=X#top')).toBe('/proteinas/?ref=X#top');
    expect(sameSitePath('/x/../proteinas/')).toBe('/proteinas/');
  });

  it('is null for an address that leads, or reads once resolved, to another host', () => {
    for (const bad of OFF_SITE) expect(sameSitePath(bad), JSON.stringify(bad)).toBeNull();
  });
});
